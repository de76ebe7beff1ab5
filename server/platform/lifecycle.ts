import type { Server } from 'node:http';

/**
 * starting: listening, the database not yet reached (API calls get 503);
 * ready: serving; draining: shutting down, requests already running finish, new ones get 503.
 */
export type Phase = 'starting' | 'ready' | 'draining';

/** The server's phase and the HTTP requests running now (for the drain at shutdown). */
export class Lifecycle {
  phase: Phase = 'starting';
  private running = 0;
  private waiters: (() => void)[] = [];

  /** Counts every request of `server` from its arrival until its response is finished or aborted. */
  track(server: Server) {
    server.on('request', (_request, response) => {
      this.running++;
      response.once('close', () => {
        this.running--;
        if (this.running === 0) for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  get inFlight() {
    return this.running;
  }

  /** Resolves true once no request is running, or false when `limitMs` passes first. */
  idle(limitMs: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(false);
      }, limitMs);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(wake);
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` until it succeeds, waiting 0.25 s, 0.5 s, … up to `maxDelayMs` after each
 * failure that `retryable` accepts; any other failure is thrown. `stopped()` ends the retries.
 */
export async function withRetries<T>(
  work: () => Promise<T>,
  retryable: (error: unknown) => boolean,
  onRetry: (error: unknown, delayMs: number) => void,
  stopped: () => boolean,
  maxDelayMs = 5000,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!retryable(error) || stopped()) throw error;
      const delay = Math.min(250 * 2 ** attempt, maxDelayMs);
      onRetry(error, delay);
      await sleep(delay);
    }
  }
}
