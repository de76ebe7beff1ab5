import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';

/**
 * Synthetic data for the paths that grow with the whole product (the scale benchmark and the
 * query-plan test), loaded in SQL with generate_series. Per `unit`: 100 professionals with 50
 * clients each, 100,000 landing-page visitors (5 % with 3 events) and 200,000 e-mails (90 %
 * sent, 10 % reminders due in the coming weeks). Besides, at every size, the same probe
 * rows: 5 professionals and 10 clients surnamed 'Zanzottera', and one client linked to one
 * of those professionals, so the probe's pages are the same at every size.
 */
export interface ScaleCounts {
  professionals: number;
  clientsPerProfessional: number;
  leads: number;
  outbox: number;
}

export const countsOf = (unit: number): ScaleCounts => ({
  professionals: Math.round(100 * unit),
  clientsPerProfessional: 50,
  leads: Math.round(100_000 * unit),
  outbox: Math.round(200_000 * unit),
});

export const PROBE_SURNAME = 'Zanzottera';
export const PROBE_CLIENT_EMAIL = 'sonda.cliente@scale.example';

const SURNAMES = `ARRAY['Rossi','Russo','Ferrari','Esposito','Bianchi','Romano','Colombo','Ricci','Marino','Greco','Bruno','Gallo',
  'Conti','De Luca','Mancini','Costa','Giordano','Rizzo','Lombardi','Moretti','Barbieri','Fontana','Santoro','Mariani',
  'Rinaldi','Caruso','Ferrara','Galli','Martini','Leone','Longo','Gentile','Martinelli','Vitale','Lombardo','Serra',
  'Coppola','De Santis','D''Angelo','Marchetti','Parisi','Villa','Conte','Ferraro','Ferri','Fabbri','Bianco','Marini',
  'Grasso','Valentini','Messina','Sala','De Angelis','Gatti','Pellegrini','Palumbo','Sanna','Farina','Rizzi','Monti']`;
const NAMES = `ARRAY['Marco','Giulia','Luca','Francesca','Alessandro','Chiara','Andrea','Sara','Matteo','Martina','Lorenzo',
  'Valentina','Davide','Elena','Simone','Federica','Paolo','Anna','Stefano','Laura','Giovanni','Silvia','Roberto','Elisa']`;
const CITIES = `ARRAY['Roma','Milano','Napoli','Torino','Palermo','Genova','Bologna','Firenze','Bari','Catania','Venezia','Verona',
  'Messina','Padova','Trieste','Brescia','Parma','Taranto','Prato','Modena']`;
const PROVINCES = `ARRAY['RM','MI','NA','TO','PA','GE','BO','FI','BA','CT','VE','VR','ME','PD','TS','BS','PR','TA','PO','MO']`;

export async function loadScaleData(db: Queryable, counts: ScaleCounts) {
  const { professionals: p, clientsPerProfessional: c, leads, outbox } = counts;
  // Professionals and their clients, interleaved as they would register.
  await db.execute(
    sql.raw(`
    INSERT INTO users (email, password_hash, op, nome, cognome, telefono, nome_azienda, citta, provincia,
                       email_confirmed_at, attivo, scadenza_abbonamento, created_at)
    SELECT CASE WHEN k = 0 THEN 'pro' || g || '@scale.example' ELSE 'cliente' || g || '.' || k || '@scale.example' END,
           'x', k = 0,
           (${NAMES})[1 + (g * 7 + k) % 24],
           (${SURNAMES})[1 + (g * 13 + k * 7) % 60],
           '3' || lpad(((g * 51 + k) * 7919 % 1000000000)::text, 9, '0'),
           CASE WHEN k = 0 THEN 'Studio ' || (${SURNAMES})[1 + (g * 13) % 60] || ' ' || g ELSE '' END,
           (${CITIES})[1 + (g + k) % 20], (${PROVINCES})[1 + (g + k) % 20],
           now() - interval '300 days', NOT (k = 0 AND g % 50 = 0),
           CASE WHEN k > 0 THEN NULL WHEN g % 10 = 0 THEN now() - interval '60 days' ELSE now() + interval '200 days' END,
           now() - interval '300 days'
    FROM generate_series(1, ${p}) AS g, generate_series(0, ${c}) AS k
    ORDER BY g, k`),
  );
  // The probe rows, the same at every size.
  await db.execute(
    sql.raw(`
    INSERT INTO users (email, password_hash, op, nome, cognome, citta, provincia, nome_azienda, email_confirmed_at, scadenza_abbonamento)
    SELECT 'sonda.pro' || g || '@scale.example', 'x', true, 'Sonda', '${PROBE_SURNAME}', 'Lecco', 'LC', 'Studio Sonda ' || g,
           now(), now() + interval '200 days'
    FROM generate_series(1, 5) AS g`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO users (email, password_hash, nome, cognome, email_confirmed_at)
    SELECT CASE WHEN g = 1 THEN '${PROBE_CLIENT_EMAIL}' ELSE 'sonda.cliente' || g || '@scale.example' END,
           'x', 'Sonda', '${PROBE_SURNAME}', now()
    FROM generate_series(1, 10) AS g`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO links (operator_id, client_id, confermato)
    SELECT o.id, c.id, true FROM users o, users c
    WHERE o.email = 'sonda.pro1@scale.example' AND c.email = '${PROBE_CLIENT_EMAIL}'`),
  );
  // Visitors over the last year, oldest first; seconds log-uniform from 1 to 900.
  await db.execute(
    sql.raw(`
    INSERT INTO leads (id, first_seen, last_seen, seconds, page)
    SELECT gen_random_uuid(), t, t + make_interval(secs => s), s, '/'
    FROM (SELECT now() - interval '365 days' + g * (interval '365 days' / ${leads}) AS t,
                 floor(exp(((g::bigint * 7919) % 1000) / 1000.0 * ln(900)))::int AS s
          FROM generate_series(1, ${leads}) AS g) AS v`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO lead_events (lead_id, at, event, error)
    SELECT l.id, l.first_seen + make_interval(secs => 3 * n), (ARRAY['apri_agenda','scegli_orario','prenota'])[n],
           CASE WHEN n = 3 AND random() < 0.2 THEN 'Orario occupato' END
    FROM (SELECT id, first_seen, row_number() OVER (ORDER BY first_seen) AS r FROM leads) AS l, generate_series(1, 3) AS n
    WHERE l.r % 20 = 0`),
  );
  // Every e-mail of the last year as the product queues them: 90 % sent, 10 % reminders due later.
  await db.execute(
    sql.raw(`
    INSERT INTO outbox ("to", subject, text, html, send_after, next_attempt_at, sent_at, dedupe_key, created_at)
    SELECT 'cliente' || g || '@scale.example', 'Promemoria appuntamento',
           repeat('Ti ricordiamo il tuo appuntamento. ', 6), '<p>' || repeat('Ti ricordiamo il tuo appuntamento. ', 12) || '</p>',
           CASE WHEN g % 10 = 0 THEN now() + (g % 5000) * interval '10 minutes' ELSE t END, t,
           CASE WHEN g % 10 = 0 THEN NULL ELSE t + interval '2 seconds' END,
           CASE WHEN g % 10 = 0 THEN 'reminder:' || g END, t
    FROM (SELECT g, now() - interval '365 days' + g * (interval '365 days' / ${outbox}) AS t
          FROM generate_series(1, ${outbox}) AS g) AS m`),
  );
  await db.execute(sql`ANALYZE`);
}
