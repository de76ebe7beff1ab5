import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeDaySchema } from '../../../common/agenda.js';
import { clientAppointmentsResponseSchema, DAY_MSG, operatorAppointmentsResponseSchema } from '../../../common/appointments.js';
import {
  bookingRulesResponseSchema,
  bookingRulesSchema,
  RULES_MSG,
  updateBookingRulesResponseSchema,
} from '../../../common/booking-rules.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { requireClient, requireOperator } from '../accounts/guards.js';
import { clientAppointments, operatorAppointments } from './appointments.service.js';
import { bookingRulesState, saveBookingRules } from './booking-rules.js';
import { reopenDay } from './day-reopen.service.js';

/** Calls beyond the spec's agenda: the lists of coming appointments, reopening a day, the booking rules. */
export const agendaViewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/prossimiappuntamenti',
      { schema: { response: { 200: operatorAppointmentsResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok(await operatorAppointments(ctx, user.id));
      },
    );

    app.get('/api/imieiappuntamenti', { schema: { response: { 200: clientAppointmentsResponseSchema } } }, async (request) => {
      const { user } = await requireClient(ctx, request);
      return ok(await clientAppointments(ctx, user.id));
    });

    app.post(
      '/api/riaprigiornata',
      { schema: { body: closeDaySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        const reopened = await reopenDay(ctx, user, request.body.giorno);
        return ok({ message: reopened > 0 ? DAY_MSG.dayReopened : DAY_MSG.nothingToReopen });
      },
    );

    app.get('/api/regoleprenotazione', { schema: { response: { 200: bookingRulesResponseSchema } } }, async (request) => {
      const { user } = await requireOperator(ctx, request);
      return ok(await bookingRulesState(ctx.db, user.id));
    });

    app.post(
      '/api/updateregoleprenotazione',
      { schema: { body: bookingRulesSchema, response: { 200: updateBookingRulesResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok({ regole: await saveBookingRules(ctx, user.id, request.body), message: RULES_MSG.saved });
      },
    );
  };
