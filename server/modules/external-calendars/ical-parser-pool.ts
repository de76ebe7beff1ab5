import { Worker } from 'node:worker_threads';
import type { BusyInterval, LimitKind } from './ical-busy.js';

/*
 * Calendars from the outside are read in a worker thread, one at a time, never on the server's
 * event loop: a file that takes long, loops inside ical.js or fills the heap costs only that
 * worker, which is stopped at the time limit (terminate) or dies at its own heap limit
 * (resourceLimits), while every other request is served as usual. A new worker takes its place.
 */

export interface ParserLimits {
  /** Wall time one file may take, from the moment the worker starts on it. */
  timeMs: number;
  /** The worker's heap (old and young generations): beyond it the worker dies, not the server. */
  memoryMb: number;
  /** Files waiting their turn; beyond this the parse is refused as 'busy' (tried again later). */
  queue: number;
  /** A worker idle this long is ended, giving back its memory. */
  idleMs: number;
}

export const PARSER_LIMITS: ParserLimits = { timeMs: 20_000, memoryMb: 256, queue: 20, idleMs: 60_000 };

/** Why a parse failed: a bound of ical-busy.ts, or the pool's own (time, memory, queue), or not iCalendar. */
export type ParseFailure = LimitKind | 'time' | 'memory' | 'busy' | 'notIcal' | 'crash';

export class CalendarRefusedError extends Error {
  constructor(readonly failure: ParseFailure) {
    super(`calendar refused: ${failure}`);
  }
}

export interface ParseJob {
  ics: string;
  from: number;
  to: number;
  withTitles: boolean;
}
export type ParseAnswer = { ok: true; intervals: BusyInterval[] } | { ok: false; failure: ParseFailure };

interface Pending {
  job: ParseJob;
  resolve: (intervals: BusyInterval[]) => void;
  reject: (error: CalendarRefusedError) => void;
}

/**
 * The worker: the compiled ical-worker.js next to this file in production (dist/); in
 * development and tests the TypeScript source, loaded through tsx's loader registered inside
 * the worker (Node 20 does not apply an `--import tsx` of execArgv to a worker's own module).
 */
function newWorker(options: ConstructorParameters<typeof Worker>[1]): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./ical-worker.js', import.meta.url), { ...options, execArgv: [] });
  const source = JSON.stringify(new URL('./ical-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`, {
    ...options,
    eval: true,
  });
}

export class CalendarParserPool {
  readonly #limits: ParserLimits;
  #worker: Worker | null = null;
  #ready = false;
  #current: Pending | null = null;
  #queue: Pending[] = [];
  #deadline: NodeJS.Timeout | null = null;
  #idle: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(limits: Partial<ParserLimits> = {}) {
    this.#limits = { ...PARSER_LIMITS, ...limits };
  }

  get limits(): Readonly<ParserLimits> {
    return this.#limits;
  }

  /** The busy times of a file, worked out in the worker; rejects with CalendarRefusedError. */
  parse(ics: string, from: number, to: number, withTitles: boolean): Promise<BusyInterval[]> {
    if (this.#closed) return Promise.reject(new CalendarRefusedError('busy'));
    if (this.#queue.length >= this.#limits.queue) return Promise.reject(new CalendarRefusedError('busy'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { ics, from, to, withTitles }, resolve, reject });
      this.#next();
    });
  }

  /** Ends the worker; files still waiting are refused as 'busy'. */
  async close() {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new CalendarRefusedError('busy'));
    this.#finish(new CalendarRefusedError('busy'));
    await this.#stopWorker();
  }

  #next() {
    if (this.#current || this.#queue.length === 0 || this.#closed) return;
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    if (!this.#worker) this.#start();
    if (!this.#ready) return;
    this.#current = this.#queue.shift() ?? null;
    if (!this.#current) return;
    this.#deadline = setTimeout(() => {
      this.#finish(new CalendarRefusedError('time'));
      void this.#stopWorker().then(() => this.#next());
    }, this.#limits.timeMs);
    this.#worker?.postMessage(this.#current.job);
  }

  #start() {
    const worker = newWorker({
      resourceLimits: {
        maxOldGenerationSizeMb: this.#limits.memoryMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.round(this.#limits.memoryMb / 8)),
      },
    });
    // The worker never keeps the process alive: a server shutting down does not wait for it.
    worker.unref();
    this.#worker = worker;
    this.#ready = false;
    worker.on('message', (message: 'ready' | ParseAnswer) => {
      if (worker !== this.#worker) return;
      if (message === 'ready') {
        this.#ready = true;
      } else {
        const pending = this.#current;
        this.#clearDeadline();
        this.#current = null;
        if (message.ok) pending?.resolve(message.intervals);
        else pending?.reject(new CalendarRefusedError(message.failure));
        if (this.#queue.length === 0) this.#idleLater();
      }
      this.#next();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (worker !== this.#worker) return;
      this.#finish(new CalendarRefusedError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash'));
    });
    worker.on('exit', () => {
      if (worker !== this.#worker) return;
      this.#worker = null;
      this.#ready = false;
      this.#finish(new CalendarRefusedError('crash'));
      this.#next();
    });
  }

  /** Settles the file in progress (if any) with this refusal. */
  #finish(error: CalendarRefusedError) {
    this.#clearDeadline();
    const pending = this.#current;
    this.#current = null;
    pending?.reject(error);
  }

  #clearDeadline() {
    if (this.#deadline) clearTimeout(this.#deadline);
    this.#deadline = null;
  }

  #idleLater() {
    this.#idle = setTimeout(() => void this.#stopWorker(), this.#limits.idleMs);
    this.#idle.unref();
  }

  async #stopWorker() {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    const worker = this.#worker;
    this.#worker = null;
    this.#ready = false;
    if (worker) await worker.terminate();
  }
}
