import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { ByteRange, StoredFile } from '../../platform/files/file-store.js';
import { cleanFileName } from '../../platform/files/file-names.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import type { OkFields } from '../../../common/validation.js';
import type { DocumentItem, documentsResponseSchema } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { listPage } from '../../db/paging.js';
import { containsText } from '../../db/search.js';
import { badRequest, forbidden, notFound, tooLarge } from '../../platform/errors.js';
import { changeStorageUsed, storageUsedKb, type User } from '../accounts/users.js';
import { recordAccess } from '../audit/access-log.js';
import { confirmedPair } from '../links/links.service.js';
import { advanceMarker, unseenPerLink, type ReadMarkers } from '../links/read-markers.js';
import { storageQuotaKb } from '../subscriptions/subscriptions.service.js';
import { documentReads, documents } from './documents.table.js';

export const kbOf = (bytes: number) => Math.ceil(bytes / 1000);

const quotaExceeded = () => tooLarge(WORKSPACE_MSG.quotaExceeded);

/** Refuses early, before any byte is stored, when the professional's space is already full. */
export async function assertRoomFor(ctx: AppContext, user: User, otherId: number, bytes = 1) {
  const pair = await confirmedPair(ctx, user, otherId);
  const used = await storageUsedKb(ctx.db, pair.operatorId);
  if (used + kbOf(bytes) > (await storageQuotaKb(ctx.db, pair.operatorId, ctx.clock.now()))) throw quotaExceeded();
  return pair;
}

/** A file on its way in: `store` streams it to the file store (and may refuse it). */
export interface DocumentSource {
  /** The name to show; it is cleaned of path parts and control characters here. */
  name: string;
  store(): Promise<StoredFile>;
}

/**
 * The upload use case: the link and the room checked before a byte is stored, then the file
 * stored, refused if empty, and recorded. On any failure after storing, the file is removed.
 */
export async function upload(ctx: AppContext, user: User, otherId: number, file: DocumentSource) {
  await assertRoomFor(ctx, user, otherId);
  const stored = await file.store();
  try {
    if (stored.bytes === 0) throw badRequest(WORKSPACE_MSG.documentEmpty);
    // The link is read again when recording: an upload may stream for minutes, and a link
    // ended meanwhile must not get a document.
    const doc = await recordUpload(ctx, user, otherId, { key: stored.key, bytes: stored.bytes, nome: cleanFileName(file.name) });
    ctx.metrics.uploads.inc();
    ctx.metrics.uploadBytes.inc(stored.bytes);
    return doc;
  } catch (error) {
    await ctx.files.remove(stored.key);
    throw error;
  }
}

/**
 * Records a stored upload. The space is reserved with one conditional UPDATE, so uploads
 * running at once can never take the professional past the quota together.
 */
