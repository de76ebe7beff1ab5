import type { ClientRecord } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { getUser, type User } from '../accounts/users.js';
import { nextAppointmentText } from '../agenda/bookings.service.js';
import { confirmedPair, linkNote, setLinkNote } from '../links/links.service.js';

function toRecord(user: User, appuntamento: string): ClientRecord {
  return {
    id: user.id,
    nome: user.nome,
    cognome: user.cognome,
    email: user.email,
    pec: user.pec,
    telefono: user.telefono,
    partitaIva: user.partitaIva,
    nomeAzienda: user.nomeAzienda,
    indirizzo: user.indirizzo,
    citta: user.citta,
    cap: user.cap,
    provincia: user.provincia,
    appuntamento,
  };
}

/** GET /api/cliente: the professional sees the client's record with codice fiscale and notes. */
export async function clientRecord(ctx: AppContext, operator: User, clientId: number): Promise<ClientRecord> {
  const pair = await confirmedPair(ctx, operator, clientId);
  const [client, note, appuntamento] = await Promise.all([
    getUser(ctx.db, clientId),
    linkNote(ctx, pair),
    nextAppointmentText(ctx, pair.operatorId, pair.clientId),
  ]);
  return { ...toRecord(client, appuntamento), codiceFiscale: client.codFiscale, note };
}

/** GET /api/op: the client sees the professional's record, never codice fiscale or notes. */
export async function operatorRecord(ctx: AppContext, client: User, operatorId: number): Promise<ClientRecord> {
  const pair = await confirmedPair(ctx, client, operatorId);
  const [operator, appuntamento] = await Promise.all([
    getUser(ctx.db, operatorId),
    nextAppointmentText(ctx, pair.operatorId, pair.clientId),
  ]);
  return toRecord(operator, appuntamento);
}

export async function updateNote(ctx: AppContext, operator: User, clientId: number, note: string) {
  const pair = await confirmedPair(ctx, operator, clientId);
  await setLinkNote(ctx, pair, note);
}
