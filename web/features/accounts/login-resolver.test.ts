import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { loginSchema, type LoginInput } from '../../../common/accounts.js';
import { loginResolver } from './login-resolver.js';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const viaSchema = zodResolver(loginSchema);

describe('loginResolver', () => {
  it.each<[string, LoginInput]>([
    ['valid, trimming the email', { email: '  mario@example.it ', password: 'segreta1', stayLogged: false }],
    ['valid, staying logged by default', { email: 'mario@example.it', password: ' ' }],
    ['both empty', { email: '', password: '', stayLogged: true }],
    ['an email of spaces', { email: '   ', password: 'segreta1' }],
    ['an email of 254 characters', { email: 'a'.repeat(254), password: 'segreta1' }],
    ['an email too long', { email: 'a'.repeat(255), password: 'segreta1' }],
    ['a password of 200 characters', { email: 'mario@example.it', password: 'p'.repeat(200) }],
    ['a password too long', { email: ' ', password: 'p'.repeat(201) }],
  ])('gives the values and messages of loginSchema: %s', async (_, values) => {
    expect(await loginResolver(values, undefined, options)).toEqual(await viaSchema(values, undefined, options));
  });
});