export async function recordUpload(
  ctx: AppContext,
  user: User,
  otherId: number,
  upload: { key: string; bytes: number; nome: string },
) {
  const pair = await confirmedPair(ctx, user, otherId);
  const quota = await storageQuotaKb(ctx.db, pair.operatorId, ctx.clock.now());
  const sizeKb = kbOf(upload.bytes);
  const doc = await ctx.db.transaction(async (tx) => {
    if (!(await changeStorageUsed(tx, pair.operatorId, sizeKb, quota))) throw quotaExceeded();
    const [doc] = await tx
      .insert(documents)
      .values({
        ...pair,
        fromOperator: user.op ? 1 : 0,
        nome: upload.nome,
        sizeBytes: upload.bytes,
        sizeKb,
        storageKey: upload.key,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return doc;
  });
  ctx.events.emit('document.changed', pair);
  return doc;
}

export async function listDocuments(
  ctx: AppContext,
  user: User,
  otherId: number,
  options: { t: number; page: number; q: string },
): Promise<OkFields<typeof documentsResponseSchema>> {
  const pair = await confirmedPair(ctx, user, otherId);
  const where = and(
    eq(documents.operatorId, pair.operatorId),
    eq(documents.clientId, pair.clientId),
    eq(documents.fromOperator, options.t),
    containsText(options.q, [documents.nome]),
  );
  const { items: rows, total } = await listPage(
    PAGE_SIZE.documents,
    options.page,
    (limit, offset) => ctx.db.select().from(documents).where(where).orderBy(desc(documents.id)).limit(limit).offset(offset),
    () => ctx.db.select({ total: count() }).from(documents).where(where),
  );
  const items: DocumentItem[] = rows.map((d) => ({
    id: d.id,
    timestamp: d.createdAt.getTime(),
    nome: d.nome,
    size_kb: d.sizeKb,
  }));
  return { documents: items, total };
}

/** Only the two parties of the link may download; every download goes in the professional's access log. */
export async function openDocument(
  ctx: AppContext,
  user: User,
  documentId: number,
  ip = '',
): Promise<{ nome: string; bytes: number; open: (range?: ByteRange) => Readable }> {
  const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, documentId));
  if (!doc || (doc.operatorId !== user.id && doc.clientId !== user.id)) throw notFound(WORKSPACE_MSG.documentNotFound);
  await recordAccess(ctx, { actorId: user.id, ownerId: doc.operatorId, action: 'document.download', subject: doc.nome, ip });
  return { nome: doc.nome, bytes: doc.sizeBytes, open: (range) => ctx.files.read(doc.storageKey, range) };
}

/** Only the professional deletes; the space is freed at once. */
export async function deleteDocument(ctx: AppContext, user: User, documentId: number) {
  if (!user.op) throw forbidden(WORKSPACE_MSG.onlyOperatorDeletes);
  const removed = await ctx.db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(documents)
      .where(and(eq(documents.id, documentId), eq(documents.operatorId, user.id)))
      .returning();
    if (!doc) throw notFound(WORKSPACE_MSG.documentNotFound);
    await changeStorageUsed(tx, user.id, -doc.sizeKb);
    return doc;
  });
  ctx.events.emit('document.changed', { operatorId: removed.operatorId, clientId: removed.clientId });
  await ctx.files.remove(removed.storageKey);
}

/**
 * The documents the other party uploaded that the user has not seen in the documents panel,
 * per accepted link (links without any are left out). For each link, one range of
 * `documents_pair_idx` from the reader's marker on: the cost is the unseen documents', not the
 * history's.
 */
export async function unreadDocuments(
  ctx: AppContext,
  user: User,
): Promise<{ total: number; links: { id: number; documenti: number }[] }> {
  const { total, links } = await unseenPerLink(
    ctx,
    user,
    DOCUMENT_MARKERS,
    (sides, marker) => sql`select count(*)::int from ${documents} d
      where d.operator_id = ${sides.operator} and d.client_id = ${sides.client} and d.from_operator = ${user.op ? 0 : 1}
        and d.id > ${marker}`,
  );
  return { total, links: links.map((l) => ({ id: l.id, documenti: l.count })) };
}

const DOCUMENT_MARKERS: ReadMarkers = { table: documentReads, lastId: documentReads.lastSeenId, at: documentReads.seenAt };

/** The user opened the documents panel: the other party's documents are seen up to the newest; the marker never moves back. */
export async function markDocumentsSeen(ctx: AppContext, user: User, otherId: number) {
  const pair = await confirmedPair(ctx, user, otherId);
  const [newest] = await ctx.db
    .select({ id: max(documents.id) })
    .from(documents)
    .where(
      and(
        eq(documents.operatorId, pair.operatorId),
        eq(documents.clientId, pair.clientId),
        eq(documents.fromOperator, user.op ? 0 : 1),
      ),
    );
  if (!newest?.id) return;
  const moved = await advanceMarker(ctx.db, DOCUMENT_MARKERS, user.id, otherId, Number(newest.id), ctx.clock.now());
  if (moved) ctx.events.emit('documents.read', { userId: user.id, otherId });
}
