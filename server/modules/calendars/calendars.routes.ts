import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEED_PATH_PREFIX,
  feedParamsSchema,
  feedPrivacySchema,
  feedStateResponseSchema,
  newFeedResponseSchema,
} from '../../../common/calendars.js';
import { CALENDARS_MSG } from '../../../common/messages/calendars.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { requireOperator, requireUser } from '../accounts/guards.js';
import * as calendars from './calendars.service.js';

const gzipText = promisify(gzip);

export const calendarsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/feedcalendario', { schema: { response: { 200: feedStateResponseSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      return ok(await calendars.feedState(ctx, user));
    });

    app.post('/api/feedcalendario', { schema: { response: { 200: newFeedResponseSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      return ok(await calendars.newFeed(ctx, user));
    });

    app.post(
      '/api/feedcalendarioprivato',
      { schema: { body: feedPrivacySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await calendars.setFeedPrivacy(ctx, user, request.body.privato);
        return ok({ message: CALENDARS_MSG.feedPrivacySaved });
      },
    );

    app.post('/api/disattivafeedcalendario', { schema: { response: { 200: messageResponseSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      await calendars.turnOffFeed(ctx, user);
      return ok({ message: CALENDARS_MSG.feedOff });
    });

    /**
     * The subscribed calendar: no session, the unguessable token in the path is the key. Sent
     * gzip-compressed to an app that accepts it (a year of a busy agenda shrinks about 9×), with
     * an ETag of its own, as a different representation needs.
     */
    app.get(`${FEED_PATH_PREFIX}:file`, { schema: { params: feedParamsSchema } }, async (request, reply) => {
      const body = await calendars.feedCalendar(ctx, request.params.file, request.ip);
      const gzip = calendars.acceptsGzip(request.headers['accept-encoding']);
      const plainEtag = calendars.feedEtag(body);
      const etag = gzip ? plainEtag.replace(/"$/, '-gzip"') : plainEtag;
      reply
        .header('etag', etag)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex');
      if (calendars.matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="studio.ics"');
      if (!gzip) return reply.send(body);
      return reply.header('content-encoding', 'gzip').send(await gzipText(body));
    });
  };
