import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_MSG } from '../../../common/messages/privacy.js';
import { EXPORT_PATH, eraseAccountSchema } from '../../../common/privacy.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../platform/files/attachment.js';
import { ok } from '../../platform/http.js';
import type { PaymentProvider } from '../../platform/payments.js';
import { requireUser } from '../accounts/guards.js';
import { exportZip } from './export-zip.js';
import * as privacy from './privacy.service.js';

export const privacyRoutes =
  (ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    /** A ZIP streamed as it is built: dati.json, then every document, one at a time from the store. */
    app.get(EXPORT_PATH, async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      const { data, files } = await privacy.exportData(ctx, user);
      const zip = exportZip(ctx.files, data, files, request.log);
      const name = `studio-dati-${ctx.clock.now().toISOString().slice(0, 10)}.zip`;
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(zip);
    });

    app.post(
      '/api/eliminaaccount',
      { schema: { body: eraseAccountSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        await privacy.eraseAccount(ctx, provider, user, request.body);
        return ok({ message: PRIVACY_MSG.accountErased });
      },
    );
  };
