import { describe, expect, it } from 'vitest';
import { loginResponseSchema, meResponseSchema } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { messageResponseSchema } from '../../../common/validation.js';
import { useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient, makeOperator, reloadUser } from '../../test/factories.js';

const t = useTestApp();

const profile = {
  nome: 'Mario',
  cognome: 'Esposito',
  telefono: '3209998877',
  codiceFiscale: 'SPSMRA70A01F839K',
  partitaIva: '01234567890',
  nomeAzienda: 'Studio Esposito',
  indirizzo: 'Via Toledo 10',
  citta: 'Napoli',
  cap: '80100',
  provincia: 'NA',
  email: 'ignorata@example.it',
};

describe('POST /api/updateme', () => {
  it('updates a professional profile but never the e-mail', async () => {
    const { token, user, email } = await makeOperator(t);
    const res = await t.post('/api/updateme', profile, token);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: MSG.profileUpdated } });
    const after = await reloadUser(t, user.id);
    expect(after).toMatchObject({
      nome: 'Mario',
      codFiscale: 'SPSMRA70A01F839K',
      nomeAzienda: 'Studio Esposito',
      provincia: 'NA',
      email,
    });
  });

  it('shows the new profile on the very next GET /api/me', async () => {
    const { token } = await makeClient(t);
    expect((await t.get('/api/me', token, meResponseSchema)).body.me.nome).not.toBe('Mario');
    await t.post('/api/updateme', profile, token, messageResponseSchema);
    expect((await t.get('/api/me', token, meResponseSchema)).body.me).toMatchObject({
      nome: 'Mario',
      cognome: 'Esposito',
      citta: 'Napoli',
    });
  });

  it('requires the professional-only fields for a professional', async () => {
    const { token, user } = await makeOperator(t);
    const res = await t.post('/api/updateme', { ...profile, citta: '' }, token);
    expect(res).toMatchObject({ status: 400, body: { error: MSG.required, fields: { citta: MSG.required } } });
    expect((await reloadUser(t, user.id)).nome).toBe('Giulia');
  });

  it('lets a client leave the business fields empty', async () => {
    const { token } = await makeClient(t);
    const res = await t.post(
      '/api/updateme',
      { ...profile, nomeAzienda: '', indirizzo: '', citta: '', cap: '', provincia: '' },
      token,
    );
    expect(res.status).toBe(200);
  });

  it('saves the PEC and shows it in me and in the client record', async () => {
    const { token, user } = await makeClient(t);
    const res = await t.post('/api/updateme', { ...profile, pec: ' mario.esposito@pec.it ' }, token);
    expect(res.status).toBe(200);
    expect((await t.get('/api/me', token, meResponseSchema)).body.me.pec).toBe('mario.esposito@pec.it');
    expect((await reloadUser(t, user.id)).pec).toBe('mario.esposito@pec.it');
  });

  it('keeps the PEC when the request leaves it out (the spec payload)', async () => {
    const { token, user } = await makeClient(t);
    await t.post('/api/updateme', { ...profile, pec: 'studio@pec.it' }, token, messageResponseSchema);
    await t.post('/api/updateme', profile, token, messageResponseSchema);
    expect((await reloadUser(t, user.id)).pec).toBe('studio@pec.it');
  });

  it('refuses a PEC that is not an e-mail address', async () => {
    const { token } = await makeClient(t);
    const res = await t.post('/api/updateme', { ...profile, pec: 'non una pec' }, token);
    expect(res).toMatchObject({ status: 400, body: { fields: { pec: MSG.invalidEmail } } });
  });

  it("saves a client's company name", async () => {
    const { token, user } = await makeClient(t);
    await t.post('/api/updateme', profile, token, messageResponseSchema);
    expect((await reloadUser(t, user.id)).nomeAzienda).toBe('Studio Esposito');
  });

  it.each(['nome', 'cognome', 'telefono', 'codiceFiscale'])('requires %s', async (field) => {
    const { token } = await makeClient(t);
    const res = await t.post('/api/updateme', { ...profile, [field]: '  ' }, token);
    expect(res).toMatchObject({ status: 400, body: { fields: { [field]: MSG.required } } });
  });

  it('needs a session', async () => {
    expect((await t.post('/api/updateme', profile)).status).toBe(401);
  });
});

