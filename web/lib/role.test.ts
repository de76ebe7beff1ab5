import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './role.js';

const professional = { op: true, admin: false };
const client = { op: false, admin: false };

describe('where login leads', () => {
  it("back to the e-mail's page that asked for the login, with its query", () => {
    expect(afterLoginPath(client, '/user/op?id=2')).toBe('/user/op?id=2');
    expect(afterLoginPath(professional, '/op/customer?id=4')).toBe('/op/customer?id=4');
    expect(afterLoginPath(professional, '/account')).toBe('/account');
  });

  it("home, when the page is another kind of account's", () => {
    expect(afterLoginPath(client, '/op')).toBe('/user');
    expect(afterLoginPath(professional, '/user/op?id=2')).toBe('/op');
    expect(afterLoginPath(professional, '/admin')).toBe('/op');
    expect(afterLoginPath({ op: true, admin: true }, '/admin/leads')).toBe('/admin/leads');
  });

  it('home, without a page or with an address outside the app', () => {
    expect(afterLoginPath(client, undefined)).toBe('/user');
    expect(afterLoginPath(client, '//evil.example/user')).toBe('/user');
    expect(afterLoginPath(client, 'https://evil.example/user')).toBe('/user');
    expect(afterLoginPath(client, '/userx')).toBe('/user');
  });
});
