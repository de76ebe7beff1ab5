import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALENDARS_MSG } from '../../../common/messages/calendars.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import type { MadeUser } from '../../test/factories.js';
import { parseCalendar } from '../../test/icalendar.js';
import { FULL_WEEK, linkedPair, setRomeTime, slotAt } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';

const t = useTestApp();

// Monday 23 November 2026, 08:00 in Rome.
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/Studio-[0-9a-f]{32}$/;
const ADDRESS = 'Via Roma 1, 00100 Roma (RM)';

async function serviceOf(op: MadeUser, nome: string, online?: boolean) {
  const res = await t.post(
    '/api/createservizio',
    { nome, testoEmail: '', ...(online === undefined ? {} : { online }) },
    op.token,
  );
  expect(res.status).toBe(200);
  return res.body.service as { id: number; online: boolean };
}

const book = (client: MadeUser, operatorId: number, giorno: string, ora: string, serviceId: number) =>
  t.post('/api/createprenotazione', { id: operatorId, giorno, ora, serviceId, note: '' }, client.token);

/** What both e-mails, their .ics and both pages say about one booking's place. */
async function placesOf(op: MadeUser, client: MadeUser, giorno: string, ora: string) {
  await t.flushMail();
  const toClient = t.mailbox.last(client.email);
  const toOperator = t.mailbox.last(op.email);
  const clientIcs = parseCalendar(toClient.attachments[0].content).events[0];
  const operatorIcs = parseCalendar(toOperator.attachments[0].content).events[0];
  const clientSlot = slotAt((await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token)).body.calendario, giorno, ora);
  const operatorSlot = slotAt((await t.get('/api/calendario', op.token)).body.calendario, giorno, ora);
  return { toClient, toOperator, clientIcs, operatorIcs, clientSlot, operatorSlot };
}

describe('services held online', () => {
  it("are in studio unless marked 'online', and keep the mark when edited without it", async () => {
    const { op } = await linkedPair(t);
    expect((await serviceOf(op, 'Visita')).online).toBe(false);
    const online = await serviceOf(op, 'Colloquio online', true);
    expect(online.online).toBe(true);
    await t.post('/api/updateservizio', { id: online.id, nome: 'Colloquio a distanza', testoEmail: '' }, op.token);
    let listed = (await t.get('/api/servizi?all=true', op.token)).body.services;
    expect(listed.find((s: { id: number }) => s.id === online.id)).toMatchObject({ nome: 'Colloquio a distanza', online: true });
    await t.post('/api/updateservizio', { id: online.id, nome: 'Colloquio a distanza', testoEmail: '', online: false }, op.token);
    listed = (await t.get('/api/servizi?all=true', op.token)).body.services;
    expect(listed.find((s: { id: number }) => s.id === online.id).online).toBe(false);
  });

  it("refuses an 'online' that is not true or false", async () => {
    const { op } = await linkedPair(t);
    expect(await t.post('/api/createservizio', { nome: 'Visita', testoEmail: '', online: 'si' }, op.token)).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.onlineInvalid },
    });
  });
});

