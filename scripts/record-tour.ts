/**
 * Records the landing page's product tour (spec §2; docs/tour-video.md): `npm run record:tour`.
 *
 * Starts the built server (`npm run build` first) on a fresh data directory, drives it in
 * Debian's Chromium with Playwright's video recording (a professional sets the hours, a
 * client books, they chat and exchange a document), writes Italian captions into the page
 * itself (so they are part of the picture), then cuts the two videos of §2 out of the
 * recordings with ffmpeg: `tour-op` (for professionals) and `tour-client` (for clients), each
 * as WebM (VP9) and MP4 (H.264) with a WebP poster, into `web/public/video/`.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parseEmail } from '../e2e/support/mime.js';
import { makeClient, makeProfessional, type Person, type Professional } from '../e2e/support/people.js';
import { writeTinyPng } from '../e2e/support/png.js';
import { startServer, type RunningServer } from '../e2e/support/server.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(repoRoot, 'web', 'public', 'video');
const VIEWPORT = { width: 1280, height: 720 };
/** The published size: sharp enough for the hero's frame, small enough for the 3 MB budget. */
const OUTPUT = { width: 960, height: 540 };
const MAX_BYTES = 3 * 1024 * 1024;

/**
 * Playwright records through an ffmpeg of its own, looked up in its browsers folder. Debian's
 * ffmpeg does the same job (VP9 from piped frames), so a private browsers folder points to it
 * and nothing is downloaded. Set before playwright-core is loaded, which reads it once.
 */
