import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '../../common/app-routes.js';
import { MSG } from '../../common/messages/it.js';
import { issueCsrfCookie } from './http.js';

/**
 * The built web app: its files from `webDir`, and index.html for every page path, with the
 * anti-forgery cookie and the security headers. Registered last, as the not-found handler:
 * an unknown API path or a method other than GET stays a JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string, secureCookies: boolean) {
  const webReady = existsSync(path.join(webDir, 'index.html'));
  if (webReady) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // File names under assets/ carry a content hash: they never change.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !webReady) {
      return reply.status(404).send({ success: false, error: MSG.notFound });
    }
    issueCsrfCookie(request, reply, secureCookies);
    await reply.helmet();
    // A path the app has no page for still gets the app (its not-found page), but with 404.
    if (!isAppRoute(request.url)) reply.status(404);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
