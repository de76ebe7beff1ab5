import { asc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { User } from '../accounts/users.js';
import { documents } from './documents.table.js';

/** Every document the user sent or received, with its stored key, for their data export. */
export async function documentsForExport(ctx: AppContext, user: User) {
  const rows = await ctx.db
    .select()
    .from(documents)
    .where(or(eq(documents.operatorId, user.id), eq(documents.clientId, user.id)))
    .orderBy(asc(documents.id));
  return rows.map((d) => ({
    id: d.id,
    nome: d.nome,
    inviato: (d.fromOperator === 1) === user.op,
    conversazioneCon: user.op ? d.clientId : d.operatorId,
    dimensioneByte: d.sizeBytes,
    data: d.createdAt.toISOString(),
    key: d.storageKey,
  }));
}
