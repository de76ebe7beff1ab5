import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_MSG } from '../../../common/messages/public.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { parseIcs } from '../../test/icalendar.js';
import { FULL_WEEK, setRomeTime } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';

/* The visitor's confirmation e-mail: the team named as such, Reply-To the team, and a signed link to cancel without an account. */

const t = useTestApp();
let adminToken = '';
let otherServiceId = 0;

beforeAll(async () => {
  setRomeTime(t, '2026-11-23 08:00');
  adminToken = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
  const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, adminToken);
  otherServiceId = (await t.get('/api/calendariomio')).body.servizi[0].id;
});
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

let seq = 0;
/** Books the intro call and returns the link of the visitor's confirmation e-mail. */
async function book(giorno: string, ora: string, note = 'Vorrei capire come funzionano i documenti.') {
  const email = `visitatore.${++seq}@example.it`;
  const res = await t.post('/api/createprenotazionemia', {
    nome: 'Elena',
    cognome: 'Blu',
    email,
    giorno,
    ora,
    serviceId: otherServiceId,
    note,
  });
  expect(res.status).toBe(200);
  await t.flushMail();
  const mail = t.mailbox.last(email);
  const link = new URL(mail.links.find((l) => l.includes('/appuntamento?'))!);
  return { mail, email, id: Number(link.searchParams.get('id')), token: link.searchParams.get('token')! };
}

describe("the visitor's confirmation e-mail", () => {
  it('names the team, replies to the team, and offers a link to cancel or move the call', async () => {
    const { mail } = await book('2026-11-25', '1000');
    expect(mail.replyTo).toBe(TEST_ADMIN.email);
    expect(mail.text).toContain(
      'il tuo appuntamento con il team di Studio è confermato per mercoledì 25/11/26 alle 10:00 (ora italiana).',
    );
    expect(mail.text).toContain('Riceverai un promemoria il giorno prima.');
    expect(mail.text).toContain('Annulla o sposta l’appuntamento');
    expect(mail.text).not.toContain('rispondi a questa email o scrivi al professionista');
  });

  it("prints the visitor's description as the reason, never 'Servizio: Altro (Specificare)'", async () => {
    const { mail } = await book('2026-11-25', '1030');
    expect(mail.text).toContain('Motivo: Vorrei capire come funzionano i documenti.');
    expect(mail.text).not.toContain('Altro (Specificare)');
  });

  it('promises no reminder for a call less than 24 hours away (and past the 2-hour notice)', async () => {
    const { mail } = await book('2026-11-23', '1130');
    expect(mail.text).not.toContain('promemoria');
  });
});

describe('GET /api/prenotazionemia', () => {
  it('shows the intro call the signed link names', async () => {
    const { id, token } = await book('2026-11-26', '0900');
    const res = await t.get(`/api/prenotazionemia?id=${id}&token=${token}`);
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        appuntamento: { quando: 'giovedì 26/11/26 alle 09:00', servizio: 'Altro (Specificare)', nome: 'Elena', stato: 'attivo' },
      },
    });
  });

  it('refuses a tampered token or another id with the same token', async () => {
    const { id, token } = await book('2026-11-26', '0930');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await t.get(`/api/prenotazionemia?id=${id}&token=${tampered}`)).toMatchObject({
      status: 404,
      body: { error: PUBLIC_MSG.introCallLinkInvalid },
    });
    expect(await t.get(`/api/prenotazionemia?id=${id + 1}&token=${token}`)).toMatchObject({
      status: 404,
      body: { error: PUBLIC_MSG.introCallLinkInvalid },
    });
  });

  it('says when the call is over', async () => {
    const { id, token } = await book('2026-11-23', '1000');
    setRomeTime(t, '2026-11-23 10:30');
    expect((await t.get(`/api/prenotazionemia?id=${id}&token=${token}`)).body.appuntamento.stato).toBe('passato');
  });
});

