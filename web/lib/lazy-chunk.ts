import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Code that arrives in its own chunk (pages, big dialogs) and what happens when the chunk
 * cannot be loaded. After a deploy the chunks' hashed names change, so an open tab asks for
 * files that no longer exist: when the server answers, the page reloads once, by itself, to
 * get the new version. A second failure soon after (the reload did not help) or a server that
 * cannot be reached throws a `ChunkLoadError`, which the error boundaries turn into the
 * Italian recovery message with its 'Ricarica' button.
 */

/** When the page last reloaded itself for a missing chunk (sessionStorage, one per tab). */
export const CHUNK_RELOAD_KEY = 'studio:chunk-reload';
/** Within this time after a reload of its own, the page does not reload again: no loop. */
const RELOAD_GUARD_MS = 5 * 60_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Un file dell’applicazione non è stato caricato', { cause });
    this.name = 'ChunkLoadError';
  }
}

function reloadedRecently(): boolean {
  const stamp = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
  return stamp > 0 && Date.now() - stamp < RELOAD_GUARD_MS;
}

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** A chunk the screen needs did not load: reload once if that can help, else fail to the boundary. */
async function recover(error: unknown): Promise<never> {
  console.error(error);
  if (!reloadedRecently() && (await serverAnswers())) {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    window.location.reload();
    // The page is going away: keep the loader on screen until it does.
    return new Promise<never>(() => {});
  }
  throw new ChunkLoadError(error);
}

export interface LazyComponent<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the chunk in the background now; a failure is left to the render that needs it. */
  preload: () => void;
}

/**
 * A component from its own chunk, for `<Suspense>`. `preloadWhenIdle` fetches the chunk once
 * the browser is idle after the page loaded, so a dialog opened later does not depend on the
 * network any more.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { preloadWhenIdle = false } = {},
): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const preload = () => void get().catch(() => undefined);
  if (preloadWhenIdle) whenIdle(preload);
  const Component = lazy(() => get().then((component) => ({ default: component }), recover));
  return { Component, preload };
}

function whenIdle(task: () => void): void {
  const start = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 5_000 }) : setTimeout(task, 1_000);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
