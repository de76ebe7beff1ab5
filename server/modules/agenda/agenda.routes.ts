import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarQuerySchema,
  clientCalendarQuerySchema,
  clientCalendarResponseSchema,
  closeDaySchema,
  createBookingSchema,
  deleteBookingSchema,
  moveBookingSchema,
  updateSlotSchema,
  type CalendarResponse,
} from '../../../common/agenda.js';
import { DAY_MSG } from '../../../common/appointments.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { requireClient, requireOperator, requireUser } from '../accounts/guards.js';
import { assertConfirmedLink } from '../links/links.service.js';
import * as agenda from './agenda.service.js';
import * as bookings from './bookings.service.js';
import { calendarPage } from './week.js';

/** updategiornata stays a success (spec §7) but says when nothing could be closed. */
const CLOSE_DAY_MESSAGE = {
  closed: SCHEDULE_MSG.dayClosed,
  noHours: DAY_MSG.noHoursToClose,
  nothingOpen: DAY_MSG.nothingToClose,
} as const;

export const agendaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * The busiest read is typed by calendarResponseSchema but not serialised through it:
     * encoding a week's 336 cells with zod costs about 130 µs a page, 12-15% of this route's
     * throughput (docs/benchmarks.md). server/test/response-schemas.test.ts holds its answer to
     * the schema instead.
     */
    app.get('/api/calendario', { schema: { querystring: calendarQuerySchema } }, async (request): Promise<CalendarResponse> => {
      const { user } = await requireOperator(ctx, request);
      return ok({ calendario: await calendarPage(ctx, user.id, request.query.page, { kind: 'operator' }) });
    });

    app.get(
      '/api/calendariocliente',
      { schema: { querystring: clientCalendarQuerySchema, response: { 200: clientCalendarResponseSchema } } },
      async (request) => {
        const { user } = await requireClient(ctx, request);
        await assertConfirmedLink(ctx, request.query.id, user.id);
        return ok(await agenda.clientCalendarPage(ctx, request.query.id, user, request.query.page));
      },
    );

    app.post(
      '/api/updateprenotazione',
      { schema: { body: updateSlotSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        const { giorno, ora, state } = request.body;
        const { cancelledBooking } = await agenda.updateSlot(ctx, user, giorno, ora, state as 1 | 2);
        return ok({ message: cancelledBooking ? SCHEDULE_MSG.bookingDeleted : SCHEDULE_MSG.slotUpdated });
      },
    );

    app.post(
      '/api/updategiornata',
      { schema: { body: closeDaySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        const outcome = await agenda.closeDay(ctx, user, request.body.giorno);
        return ok({ message: CLOSE_DAY_MESSAGE[outcome] });
      },
    );

    app.post(
      '/api/createprenotazione',
      { schema: { body: createBookingSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireClient(ctx, request);
        const { id, giorno, ora, serviceId, note } = request.body;
        // The link, the rate limit and the rules are the client's row of the booking pipeline.
        await bookings.createBooking(ctx, { operatorId: id, client: user, giorno, ora, serviceId, note });
        return ok({ message: SCHEDULE_MSG.bookingCreated });
      },
    );

    /** The client moves their own booking (id = the professional); the professional any of theirs. */
    app.post(
      '/api/spostaprenotazione',
      { schema: { body: moveBookingSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const { id, giorno, ora, nuovoGiorno, nuovaOra } = request.body;
        if (!user.op) {
          // A client moves a booking with a professional they are linked to, and must name them.
          if (id === undefined) throw notFound(SCHEDULE_MSG.linkNotFound);
          await assertConfirmedLink(ctx, id, user.id);
        }
        await bookings.moveBooking(ctx, user, { operatorId: id, giorno, ora, nuovoGiorno, nuovaOra });
        return ok({ message: SCHEDULE_MSG.bookingMoved });
      },
    );

    /** The client cancels their own booking (id = the professional); the professional any of theirs. */
    app.post(
      '/api/deleteprenotazione',
      { schema: { body: deleteBookingSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const { id, giorno, ora } = request.body;
        await bookings.cancelBooking(ctx, user, id, giorno, ora);
        return ok({ message: SCHEDULE_MSG.bookingDeleted });
      },
    );
  };
