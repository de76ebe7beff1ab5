import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from '../../common/app-routes.js';

/** The router's pages: every `path="…"` of router.tsx but the catch-all (its routes are not nested under a path). */
function routerPaths(): string[] {
  const source = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
  return [...source.matchAll(/path="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((route) => route !== '*')
    .map((route) => (route.startsWith('/') ? route : `/${route}`));
}

describe('the app routes the server knows (common/app-routes.ts)', () => {
  it('are exactly the pages of the router', () => {
    expect([...APP_ROUTES].sort()).toEqual(routerPaths().sort());
  });

  it('match a page with a query string, a trailing slash or other letter case', () => {
    expect(isAppRoute('/admin/user?id=4')).toBe(true);
    expect(isAppRoute('/login/')).toBe(true);
    expect(isAppRoute('/Login')).toBe(true);
    expect(isAppRoute('/?agenda')).toBe(true);
  });

  it('do not match a path the router sends to the not-found page', () => {
    expect(isAppRoute('/pagina-che-non-esiste')).toBe(false);
    expect(isAppRoute('/admin/users')).toBe(false);
    expect(isAppRoute('/op/customer/3')).toBe(false);
  });
});
