import { EMAILS } from '../../../common/messages/emails.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { findUsers } from '../accounts/users.js';
import { cancelFutureBookingsOfLink } from '../agenda/bookings.service.js';
import { deleteDocumentsOfLink } from '../documents/documents.cleanup.js';
import { deleteLink } from '../links/links.service.js';
import { queueNotice } from '../notifications/notifications.service.js';

/**
 * Ends a link from either side (docs/decisions/0002-removing-a-link.md): the client's future bookings with the
 * professional are cancelled with an e-mail to the other party, the link's documents are
 * deleted and their space freed; the chat stays.
 */
export async function removeLink(ctx: AppContext, operatorId: number, clientId: number, by: 'operator' | 'client') {
  const { storedKeys, cancelled } = await ctx.db.transaction(async (tx) => {
    const { confermato } = await deleteLink(ctx, tx, operatorId, clientId);
    const cancelled = await cancelFutureBookingsOfLink(ctx, tx, operatorId, clientId, by);
    if (by === 'operator' && confermato) await tellRemovedClient(ctx, tx, operatorId, clientId, cancelled);
    return { storedKeys: await deleteDocumentsOfLink(tx, operatorId, clientId), cancelled };
  });
  ctx.events.emit('link.removed', { operatorId, clientId });
  if (cancelled > 0) ctx.events.emit('agenda.changed', { operatorId, clientIds: [clientId] });
  for (const key of storedKeys) await ctx.files.remove(key);
}

/** The client of an accepted link the professional ended gets an e-mail saying so (a notice of kind 'collegamenti'). */
async function tellRemovedClient(ctx: AppContext, q: Queryable, operatorId: number, clientId: number, cancelled: number) {
  const rows = await findUsers(q, [operatorId, clientId]);
  const operator = rows.find((u) => u.id === operatorId);
  const client = rows.find((u) => u.id === clientId);
  if (!operator || !client) return;
  const content = EMAILS.linkRemovedByOperator(
    client.nome,
    `${operator.nome} ${operator.cognome}`,
    cancelled,
    `${ctx.config.appUrl}/user`,
  );
  await queueNotice(ctx, q, client, 'collegamenti', content);
}