describe('a booking of an online service', () => {
  it('gets a new Jitsi room that both e-mails, both .ics and both pages carry', async () => {
    const { op, client } = await linkedPair(t);
    const service = await serviceOf(op, 'Colloquio online', true);
    expect((await book(client, op.user.id, '2026-11-24', '09:00', service.id)).status).toBe(200);
    const p = await placesOf(op, client, '2026-11-24', '09:00');
    const link = p.clientSlot.video!;
    expect(link).toMatch(JITSI_ROOM);
    expect(p.operatorSlot.video).toBe(link);
    expect(p.clientSlot.videoDa).toBe('2026-11-24T07:50:00.000Z');
    expect(p.operatorSlot.videoDa).toBe('2026-11-24T07:50:00.000Z');
    expect(p.toClient.text).toContain(`Videochiamata: ${link}`);
    expect(p.toOperator.text).toContain(`Videochiamata: ${link}`);
    expect(p.toClient.text).not.toContain('Luogo:');
    for (const ics of [p.clientIcs, p.operatorIcs]) {
      expect(ics.location).toBe(link);
      expect(ics.url).toBe(link);
    }
  });

  it('puts the room in the text and HTML of the professional’s copy of a booking they made for a client', async () => {
    const { op, client } = await linkedPair(t);
    const service = await serviceOf(op, 'Colloquio online', true);
    const made = await t.post(
      '/api/createprenotazionecliente',
      { clientId: client.user.id, giorno: '2026-11-24', ora: '09:00', serviceId: service.id, note: '' },
      op.token,
    );
    expect(made.status).toBe(200);
    const p = await placesOf(op, client, '2026-11-24', '09:00');
    const link = p.clientSlot.video!;
    expect(link).toMatch(JITSI_ROOM);
    expect(p.toOperator.subject).toBe('Nuova prenotazione: martedì 24/11/26 alle 09:00');
    expect(p.toClient.text).toContain(`Videochiamata: ${link}`);
    expect(p.toOperator.text).toContain(`Videochiamata: ${link}`);
    expect(p.toOperator.html).toContain(`Videochiamata: ${link}`);
    expect(p.operatorIcs.location).toBe(link);
  });

  it('gives each booking a room of its own', async () => {
    const { op, client } = await linkedPair(t);
    const service = await serviceOf(op, 'Colloquio online', true);
    await book(client, op.user.id, '2026-11-24', '09:00', service.id);
    await book(client, op.user.id, '2026-11-24', '09:30', service.id);
    const cal = (await t.get('/api/calendario', op.token)).body.calendario;
    expect(slotAt(cal, '2026-11-24', '09:00').video).not.toBe(slotAt(cal, '2026-11-24', '09:30').video);
  });

  it("uses the professional's own fixed link when they set one", async () => {
    const { op, client } = await linkedPair(t);
    expect(await t.post('/api/videochiamata', { link: 'https://zoom.us/j/1234567890' }, op.token)).toMatchObject({
      status: 200,
      body: { message: CALENDARS_MSG.meetingLinkSaved },
    });
    expect((await t.get('/api/videochiamata', op.token)).body.link).toBe('https://zoom.us/j/1234567890');
    const service = await serviceOf(op, 'Colloquio online', true);
    await book(client, op.user.id, '2026-11-25', '10:00', service.id);
    const p = await placesOf(op, client, '2026-11-25', '10:00');
    expect(p.clientSlot.video).toBe('https://zoom.us/j/1234567890');
    expect(p.clientIcs.url).toBe('https://zoom.us/j/1234567890');
    expect(p.toClient.text).toContain('Videochiamata: https://zoom.us/j/1234567890');
  });

  it('goes back to a new Jitsi room when the fixed link is cleared', async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/videochiamata', { link: 'https://zoom.us/j/1234567890' }, op.token);
    expect(await t.post('/api/videochiamata', { link: '' }, op.token)).toMatchObject({
      status: 200,
      body: { message: CALENDARS_MSG.meetingLinkReset },
    });
    const service = await serviceOf(op, 'Colloquio online', true);
    await book(client, op.user.id, '2026-11-25', '10:00', service.id);
    const slot = slotAt((await t.get('/api/calendario', op.token)).body.calendario, '2026-11-25', '10:00');
    expect(slot.video).toMatch(JITSI_ROOM);
  });
});

describe('a booking in studio', () => {
  it("carries the professional's address and no link", async () => {
    const { op, client } = await linkedPair(t);
    const service = await serviceOf(op, 'Visita');
    await book(client, op.user.id, '2026-11-24', '09:00', service.id);
    const p = await placesOf(op, client, '2026-11-24', '09:00');
    expect(p.toClient.text).toContain(`Luogo: ${ADDRESS}`);
    expect(p.toOperator.text).toContain(`Luogo: ${ADDRESS}`);
    expect(p.toClient.text).not.toContain('Videochiamata');
    for (const ics of [p.clientIcs, p.operatorIcs]) {
      expect(ics.location).toBe(ADDRESS);
      expect(ics.url).toBe('');
    }
    expect(p.clientSlot.video).toBeUndefined();
    expect(p.operatorSlot.video).toBeUndefined();
  });
});

