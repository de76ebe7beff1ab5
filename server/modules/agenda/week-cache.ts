import type { WeekData } from './slot-grid.js';

const MAX_WEEKS = 1_000;

/**
 * Weeks of agenda already read, per professional and days, each stamped with the
 * professional's agenda version at the time it was read (agenda_versions, raised by database
 * triggers on every change an agenda shows). A week is used again only while the version
 * read in the same request is unchanged, so the answer is exact on every instance; the least
 * recently used week goes first when the cache is full.
 */
export class WeekCache {
  #weeks = new Map<string, { version: number; week: WeekData }>();

  get(key: string, version: number): WeekData | undefined {
    const entry = this.#weeks.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.#weeks.delete(key);
    this.#weeks.set(key, entry);
    return entry.week;
  }

  /** Keeps `week`, unless a slower request brings an older one than the week already kept. */
  set(key: string, version: number, week: WeekData) {
    const kept = this.#weeks.get(key);
    if (kept && kept.version > version) return;
    this.#weeks.delete(key);
    if (this.#weeks.size >= MAX_WEEKS) this.#weeks.delete(this.#weeks.keys().next().value!);
    this.#weeks.set(key, { version, week });
  }
}
