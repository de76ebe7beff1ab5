import type { Database } from '../../db/client.js';
import type { User } from './accounts.table.js';

export interface CachedSession {
  user: User;
  expiresAt: Date;
  /** Stamped in place when the session's last use is written (sessions.service `touchSession`). */
  lastUsedAt: Date;
}

const MAX_ENTRIES = 10_000;
const TOUCHES_SESSIONS = /\b(users|sessions)\b/i;
/** The last-use stamp of one session: it changes nothing a cached entry holds but that stamp, which its writer updates. */
const LAST_USE_STAMP = /^update "sessions" set "last_used_at" = \$1 where "sessions"\."id" = \$2$/;

/**
 * The user behind each live session, kept in memory on PGlite, where every request would
 * otherwise wait its turn at the one embedded database. It is safe only because this process
 * is the database's one user (the DATA_DIR lock): any statement that may write the users or
 * sessions tables empties the cache, so a logout, a password change, a disabled account or an
 * edited profile counts at once. (Deleting a user names "users" and cascades to its sessions;
 * no trigger writes either table.) A lookup that was under way when such a write began is not
 * kept. Other writes (the outbox, heartbeats, rate limits, bookings) leave it alone, and so
 * does a session's last-use stamp (at most once a minute per session), so the list of sessions
 * on /account costs the cache nothing.
 */
export class SessionCache {
  #entries = new Map<string, CachedSession>();
  #generation = 0;

  constructor(database: Database) {
    database.onWrite?.((statement) => {
      if (!TOUCHES_SESSIONS.test(statement) || LAST_USE_STAMP.test(statement)) return;
      this.#generation++;
      this.#entries.clear();
    });
  }

  /** The cached session, or the one `load` finds (remembered unless a write began meanwhile). */
  async get(sessionId: string, load: () => Promise<CachedSession | undefined>): Promise<CachedSession | undefined> {
    const hit = this.#entries.get(sessionId);
    if (hit) return hit;
    const generation = this.#generation;
    const found = await load();
    if (found && generation === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(sessionId, found);
    }
    return found;
  }
}

const caches = new WeakMap<Database, SessionCache | null>();

/** The database's session cache, or null where other processes write too (PostgreSQL). */
export function sessionCacheOf(database: Database): SessionCache | null {
  let cache = caches.get(database);
  if (cache === undefined) caches.set(database, (cache = database.onWrite ? new SessionCache(database) : null));
  return cache;
}