describe('the e-mails’ calendar files', () => {
  it('are invitations from the professional, sent by the product, to the client', async () => {
    const { op, client } = await linkedPair(t);
    await book(client, op.user.id, '2026-11-24', '09:00', 0);
    await t.flushMail();
    const attachment = t.mailbox.last(client.email).attachments[0];
    expect(attachment.contentType).toBe('text/calendar');
    const calendar = parseCalendar(attachment.content);
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.events[0]).toMatchObject({
      organizer: `mailto:${op.email}`,
      organizerSentBy: 'mailto:noreply@studio.example',
      attendee: `mailto:${client.email}`,
      status: 'CONFIRMED',
      sequence: 0,
      start: new Date('2026-11-24T08:00:00Z'),
      end: new Date('2026-11-24T08:30:00Z'),
    });
    const unfolded = attachment.content.replace(/\r\n /g, '');
    expect(unfolded).toContain('ATTENDEE;CN="Marco Rossi";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:');
    expect(unfolded).toContain('ORGANIZER;CN="Giulia Bianchi";SENT-BY="mailto:noreply@studio.example":mailto:');
  });

  it('keep a name with quotes, colons and semicolons inside the attendee’s CN, adding no parameter', async () => {
    const { op, client } = await linkedPair(t);
    await t.ctx.db.update(users).set({ nome: 'Ma"rco;ROLE=CHAIR:x' }).where(eq(users.id, client.user.id));
    await book(client, op.user.id, '2026-11-24', '09:00', 0);
    await t.flushMail();
    const content = t.mailbox.last(op.email).attachments[0].content;
    const root = new ICAL.Component(ICAL.parse(content));
    const attendee = root.getFirstSubcomponent('vevent')!.getFirstProperty('attendee')!;
    expect(attendee.getParameter('cn')).toBe('Marco;ROLE=CHAIR:x Rossi');
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee.getFirstValue()).toBe(`mailto:${client.email}`);
  });

  it('cancel the same event: METHOD:CANCEL, the same UID, a higher SEQUENCE', async () => {
    const { op, client } = await linkedPair(t);
    await book(client, op.user.id, '2026-11-24', '09:00', 0);
    await t.post('/api/deleteprenotazione', { giorno: '2026-11-24', ora: '0900' }, op.token);
    await t.flushMail();
    const ics = (filename: string) =>
      parseCalendar(t.mailbox.to(client.email).find((m) => m.attachments[0]?.filename === filename)!.attachments[0].content);
    const confirmation = ics('appuntamento.ics');
    const cancellation = ics('annullamento.ics');
    expect(cancellation.method).toBe('CANCEL');
    expect(cancellation.events[0].uid).toBe(confirmation.events[0].uid);
    expect(cancellation.events[0].sequence).toBeGreaterThan(confirmation.events[0].sequence);
    expect(cancellation.events[0].status).toBe('CANCELLED');
    expect(cancellation.events[0].organizer).toBe(`mailto:${op.email}`);
  });
});

describe("the team's intro call from the landing page", () => {
  it('is online, so the visitor’s e-mail and .ics carry the videochiamata', async () => {
    const adminToken = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, adminToken);
    const res = await t.post('/api/createprenotazionemia', {
      nome: 'Sara',
      cognome: 'Gallo',
      email: 'sara.gallo@example.it',
      giorno: '2026-11-24',
      ora: '1000',
      serviceId: 0,
      note: '',
    });
    expect(res.status).toBe(200);
    await t.flushMail();
    const mail = t.mailbox.last('sara.gallo@example.it');
    const ics = parseCalendar(mail.attachments[0].content).events[0];
    expect(ics.url).toMatch(JITSI_ROOM);
    expect(mail.text).toContain(`Videochiamata: ${ics.url}`);
    expect(ics.attendee).toBe('mailto:sara.gallo@example.it');
    const adminSlot = slotAt((await t.get('/api/calendario', adminToken)).body.calendario, '2026-11-24', '10:00');
    expect(adminSlot.video).toBe(ics.url);
  });
});

describe('POST /api/videochiamata', () => {
  it('refuses an address that is not https', async () => {
    const { op } = await linkedPair(t);
    for (const link of ['http://zoom.us/j/1', 'zoom.us/j/1', 'https://zoom us/j', 'javascript:alert(1)']) {
      expect(await t.post('/api/videochiamata', { link }, op.token)).toMatchObject({
        status: 400,
        body: { error: CALENDARS_MSG.meetingLinkInvalid },
      });
    }
    expect((await t.get('/api/videochiamata', op.token)).body.link).toBe('');
  });

  it('is for professionals only', async () => {
    const { client } = await linkedPair(t);
    expect(await t.post('/api/videochiamata', { link: '' }, client.token)).toMatchObject({
      status: 403,
      body: { error: MSG.forbidden },
    });
    expect(await t.get('/api/videochiamata', client.token)).toMatchObject({ status: 403, body: { error: MSG.forbidden } });
  });
});
