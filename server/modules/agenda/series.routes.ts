import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSeriesBookingSchema,
  clientBookingSchema,
  createSeriesResponseSchema,
  seriesOfBookingQuerySchema,
  seriesOfBookingResponseSchema,
  seriesPreviewResponseSchema,
  seriesSchema,
} from '../../../common/agenda.js';
import { SERIES_MSG } from '../../../common/messages/series.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { requireOperator, requireUser } from '../accounts/guards.js';
import { bookForClient } from './bookings.service.js';
import * as series from './series.service.js';

/** The professional books for a client, once or as a weekly or fortnightly series. */
export const seriesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/createprenotazionecliente',
      { schema: { body: clientBookingSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await bookForClient(ctx, user, request.body);
        return ok({ message: SERIES_MSG.clientBookingCreated });
      },
    );

    app.post(
      '/api/anteprimaserie',
      { schema: { body: seriesSchema, response: { 200: seriesPreviewResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok({ date: await series.previewSeries(ctx, user, request.body) });
      },
    );

    app.post(
      '/api/createserie',
      { schema: { body: seriesSchema, response: { 200: createSeriesResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok(await series.createSeries(ctx, user, request.body));
      },
    );

    app.get(
      '/api/serieprenotazione',
      { schema: { querystring: seriesOfBookingQuerySchema, response: { 200: seriesOfBookingResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const { id, giorno, ora } = request.query;
        return ok({ serie: await series.seriesOfBooking(ctx, user, id, giorno, ora) });
      },
    );

    app.post(
      '/api/deleteprenotazioneserie',
      { schema: { body: cancelSeriesBookingSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const { id, giorno, ora, ambito } = request.body;
        return ok({ message: await series.cancelSeriesBooking(ctx, user, id, giorno, ora, ambito) });
      },
    );
  };
