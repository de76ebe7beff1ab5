import { describe, expect, it } from 'vitest';
import { meetingLinkResponseSchema } from '../../common/calendars.js';
import { readAs } from './build-test-app.js';

const headers = {};

describe('the typed test client', () => {
  it('hands back the body as sent when it matches the schema', () => {
    const body = { success: true, error: '', link: 'https://meet.example/abc' };
    expect(readAs('GET /api/videochiamata', { status: 200, body, headers }, meetingLinkResponseSchema)).toEqual({
      status: 200,
      body,
      headers,
    });
  });

  it('keeps keys the schema does not name, so toEqual still sees them', () => {
    const body = { success: true, error: '', link: '', extra: 1 };
    expect(readAs('GET /api/videochiamata', { status: 200, body, headers }, meetingLinkResponseSchema).body).toEqual(body);
  });

  it('fails a refusal with the call, its status and its body', () => {
    const body = { success: false, error: 'Accesso negato' };
    expect(() => readAs('GET /api/videochiamata', { status: 403, body, headers }, meetingLinkResponseSchema)).toThrow(
      'GET /api/videochiamata answered 403, not a success: {"success":false,"error":"Accesso negato"}',
    );
  });

  it('fails a body that breaks the schema, naming the field', () => {
    const body = { success: true, error: '', link: 42 };
    expect(() => readAs('GET /api/videochiamata', { status: 200, body, headers }, meetingLinkResponseSchema)).toThrow(
      /answered a body its response schema refuses:\n.*\n {2}→ at link\nbody: \{"success":true,"error":"","link":42\}/,
    );
  });
});