function useSystemFfmpeg(work: string): void {
  const browsers = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'playwright-core', 'browsers.json'), 'utf8')) as {
    browsers: { name: string; revision: string }[];
  };
  const revision = browsers.browsers.find((browser) => browser.name === 'ffmpeg')?.revision;
  if (!revision) throw new Error('playwright-core names no ffmpeg revision');
  const dir = path.join(work, 'ms-playwright', `ffmpeg-${revision}`);
  mkdirSync(dir, { recursive: true });
  symlinkSync(execFileSync('which', ['ffmpeg'], { encoding: 'utf8' }).trim(), path.join(dir, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = path.join(work, 'ms-playwright');
}

// The test suites' people, with addresses that read well on screen.
const pro: Professional = { ...makeProfessional(), email: 'marco.rossi@studiorossi.example' };
const client: Person = { ...makeClient(), email: 'giulia.bianchi@example.com' };

// ---------------------------------------------------------------- accounts through the API

async function call<T>(server: RunningServer, route: string, body: unknown, token = ''): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${server.baseUrl}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function confirmationLink(server: RunningServer, email: string): Promise<URL> {
  const dir = path.join(server.dataDir, 'outbox');
  for (let i = 0; i < 150; i++) {
    const links = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => parseEmail(readFileSync(path.join(dir, name), 'utf8')))
          .filter((mail) => mail.to.includes(email))
          .flatMap((mail) => mail.links)
          .filter((link) => new URL(link).pathname === '/confirm-email')
      : [];
    if (links.length > 0) return new URL(links[0]);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No confirmation e-mail for ${email}`);
}

async function createAccount(server: RunningServer, person: Person | Professional): Promise<{ token: string; id: number }> {
  const op = 'nomeAzienda' in person;
  const form = new FormData();
  const data = { ...person, confirmEmail: person.email, confirmPassword: person.password, op, termini: true };
  form.append('data', JSON.stringify({ ...data, imageName: op ? 'documento.png' : '' }));
  if (op) form.append('image', new Blob([readFileSync(writeTinyPng('tour-id.png'))], { type: 'image/png' }), 'documento.png');
  await call(server, '/api/register', form);
  const link = await confirmationLink(server, person.email);
  await call(server, '/api/confirm', {
    id: link.searchParams.get('id'),
    token: link.searchParams.get('token'),
    password: person.password,
  });
  const { token } = await call<{ token: string }>(server, '/api/login', {
    email: person.email,
    password: person.password,
    stayLogged: false,
  });
  const { me } = await call<{ me: { id: number } }>(server, '/api/me', undefined, token);
  return { token, id: me.id };
}

// ---------------------------------------------------------------- recording with a timeline

interface Actor {
  page: Page;
  context: BrowserContext;
  /** When the recording started (ms since epoch), to turn moments into video offsets. */
  startedAt: number;
  file: string;
}

/** Each actor's recording, as a file at a steady frame rate. */
type Steady = Record<'pro' | 'client', string>;

/** A stretch of one actor's recording that goes into a cut. */
interface Segment {
  actor: 'pro' | 'client';
  from: number;
  to: number;
  scene: string;
}

const segments: Segment[] = [];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openActor(browser: Browser, baseUrl: string, dir: string): Promise<Actor> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORT,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    recordVideo: { dir, size: VIEWPORT },
  });
  const page = await context.newPage();
  const startedAt = Date.now();
  page.setDefaultTimeout(20_000);
  return { page, context, startedAt, file: '' };
}

/** The caption, drawn into the page so the recording carries it (and re-drawn after navigations). */
async function caption(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    let box = document.getElementById('tour-caption');
    if (!box) {
      box = document.createElement('div');
      box.id = 'tour-caption';
      box.setAttribute('aria-hidden', 'true');
      Object.assign(box.style, {
        position: 'fixed',
        left: '0',
        right: '0',
        bottom: '28px',
        margin: '0 auto',
        width: 'fit-content',
        maxWidth: '1160px',
        padding: '16px 32px',
        borderRadius: '14px',
        background: 'rgba(10, 12, 16, 0.88)',
        border: '1px solid rgba(212, 175, 55, 0.55)',
        color: '#fff',
        font: '700 44px/1.3 system-ui, sans-serif',
        textAlign: 'center',
        zIndex: '2147483647',
        pointerEvents: 'none',
        boxShadow: '0 10px 40px rgba(0,0,0,0.45)',
      });
      document.body.appendChild(box);
    }
    box.textContent = value;
  }, text);
}

async function login(actor: Actor, person: Person, home: string): Promise<void> {
  const { page } = actor;
  await page.goto('/login');
  await page.getByLabel(/^Email(\s\*)?$/).fill(person.email);
  await page.getByLabel(/^Password(\s\*)?$/).fill(person.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((url) => url.pathname === home);
}

/**
 * Runs one scene on one actor's page and notes its place in that actor's recording: from the
 * moment the scene calls `begin()` (once its page has loaded and its caption shows) to its end.
 */
async function scene(
  actors: Record<'pro' | 'client', Actor>,
  who: 'pro' | 'client',
  name: string,
  run: (page: Page, begin: () => void) => Promise<void>,
) {
  const actor = actors[who];
  await actor.page.bringToFront();
  let from = Date.now() - actor.startedAt;
  await run(actor.page, () => {
    from = Date.now() - actor.startedAt;
  });
  const to = Date.now() - actor.startedAt;
  segments.push({ actor: who, from, to, scene: name });
  console.log(`${who.padEnd(6)} ${name}: ${((to - from) / 1000).toFixed(1)} s`);
}

/** Clicks after a short, visible highlight of the target, so the viewer sees where the click goes. */
async function show(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((element: HTMLElement) => {
    element.style.outline = '3px solid #d4af37';
    element.style.outlineOffset = '3px';
  });
  await pause(700);
  await target.evaluate((element: HTMLElement) => {
    element.style.outline = '';
    element.style.outlineOffset = '';
  });
}

async function typeSlowly(target: ReturnType<Page['locator']>, text: string): Promise<void> {
  await target.click();
  await target.pressSequentially(text, { delay: 35 });
}

async function record(server: RunningServer, rawDir: string): Promise<Record<'pro' | 'client', Actor>> {
  const proIds = await createAccount(server, pro);
  const clientIds = await createAccount(server, client);
  await call(server, '/api/askop', { id: proIds.id }, clientIds.token);
  await call(server, '/api/confirmcliente', { id: clientIds.id }, proIds.token);
  await call(
    server,
    '/api/createservizio',
    { nome: 'Consulenza fiscale', testoEmail: 'Porta con te le ricevute delle spese mediche.' },
    proIds.token,
  );

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars', '--font-render-hinting=none'],
  });
  const actors = {
    pro: await openActor(browser, server.baseUrl, path.join(rawDir, 'pro')),
    client: await openActor(browser, server.baseUrl, path.join(rawDir, 'client')),
  };
  await login(actors.pro, pro, '/op');
  await login(actors.client, client, '/user');

  await scene(actors, 'pro', 'hours', async (page, begin) => {
    await page.goto('/account');
    await page.getByLabel('Lunedì, dalle').waitFor();
    await page.getByLabel('Lunedì, dalle').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await caption(page, 'Il professionista imposta i suoi orari di lavoro');
    begin();
    await pause(1200);
    for (const day of ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì']) {
      await page.getByLabel(`${day}, dalle`).selectOption('09:00');
      await page.getByLabel(`${day}, alle`).selectOption('18:00');
      await pause(250);
    }
    await page.getByRole('button', { name: 'Lunedì, aggiungi pausa' }).click();
    await pause(600);
    const save = page.getByRole('button', { name: 'Salva orari' });
    await show(page, save);
    await save.click();
    await pause(1500);
  });

  await scene(actors, 'pro', 'agenda', async (page, begin) => {
    await page.goto('/op');
    await page
      .getByRole('button', { name: /\d\d:\d\d prenotabile$/ })
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Agenda' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await caption(page, 'Gli orari diventano subito appuntamenti prenotabili');
    begin();
    await pause(2500);
  });

  await scene(actors, 'client', 'open', async (page, begin) => {
    await page.goto('/user');
    const row = page.getByRole('row', { name: `Apri ${pro.nome} ${pro.cognome}` });
    await row.waitFor();
    await caption(page, 'Il cliente apre il suo professionista…');
    begin();
    await pause(1500);
    await show(page, row);
    await row.click();
  });

  // Cut apart so that the page loading between them is not in the tour.
  await scene(actors, 'client', 'book', async (page, begin) => {
    const slot = page.getByRole('button', { name: /\d\d:\d\d prenotabile$/ }).nth(3);
    await slot.waitFor();
    await page
      .getByRole('heading', { name: 'Prenota un appuntamento' })
      .evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await caption(page, '…e sceglie un orario libero');
    begin();
    await pause(1200);
    await show(page, slot);
    await slot.click();
    const dialog = page.getByRole('dialog', { name: /^Prenota per il / });
    await dialog.waitFor();
    await caption(page, 'Prenota in due clic: conferma e promemoria arrivano via e-mail');
    await typeSlowly(dialog.getByLabel('Note'), 'Porto le ricevute delle spese mediche.');
    const book = dialog.getByRole('button', { name: 'Prenota' });
    await show(page, book);
    await book.click();
    await page
      .getByRole('button', { name: /\d\d:\d\d prenotato$/ })
      .first()
      .waitFor();
    await pause(2200);
  });

  await scene(actors, 'pro', 'booked', async (page, begin) => {
    const booked = page.getByRole('button', { name: /\d\d:\d\d prenotato$/ }).first();
    await booked.waitFor();
    await booked.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await caption(page, 'La prenotazione compare subito nell’agenda del professionista');
    begin();
    await pause(2500);
  });

  await scene(actors, 'pro', 'record', async (page) => {
    const row = page.getByRole('row', { name: `Apri ${client.nome} ${client.cognome}` });
    await row.scrollIntoViewIfNeeded();
    await caption(page, 'Il professionista apre la scheda della cliente');
    await show(page, row);
    await row.click();
  });

  await scene(actors, 'pro', 'chat', async (page, begin) => {
    const box = page.getByRole('textbox', { name: 'Messaggio' });
    await box.waitFor();
    await page.getByRole('heading', { name: `${client.nome} ${client.cognome}`, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Chat' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await caption(page, 'Ogni cliente ha la sua scheda, con chat e documenti');
    begin();
    await pause(1000);
    await typeSlowly(box, 'Buongiorno Giulia, mi manda la dichiarazione?');
    await box.press('Enter');
    await pause(1500);
  });

  const pdf = path.join(rawDir, 'dichiarazione-2025.pdf');
  writeFileSync(pdf, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

  await scene(actors, 'client', 'reply', async (page, begin) => {
    await page
      .getByRole('button', { name: /\d\d:\d\d prenotato$/ })
      .first()
      .scrollIntoViewIfNeeded();
    const box = page.getByRole('textbox', { name: 'Messaggio' });
    await page.getByRole('region', { name: 'Chat' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.getByText('mi manda la dichiarazione', { exact: false }).waitFor();
    await caption(page, 'Il cliente risponde in chat…');
    begin();
    await pause(1200);
    await typeSlowly(box, 'Certo, eccola!');
    await box.press('Enter');
    await pause(800);
    await caption(page, '…e carica il documento, al sicuro');
    const upload = page.getByLabel('Carica documento');
    await upload.setInputFiles(pdf);
    await page.getByRole('button', { name: 'Scarica dichiarazione-2025.pdf' }).waitFor();
    await page.getByRole('table', { name: 'Documenti' }).scrollIntoViewIfNeeded();
    await pause(2200);
  });

  await scene(actors, 'pro', 'received', async (page) => {
    await page.getByText('Certo, eccola!').waitFor();
    await page.getByRole('button', { name: 'Ricevuti', exact: true }).click();
    await page.getByRole('button', { name: 'Scarica dichiarazione-2025.pdf' }).waitFor();
    await page.getByRole('table', { name: 'Documenti' }).scrollIntoViewIfNeeded();
    await caption(page, 'Il professionista ritrova messaggi e documenti in un unico posto');
    await pause(2800);
    await caption(page, 'Studio: appuntamenti, chat e documenti. Provalo gratis.');
    await pause(2800);
  });

  for (const actor of Object.values(actors)) {
    const video = actor.page.video();
    await actor.context.close();
    actor.file = (await video!.path()) ?? '';
  }
  await browser.close();
  return actors;
}

// ---------------------------------------------------------------- cutting with ffmpeg

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/**
 * Joins the named scenes, in order, from the actors' recordings into one clip (a near-lossless
 * intermediate), sped up evenly (at most 1.5×) if they run longer than `maxSeconds`: how long
 * a scene lasts depends on the machine that records it.
 */
function cut(steady: Steady, scenes: string[], maxSeconds: number, into: string): void {
  const parts = scenes.map((name) => {
    const segment = segments.find((s) => s.scene === name);
    if (!segment) throw new Error(`No scene ${name}`);
    return segment;
  });
  const inputs = parts.flatMap((part) => [
    '-ss',
    (part.from / 1000).toFixed(2),
    '-to',
    (part.to / 1000).toFixed(2),
    '-i',
    steady[part.actor],
  ]);
  const total = parts.reduce((sum, part) => sum + (part.to - part.from) / 1000, 0);
  const speed = Math.min(1.5, Math.max(1, total / maxSeconds));
  console.log(`${path.basename(into)}: ${total.toFixed(1)} s recorded, ×${speed.toFixed(2)} → ${(total / speed).toFixed(1)} s`);
  const scale = `setpts=(PTS-STARTPTS)/${speed.toFixed(3)},fps=25,setsar=1`;
  const chains = parts.map((_, i) => `[${i}:v]${scale}[v${i}]`).join(';');
  const joined = parts.map((_, i) => `[v${i}]`).join('');
  ffmpeg([
    ...inputs,
    '-filter_complex',
    `${chains};${joined}concat=n=${parts.length}:v=1:a=0[out]`,
    '-map',
    '[out]',
    '-c:v',
    'libx264',
    '-crf',
    '12',
    '-preset',
    'veryfast',
    into,
  ]);
}

/**
 * Playwright's recording has a frame only when the page changes, so seeking into it lands on
 * the last change, possibly long before: a copy at a steady 25 frames per second (a key frame
 * each second) is cut exactly.
 */
function steadyCopy(file: string, into: string): string {
  ffmpeg([
    '-i',
    file,
    '-vf',
    `fps=25,scale=${OUTPUT.width}:${OUTPUT.height}:flags=lanczos`,
    '-c:v',
    'libx264',
    '-crf',
    '12',
    '-preset',
    'veryfast',
    '-g',
    '25',
    into,
  ]);
  return into;
}

function publish(clip: string, name: string): void {
  const webm = path.join(outDir, `${name}.webm`);
  const mp4 = path.join(outDir, `${name}.mp4`);
  const poster = path.join(outDir, `${name}.webp`);
  ffmpeg([
    '-i',
    clip,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-threads',
    '2',
    webm,
  ]);
  ffmpeg([
    '-i',
    clip,
    '-an',
    '-c:v',
    'libx264',
    '-crf',
    '30',
    '-preset',
    'medium',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  ffmpeg(['-ss', '4', '-i', clip, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70', poster]);
  for (const file of [webm, mp4, poster]) {
    const size = statSync(file).size;
    console.log(`${path.relative(repoRoot, file)}: ${(size / 1024).toFixed(0)} KB`);
    if (size > MAX_BYTES) throw new Error(`${file} is over the 3 MB budget`);
  }
}

/** Cuts the two videos out of the recordings and writes them, with their posters, to web/public/video/. */
function cutAndPublish(recordings: Record<'pro' | 'client', string>, work: string): void {
  const steady: Steady = {
    pro: steadyCopy(recordings.pro, path.join(work, 'pro-steady.mp4')),
    client: steadyCopy(recordings.client, path.join(work, 'client-steady.mp4')),
  };
  const op = path.join(work, 'op.mp4');
  const forClients = path.join(work, 'client.mp4');
  cut(steady, ['hours', 'agenda', 'open', 'book', 'booked', 'record', 'chat', 'reply', 'received'], 58, op);
  cut(steady, ['open', 'book', 'booked', 'record', 'chat', 'reply', 'received'], 45, forClients);
  mkdirSync(outDir, { recursive: true });
  publish(op, 'tour-op');
  publish(forClients, 'tour-client');
}

/**
 * `npm run record:tour` records and publishes. With `TOUR_KEEP=1` the recordings and their
 * timeline stay in the temporary folder it names; `TOUR_FROM=<that folder>` cuts and publishes
 * again from them without recording.
 */
async function main(): Promise<void> {
  const from = process.env.TOUR_FROM;
  if (from) {
    const saved = JSON.parse(readFileSync(path.join(from, 'segments.json'), 'utf8')) as {
      segments: Segment[];
      recordings: Record<'pro' | 'client', string>;
    };
    segments.push(...saved.segments);
    cutAndPublish(saved.recordings, from);
    return;
  }
  if (!existsSync(path.join(repoRoot, 'dist', 'server', 'main.js'))) throw new Error('Run `npm run build` first.');
  const work = mkdtempSync(path.join(tmpdir(), 'studio-tour-'));
  useSystemFfmpeg(work);
  const server = await startServer({ RATE_LIMIT_MULTIPLIER: '1000' });
  try {
    const actors = await record(server, work);
    const recordings = { pro: actors.pro.file, client: actors.client.file };
    writeFileSync(path.join(work, 'segments.json'), JSON.stringify({ segments, recordings }, null, 2));
    await server.stop();
    cutAndPublish(recordings, work);
  } finally {
    await server.stop();
    if (process.env.TOUR_KEEP) console.log(`The recordings are kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

await main();
