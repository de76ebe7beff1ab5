import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../../common/constants.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import {
  documentIdSchema,
  documentsQuerySchema,
  documentsResponseSchema,
  markDocumentsSeenSchema,
  uploadDataSchema,
  uploadResponseSchema,
} from '../../../common/workspace.js';
import { messageResponseSchema, okSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { badRequest, tooLarge } from '../../platform/errors.js';
import { sendAttachment } from '../../platform/files/attachment.js';
import { cleanFileName } from '../../platform/files/file-names.js';
import { takeUploadSlot } from '../../platform/files/upload-slots.js';
import { multipartFailure, parseJsonField, parseOrThrow } from '../../platform/validation.js';
import { requireUser } from '../accounts/guards.js';
import * as docs from './documents.service.js';

export const documentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/documentiletti',
      { schema: { body: markDocumentsSeenSchema, response: { 200: okSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        await docs.markDocumentsSeen(ctx, user, request.body.id);
        return ok({});
      },
    );

    /**
     * Multipart `data` ({filename, id}) then `doc`. The file streams to the store as it
     * arrives; over 100 MB it is a 413 and nothing is kept.
     */
    app.post('/api/carica', { schema: { response: { 200: uploadResponseSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      if (!request.isMultipart()) throw badRequest(WORKSPACE_MSG.documentMissing);
      let data: { filename?: string; id: number } | undefined;
      let stored: { key: string; bytes: number; nome: string } | undefined;
      const release = takeUploadSlot(ctx.files, `user:${user.id}`, WORKSPACE_MSG.tooManyUploads);
      try {
        for await (const part of request.parts({
          limits: { fileSize: LIMITS.documentBytes, files: 1, fields: 5, fieldSize: 16 * 1024 },
        })) {
          if (part.type === 'field') {
            if (part.fieldname === 'data') data = parseOrThrow(uploadDataSchema, parseJsonField(part.value));
            continue;
          }
          if (part.fieldname !== 'doc' || !data) {
            part.file.resume();
            if (!data) throw badRequest();
            continue;
          }
          await docs.assertRoomFor(ctx, user, data.id);
          const file = await ctx.files.put(part.file);
          stored = { ...file, nome: cleanFileName(data.filename || part.filename) };
          if (part.file.truncated) throw tooLarge(WORKSPACE_MSG.documentTooLarge);
          if (file.bytes === 0) throw badRequest(WORKSPACE_MSG.documentEmpty);
        }
        if (!data || !stored) throw badRequest(WORKSPACE_MSG.documentMissing);
        const doc = await docs.recordUpload(ctx, user, data.id, stored);
        ctx.metrics.uploads.inc();
        ctx.metrics.uploadBytes.inc(stored.bytes);
        return ok({ message: WORKSPACE_MSG.documentSent, id: doc.id });
      } catch (error) {
        if (stored) await ctx.files.remove(stored.key);
        throw multipartFailure(error, WORKSPACE_MSG.documentTooLarge) ?? error;
      } finally {
        release();
      }
    });

    app.get(
      '/api/documenti',
      { schema: { querystring: documentsQuerySchema, response: { 200: documentsResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const { id, ...options } = request.query;
        return ok(await docs.listDocuments(ctx, user, id, options));
      },
    );

    app.get('/api/scarica', { schema: { querystring: documentIdSchema } }, async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      return sendAttachment(reply, await docs.openDocument(ctx, user, request.query.id, request.ip));
    });

    app.post(
      '/api/deletedocumento',
      { schema: { body: documentIdSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        await docs.deleteDocument(ctx, user, request.body.id);
        return ok({ message: WORKSPACE_MSG.documentDeleted });
      },
    );
  };