describe('POST /api/annullaprenotazionemia', () => {
  it('cancels the call, frees the slot and tells the team', async () => {
    const { id, token, email } = await book('2026-11-27', '1230');
    const res = await t.post('/api/annullaprenotazionemia', { id, token });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: PUBLIC_MSG.introCallCancelled } });
    expect((await t.get(`/api/prenotazionemia?id=${id}&token=${token}`)).body.appuntamento.stato).toBe('annullato');
    const day = (await t.get('/api/calendariomio')).body.calendario.find((d: { isoDate: string }) => d.isoDate === '2026-11-27');
    expect(day.ore.flat().find((s: { ora: string }) => s.ora === '12:30').stato).toBe(2);
    await t.flushMail();
    const toTeam = t.mailbox.last(TEST_ADMIN.email);
    expect(toTeam.subject).toBe('Appuntamento annullato: venerdì 27/11/26 alle 12:30');
    expect(toTeam.text).toContain('tra Elena Blu e il team di Studio è stato annullato da Elena Blu.');
    expect(t.mailbox.received.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('sends the visitor an e-mail confirming the cancellation, with a link to book another time', async () => {
    const { id, token, email } = await book('2026-11-27', '0930');
    await t.post('/api/annullaprenotazionemia', { id, token });
    await t.flushMail();
    const mail = t.mailbox.last(email);
    expect(mail.subject).toBe('Appuntamento annullato: venerdì 27/11/26 alle 09:30');
    expect(mail.replyTo).toBe(TEST_ADMIN.email);
    expect(mail.text).toContain('Ciao Elena,');
    expect(mail.text).toContain(
      'come hai chiesto, abbiamo annullato la tua videochiamata conoscitiva con il team di Studio di venerdì 27/11/26 alle 09:30 (ora italiana).',
    );
    expect(mail.text).toContain(
      'In allegato trovi l’annullamento per il tuo calendario: toglie l’appuntamento che avevi salvato.',
    );
    expect(mail.text).toContain('Prenota un altro orario');
    expect(mail.links).toContain(`${t.ctx.config.appUrl}/?agenda`);
    expect(mail.html).toContain('come hai chiesto, abbiamo annullato la tua videochiamata conoscitiva');
  });

  it("cancels the booking e-mail's calendar event: same UID, higher SEQUENCE, METHOD:CANCEL", async () => {
    const { id, token, email, mail: booked } = await book('2026-11-27', '1000');
    const original = parseIcs(booked.attachments[0].content);
    await t.post('/api/annullaprenotazionemia', { id, token });
    await t.flushMail();
    const [attachment] = t.mailbox.last(email).attachments;
    expect(attachment.filename).toBe('annullamento.ics');
    expect(parseIcs(attachment.content)).toEqual({
      ...original,
      method: 'CANCEL',
      sequence: original.sequence + 1,
      status: 'CANCELLED',
    });
    expect(original).toMatchObject({ method: 'REQUEST', start: '2026-11-27T10:00:00', startTzid: 'Europe/Rome' });
  });

  it('a cancellation by the team reaches the visitor as cancelled by the team', async () => {
    const { email } = await book('2026-11-27', '0900');
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await t.post('/api/deleteprenotazione', { id: admin.id, giorno: '2026-11-27', ora: '0900' }, adminToken);
    await t.flushMail();
    const mail = t.mailbox.last(email);
    expect(mail.subject).toBe('Appuntamento annullato: venerdì 27/11/26 alle 09:00');
    expect(mail.text).toContain(
      'l’appuntamento di venerdì 27/11/26 alle 09:00 tra Elena Blu e il team di Studio è stato annullato dal team di Studio.',
    );
  });

  it('refuses a tampered token and changes nothing', async () => {
    const { id, token } = await book('2026-11-27', '1130');
    const res = await t.post('/api/annullaprenotazionemia', { id, token: `x${token.slice(1)}` });
    expect(res).toMatchObject({ status: 404, body: { error: PUBLIC_MSG.introCallLinkInvalid } });
    expect((await t.get(`/api/prenotazionemia?id=${id}&token=${token}`)).body.appuntamento.stato).toBe('attivo');
  });

  it('refuses a call already cancelled', async () => {
    const { id, token } = await book('2026-11-27', '1200');
    await t.post('/api/annullaprenotazionemia', { id, token });
    expect(await t.post('/api/annullaprenotazionemia', { id, token })).toMatchObject({
      status: 409,
      body: { error: PUBLIC_MSG.introCallAlreadyCancelled },
    });
  });

  it('refuses a call that has started', async () => {
    const { id, token } = await book('2026-11-23', '1030');
    setRomeTime(t, '2026-11-23 10:35');
    expect(await t.post('/api/annullaprenotazionemia', { id, token })).toMatchObject({
      status: 400,
      body: { error: PUBLIC_MSG.introCallPast },
    });
    expect((await t.get(`/api/prenotazionemia?id=${id}&token=${token}`)).body.appuntamento.stato).toBe('passato');
  });

  it("does not open a client's booking", async () => {
    const res = await t.post('/api/annullaprenotazionemia', { id: 1, token: 'abc' });
    expect(res).toMatchObject({ status: 404, body: { error: PUBLIC_MSG.introCallLinkInvalid } });
  });
});
