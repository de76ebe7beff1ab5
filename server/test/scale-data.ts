import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../db/client.js';

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
export const PROBE_PRO_EMAIL = 'sonda.pro1@scale.example';

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

/**
 * What professionals and clients make every day, per `unit` (the scale benchmark's S, docs/benchmarks.md): every client
 * linked to their professional (1 in 20 still pending), 50,000 bookings over the 84 days either
 * side of today, 200,000 chat messages and 20,000 documents. Besides, the probe pair (the first
 * probe professional and the probe client) gets the same week, conversation and documents at
 * every size, so the probe's pages are the same and only the tables around them grow.
 * Loaded after loadScaleData; the benchmark's alone (the plan test does not need it).
 */
export interface DailyCounts {
  bookings: number;
  messages: number;
  documents: number;
}

export const dailyCountsOf = (unit: number): DailyCounts => ({
  bookings: Math.round(50_000 * unit),
  messages: Math.round(200_000 * unit),
  documents: Math.round(20_000 * unit),
});

/** The probe professional's week: Monday to Friday 9:00–18:00 with a lunch break. */
const PROBE_HOURS = `'{"l":["09:00","17:30","13:00"],"ma":["09:00","17:30","13:00"],"me":["09:00","17:30","13:00"],
  "g":["09:00","17:30","13:00"],"v":["09:00","17:30","13:00"],"s":[],"d":[]}'::jsonb`;

export async function loadDailyData(db: Queryable, counts: ScaleCounts, daily: DailyCounts) {
  const { professionals: p, clientsPerProfessional: c } = counts;
  const links = p * c;
  // loadScaleData inserted each professional followed by their clients in one ordered statement,
  // so professional g (from 0) is base + g * (c + 1) and their client k (from 1) that plus k.
  const base = `(SELECT id FROM users WHERE email = 'pro1@scale.example')`;
  const pro = (g: string) => `${base} + (${g}) * ${c + 1}`;
  const client = (g: string, k: string) => `${base} + (${g}) * ${c + 1} + (${k})`;
  const [last] = await selectRows<{ email: string }>(db, sql.raw(`SELECT email FROM users WHERE id = ${pro(String(p - 1))}`));
  if (last?.email !== `pro${p}@scale.example`) throw new Error('scale data: the users were not numbered in order');
  await db.execute(
    sql.raw(`
    INSERT INTO links (operator_id, client_id, confermato, created_at)
    SELECT ${pro('g')}, ${client('g', 'k')}, true, now() - interval '200 days'
    FROM generate_series(0, ${p - 1}) AS g, generate_series(1, ${c}) AS k`),
  );
  // A professional's bookings fill days -84..+83 a slot at a time (9:00, 9:30, ...), each with one of their clients.
  await db.execute(
    sql.raw(`
    INSERT INTO bookings (operator_id, client_id, giorno, ora, starts_at, service_name, note, created_at)
    SELECT ${pro('b.g')}, ${client('b.g', '1 + b.n % ' + c)}, b.giorno, b.ora,
           (b.giorno + b.ora::time) AT TIME ZONE 'Europe/Rome', 'Consulenza', 'Nota ' || b.n, now() - interval '100 days'
    FROM (SELECT n, n % ${p} AS g, current_date - 84 + (n / ${p}) % 168 AS giorno,
                 to_char(time '09:00' + (n / ${p} / 168) * interval '30 minutes', 'HH24MI') AS ora
          FROM generate_series(0, ${daily.bookings - 1}) AS n) AS b`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO messages (operator_id, client_id, sender_id, testo, created_at)
    SELECT ${pro('l / ' + c)}, ${client('l / ' + c, '1 + l % ' + c)},
           CASE WHEN n % 2 = 0 THEN ${pro('l / ' + c)} ELSE ${client('l / ' + c, '1 + l % ' + c)} END,
           'Buongiorno, le scrivo per il documento ' || n, now() - interval '200 days' + n * (interval '199 days' / greatest(${daily.messages}, 1))
    FROM (SELECT n, n % ${links} AS l FROM generate_series(0, ${daily.messages - 1}) AS n) AS m`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO documents (operator_id, client_id, from_operator, nome, size_bytes, size_kb, storage_key, created_at)
    SELECT ${pro('l / ' + c)}, ${client('l / ' + c, '1 + l % ' + c)}, n % 2, 'Documento ' || n || '.pdf', 200000, 196,
           'scale/' || n, now() - interval '200 days' + n * (interval '199 days' / greatest(${daily.documents}, 1))
    FROM (SELECT n, n % ${links} AS l FROM generate_series(0, ${daily.documents - 1}) AS n) AS d`),
  );
  // The probe pair's own week, conversation and documents.
  await db.execute(
    sql.raw(`
    INSERT INTO weekly_hours (user_id, orario)
    SELECT id, ${PROBE_HOURS} FROM users WHERE email = 'sonda.pro1@scale.example'`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO bookings (operator_id, client_id, giorno, ora, starts_at, service_name, note)
    SELECT o.id, c.id, d, '1000', (d + time '10:00') AT TIME ZONE 'Europe/Rome', 'Consulenza', 'Sonda'
    FROM users o, users c, generate_series(current_date - 28, current_date + 56, interval '1 day') AS d
    WHERE o.email = 'sonda.pro1@scale.example' AND c.email = '${PROBE_CLIENT_EMAIL}' AND extract(isodow FROM d) < 6`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO messages (operator_id, client_id, sender_id, testo, created_at)
    SELECT o.id, c.id, CASE WHEN n % 2 = 0 THEN o.id ELSE c.id END, 'Messaggio di prova ' || n,
           now() - interval '30 days' + n * interval '1 hour'
    FROM users o, users c, generate_series(1, 300) AS n
    WHERE o.email = 'sonda.pro1@scale.example' AND c.email = '${PROBE_CLIENT_EMAIL}'`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO documents (operator_id, client_id, from_operator, nome, size_bytes, size_kb, storage_key)
    SELECT o.id, c.id, n % 2, 'Sonda ' || n || '.pdf', 100000, 98, 'sonda/' || n
    FROM users o, users c, generate_series(1, 40) AS n
    WHERE o.email = 'sonda.pro1@scale.example' AND c.email = '${PROBE_CLIENT_EMAIL}'`),
  );
  await db.execute(sql`ANALYZE`);
}