describe('POST /api/updatepassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { token, email, user } = await makeClient(t);
    const other = (await t.post('/api/login', { email, password: DEFAULT_PASSWORD }, undefined, loginResponseSchema)).body.token;
    const res = await t.post(
      '/api/updatepassword',
      { currentPassword: DEFAULT_PASSWORD, password: 'Cambiata99', passwordConfirm: 'Cambiata99' },
      token,
    );
    expect(res).toMatchObject({ status: 200, body: { message: MSG.passwordUpdated } });
    expect((await t.get('/api/me', token)).status).toBe(200);
    expect((await t.get('/api/me', other)).status).toBe(401);
    expect((await t.post('/api/login', { email, password: 'Cambiata99' })).status).toBe(200);
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses a wrong current password and changes nothing (security finding F-M3)', async () => {
    const { token, email } = await makeClient(t);
    const res = await t.post(
      '/api/updatepassword',
      { currentPassword: 'Sbagliata99', password: 'Attacker999', passwordConfirm: 'Attacker999' },
      token,
    );
    expect(res).toMatchObject({
      status: 400,
      body: { error: MSG.wrongCurrentPassword, fields: { currentPassword: MSG.wrongCurrentPassword } },
    });
    expect((await t.post('/api/login', { email, password: 'Attacker999' })).status).toBe(401);
    expect((await t.post('/api/login', { email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it('requires the current password', async () => {
    const { token } = await makeClient(t);
    const res = await t.post('/api/updatepassword', { password: 'Attacker999', passwordConfirm: 'Attacker999' }, token);
    expect(res).toMatchObject({ status: 400, body: { error: MSG.required, fields: { currentPassword: MSG.required } } });
  });

  it('applies the password rule to the new password', async () => {
    const { token } = await makeClient(t);
    expect(
      await t.post(
        '/api/updatepassword',
        { currentPassword: DEFAULT_PASSWORD, password: 'soloLettere', passwordConfirm: 'soloLettere' },
        token,
      ),
    ).toMatchObject({
      status: 400,
      body: { error: MSG.passwordRule },
    });
  });

  it('refuses a confirmation that does not match the new password', async () => {
    const { token } = await makeClient(t);
    expect(
      await t.post(
        '/api/updatepassword',
        { currentPassword: DEFAULT_PASSWORD, password: 'Cambiata99', passwordConfirm: 'Cambiata98' },
        token,
      ),
    ).toMatchObject({
      status: 400,
      body: { error: MSG.passwordMismatch, fields: { passwordConfirm: MSG.passwordMismatch } },
    });
  });
});

describe('POST /api/assistenza', () => {
  it('sends the message to support with reply-to the user', async () => {
    const { token, email } = await makeOperator(t);
    const res = await t.post('/api/assistenza', { subject: 'Problema agenda', content: 'Non vedo i miei orari.\nGrazie' }, token);
    expect(res).toMatchObject({ status: 200, body: { message: MSG.supportSent } });
    await t.flushMail();
    const mail = t.mailbox.last('assistenza@studio.test');
    expect(mail.subject).toBe('[Assistenza] Problema agenda');
    expect(mail.replyTo).toBe(email);
    expect(mail.text).toContain('Non vedo i miei orari.');
    expect(mail.text).toContain('professionista');
  });

  it('requires subject and content', async () => {
    const { token } = await makeClient(t);
    const res = await t.post('/api/assistenza', { subject: '', content: ' ' }, token);
    expect(res).toMatchObject({
      status: 400,
      body: { error: MSG.required, fields: { subject: MSG.required, content: MSG.required } },
    });
  });

  it('escapes HTML the user wrote', async () => {
    const { token } = await makeClient(t);
    await t.post('/api/assistenza', { subject: 'Test', content: '<script>alert(1)</script>' }, token);
    await t.flushMail();
    const mail = t.mailbox.last('assistenza@studio.test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
