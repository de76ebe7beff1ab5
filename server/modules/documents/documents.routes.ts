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
import type { z } from 'zod';
import { messageResponseSchema, okSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { badRequest } from '../../platform/errors.js';
import { sendAttachment } from '../../platform/files/attachment.js';
import { readUpload, type UploadForm } from '../../platform/files/read-upload.js';
import { takeUploadSlot } from '../../platform/files/upload-slots.js';
import { parseJsonField, parseOrThrow } from '../../platform/validation.js';
import { requireUser } from '../accounts/guards.js';
import * as docs from './documents.service.js';

/** `data` (JSON: the link and the name to show) first, then the file as `doc`. */
const DOCUMENT_FORM: UploadForm = {
  fileField: 'doc',
  limits: { fileSize: LIMITS.documentBytes, fields: 5, fieldSize: 16 * 1024 },
  tooLarge: WORKSPACE_MSG.documentTooLarge,
  fields: { data: (value) => parseOrThrow(uploadDataSchema, parseJsonField(value)) },
  fieldsBeforeFile: true,
};

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
      const release = takeUploadSlot(ctx.files, `user:${user.id}`, WORKSPACE_MSG.tooManyUploads);
      try {
        const doc = await readUpload(ctx.files, request, DOCUMENT_FORM, async ({ fields, file }) => {
          const data = fields.data as z.output<typeof uploadDataSchema> | undefined;
          if (!data || !file) throw badRequest(WORKSPACE_MSG.documentMissing);
          return docs.upload(ctx, user, data.id, { name: data.filename || file.filename, store: file.store });
        });
        return ok({ message: WORKSPACE_MSG.documentSent, id: doc.id });
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
