import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SLOT } from '../../../common/agenda.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { FULL_WEEK, setRomeTime, slotAt } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';

const t = useTestApp();
let adminToken = '';

beforeAll(async () => {
  setRomeTime(t, '2026-11-23 08:00');
  adminToken = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
  const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, adminToken);
  await t.post(
    `/api/admincreateservizio?id=${admin.id}`,
    { nome: 'Prima consulenza gratuita', testoEmail: 'Ti chiameremo al numero indicato.' },
    adminToken,
  );
});
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

const visitor = (over: Record<string, unknown> = {}) => ({
  nome: 'Sara',
  cognome: 'Gallo',
  email: 'sara.gallo@example.it',
  giorno: '2026-11-24',
  ora: '0900',
  serviceId: 0,
  note: '',
  ...over,
});
describe('GET /api/calendariomio', () => {
  it("shows the team's agenda and services without login", async () => {
    const res = await t.get('/api/calendariomio?page=0');
    expect(res.status).toBe(200);
    expect(res.body.calendario).toHaveLength(7);
    expect(res.body.servizi).toEqual([
      { id: expect.any(Number), nome: 'Prima consulenza gratuita', altro: false, durata: 30 },
      { id: expect.any(Number), nome: 'Altro (Specificare)', altro: true, durata: 30 },
    ]);
    expect(slotAt(res.body.calendario, '2026-11-24', '09:30').stato).toBe(SLOT.open);
  });

  it('refuses a page outside 0..11', async () => {
    expect(await t.get('/api/calendariomio?page=12')).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.pageOutOfRange },
    });
  });
});

describe('POST /api/createprenotazionemia', () => {
  it('books the intro call, shows the slot as 3 without names, and e-mails the visitor with an .ics', async () => {
    const { servizi } = (await t.get('/api/calendariomio')).body;
    const res = await t.post('/api/createprenotazionemia', visitor({ ora: '1000', serviceId: servizi[0].id }));
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: 'Prenotazione creata con successo. Riceverai una email coi dettagli.' },
    });
    const slot = slotAt((await t.get('/api/calendariomio')).body.calendario, '2026-11-24', '10:00');
    expect(slot).toEqual({ ora: '10:00', stato: SLOT.taken });
    await t.flushMail();
    const mail = t.mailbox.last('sara.gallo@example.it');
    expect(mail.subject).toBe('Appuntamento confermato: martedì 24/11/26 alle 10:00');
    expect(mail.text).toContain('Ti chiameremo al numero indicato.');
    expect(mail.attachments[0].content).toContain('BEGIN:VCALENDAR');
    const adminSlot = slotAt((await t.get('/api/calendario', adminToken)).body.calendario, '2026-11-24', '10:00');
    expect(adminSlot).toMatchObject({
      stato: SLOT.booked,
      nome: 'Sara',
      cognome: 'Gallo',
      servizio: 'Prima consulenza gratuita',
    });
  });

  it('refuses a taken slot with a clear message', async () => {
    await t.post('/api/createprenotazionemia', visitor({ ora: '1200', email: 'primo@example.it' }));
    const res = await t.post('/api/createprenotazionemia', visitor({ ora: '1200', email: 'secondo@example.it' }));
    expect(res).toMatchObject({ status: 409, body: { error: SCHEDULE_MSG.slotTaken } });
  });

  it.each(['nome', 'cognome', 'email'])('requires %s', async (field) => {
    const res = await t.post('/api/createprenotazionemia', visitor({ [field]: '', ora: '1230' }));
    expect(res).toMatchObject({ status: 400, body: { error: MSG.required, fields: { [field]: MSG.required } } });
  });

  it('needs a note for Altro (Specificare)', async () => {
    const { servizi } = (await t.get('/api/calendariomio')).body;
    const res = await t.post('/api/createprenotazionemia', visitor({ ora: '1230', serviceId: servizi[1].id, note: '' }));
    expect(res).toMatchObject({ status: 400, body: { error: SCHEDULE_MSG.noteRequired } });
  });
});

describe('GET /api/azienda', () => {
  it('says, while unset, that the company details are still to be set', async () => {
    const res = await t.get('/api/azienda');
    expect(res).toMatchObject({
      status: 200,
      body: { azienda: { nome: 'Studio (ragione sociale da impostare)', partitaIva: '', indirizzo: '', configurata: false } },
    });
  });
});
