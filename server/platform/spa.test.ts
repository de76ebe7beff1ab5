import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { useTestApp } from '../test/build-test-app.js';

const webDir = mkdtempSync(path.join(tmpdir(), 'studio-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="it"><body><div id="root"></div></body></html>');
const t = useTestApp({ WEB_DIR: webDir });

describe('serving the web app', () => {
  it('answers every page route with index.html, the anti-forgery cookie and the security headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/user/op?id=3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(res.headers['set-cookie'])).toMatch(/^csrf=[\w-]{32}; .*SameSite=Strict/);
  });

  it('answers a path the app has no page for with the app itself, under HTTP 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/pagina-che-non-esiste?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nulla' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: MSG.notFound });
  });
});
