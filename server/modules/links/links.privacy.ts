import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { findUsers, type User } from '../accounts/users.js';
import type { Pair } from './links.service.js';
import { links } from './links.table.js';

/** Every link of a user, from either side. */
export async function linksOf(ctx: AppContext, user: User): Promise<(Pair & { confermato: boolean; note: string })[]> {
  return ctx.db
    .select({ operatorId: links.operatorId, clientId: links.clientId, confermato: links.confermato, note: links.note })
    .from(links)
    .where(or(eq(links.operatorId, user.id), eq(links.clientId, user.id)));
}

/**
 * A user's links for their data export: the other party's contact details, and for a
 * professional the records of the clients they accepted and the private notes they wrote.
 */
export async function linksForExport(ctx: AppContext, user: User) {
  const rows = await linksOf(ctx, user);
  const others = new Map(
    (
      await findUsers(
        ctx.db,
        rows.map((r) => (user.op ? r.clientId : r.operatorId)),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.map((row) => {
    const other = others.get(user.op ? row.clientId : row.operatorId);
    const contact = other && {
      nome: other.nome,
      cognome: other.cognome,
      email: other.email,
      telefono: other.telefono,
      // The client's record (codice fiscale, address) is the professional's to see only once
      // they accepted the request, as in the app; an export holds no more than the app shows.
      ...(user.op && row.confermato
        ? {
            codiceFiscale: other.codFiscale,
            indirizzo: other.indirizzo,
            citta: other.citta,
            cap: other.cap,
            provincia: other.provincia,
          }
        : user.op
          ? {}
          : { nomeAzienda: other.nomeAzienda }),
    };
    return {
      ruolo: user.op ? 'cliente' : 'professionista',
      ...contact,
      accettato: row.confermato,
      ...(user.op ? { note: row.note } : {}),
    };
  });
}
