import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyResponseSchema } from '../../../common/company.js';
import { PUBLIC_MSG } from '../../../common/messages/public.js';
import {
  introCallLinkSchema,
  introCallResponseSchema,
  publicBookingSchema,
  publicCalendarQuerySchema,
  publicCalendarResponseSchema,
} from '../../../common/public.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import * as publicAgenda from './public.service.js';

/** The team's free intro call: the administrator's agenda, open to visitors (docs/decisions/0007-the-public-agenda.md). */
export const publicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Who runs the service, for the footer and the legal pages; open to everyone. */
    app.get('/api/azienda', { schema: { response: { 200: companyResponseSchema } } }, async () => {
      return ok({ azienda: ctx.config.company });
    });

    app.get(
      '/api/calendariomio',
      { schema: { querystring: publicCalendarQuerySchema, response: { 200: publicCalendarResponseSchema } } },
      async (request) => {
        return ok(await publicAgenda.publicCalendar(ctx, request.query.page));
      },
    );

    app.post(
      '/api/createprenotazionemia',
      { schema: { body: publicBookingSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await publicAgenda.bookIntroCall(ctx, request.body, request.ip);
        return ok({ message: PUBLIC_MSG.bookingCreated });
      },
    );

    /** The visitor's intro call, by the signed link of the confirmation e-mail (no account). */
    app.get(
      '/api/prenotazionemia',
      { schema: { querystring: introCallLinkSchema, response: { 200: introCallResponseSchema } } },
      async (request) => {
        return ok(await publicAgenda.introCallByLink(ctx, request.query.id, request.query.token));
      },
    );

    app.post(
      '/api/annullaprenotazionemia',
      { schema: { body: introCallLinkSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await publicAgenda.cancelIntroCallByLink(ctx, request.body.id, request.body.token);
        return ok({ message: PUBLIC_MSG.introCallCancelled });
      },
    );
  };
