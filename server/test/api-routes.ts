import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  path: string;
}

/**
 * Every method and path under /api/ from the app's own route table (the tree printRoutes
 * draws), nested ones included: the bad-input sweep and the authorisation matrix walk it, so a
 * new route is covered by both without being listed by hand.
 */
export function apiRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const ancestors: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    ancestors.length = depth;
    const path = (ancestors[depth - 1] ?? '') + match[2];
    ancestors.push(path);
    if (!path.startsWith('/api/') || path.startsWith('/api/socket.io')) continue;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}
