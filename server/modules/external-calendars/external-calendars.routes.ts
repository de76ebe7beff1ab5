import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addExternalCalendarSchema,
  externalCalendarIdSchema,
  externalCalendarResponseSchema,
  externalCalendarsResponseSchema,
  externalCalendarTitlesSchema,
} from '../../../common/external-calendars.js';
import { EXTERNAL_CAL_MSG } from '../../../common/messages/external-calendars.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { requireOperator } from '../accounts/guards.js';
import * as calendars from './external-calendars.service.js';

/** The professional's own calendars, whose events make their agenda's slots not bookable (/account). */
export const externalCalendarsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The parser's worker thread ends with the server.
    app.addHook('onClose', async () => calendars.closeParserPool(ctx));

    app.get('/api/calendariesterni', { schema: { response: { 200: externalCalendarsResponseSchema } } }, async (request) => {
      const { user } = await requireOperator(ctx, request);
      return ok(await calendars.listCalendars(ctx, user));
    });

    app.post(
      '/api/calendariesterni',
      { schema: { body: addExternalCalendarSchema, response: { 200: externalCalendarResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok(await calendars.addCalendar(ctx, user, request.body));
      },
    );

    app.post(
      '/api/calendariesterni/aggiorna',
      { schema: { body: externalCalendarIdSchema, response: { 200: externalCalendarResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok(await calendars.refreshNow(ctx, user, request.body.id));
      },
    );

    app.post(
      '/api/calendariesterni/titoli',
      { schema: { body: externalCalendarTitlesSchema, response: { 200: externalCalendarResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok(await calendars.setShowTitles(ctx, user, request.body.id, request.body.mostraTitoli));
      },
    );

    app.post(
      '/api/calendariesterni/elimina',
      { schema: { body: externalCalendarIdSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await calendars.removeCalendar(ctx, user, request.body.id);
        return ok({ message: EXTERNAL_CAL_MSG.removed });
      },
    );
  };
