import { Suspense, useContext, useEffect, useState } from 'react';
import { createPath, UNSAFE_NavigationContext, useLocation, type To } from 'react-router';
import { lazyComponent } from '../lib/lazy-chunk.js';

// The question's dialog comes when first needed: the guard is on every page, the dialog rarely.
const ConfirmDialog = lazyComponent(async () => (await import('./confirm-dialog.js')).ConfirmDialog, {
  preloadWhenIdle: true,
}).Component;

/**
 * Unsaved edits (notes, weekly hours, profile) are never lost silently: while
 * a form is dirty, closing or reloading the tab asks the browser's own question, and moving to
 * another page of the app (a link, navigate(), the browser's Back and Forward) asks ours first.
 *
 * The forms only say whether they are dirty (`useUnsavedChanges`); the app's one
 * `UnsavedChangesGuard` asks for all of them. The app keeps its plain BrowserRouter: a data
 * router would give `useBlocker`, but adds 23 kB gzip to every page's first download, which
 * the login page's budget (200 kB) has no room for. So the guard wraps the router's navigator
 * (links and navigate()) and catches Back and Forward itself, before the router hears them.
 */
const dirtyForms = new Set<symbol>();

/** Marks the calling form's edits as unsaved while `dirty`. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('unsaved form');
    dirtyForms.add(form);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(form);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}

/** Another page or another address of this one (a hash alone leaves the form on screen). */
function leavesPage(to: To | string): boolean {
  const next = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  return next.pathname !== window.location.pathname || next.search !== window.location.search;
}

/** The router's position in the tab's history (BrowserRouter keeps it in `history.state.idx`). */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/* Back and Forward: the browser has already moved when popstate comes. This listener is
   added when the module loads, before the router adds its own, so it runs first and can keep
   the router from hearing the move: the move is undone (that undo's popstate is kept from the
   router too) and redone if the user chooses to leave. */

/** The router's position in the tab's history when it last rendered. */
let currentIndex: number | undefined;
/** Set by the mounted guard: asks, then calls `go` if the user chooses to leave. */
let ask: ((go: () => void) => void) | null = null;
let undoing = false;
let letPass = false;

function onPopState(event: PopStateEvent) {
  if (letPass) {
    letPass = false;
    return;
  }
  if (undoing) {
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  const from = currentIndex;
  const to = historyIndex(event.state);
  if (dirtyForms.size === 0 || !ask || from === undefined || to === undefined || to === from) return;
  event.stopImmediatePropagation();
  undoing = true;
  window.history.go(from - to);
  ask(() => {
    letPass = true;
    window.history.go(to - from);
  });
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/** Rendered once inside the router: the question asked before leaving unsaved edits. */
export function UnsavedChangesGuard() {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    currentIndex = historyIndex(window.history.state);
  }, [location]);

  useEffect(() => {
    ask = (go) => setPending(() => go);
    return () => {
      ask = null;
    };
  }, []);

  // Links and navigate(): the router's own push and replace ask first.
  useEffect(() => {
    const push = navigator.push.bind(navigator);
    const replace = navigator.replace.bind(navigator);
    const guarded =
      (go: typeof push): typeof push =>
      (to, ...rest) => {
        if (dirtyForms.size === 0 || !leavesPage(to)) return go(to, ...rest);
        setPending(() => () => go(to, ...rest));
      };
    Object.assign(navigator, { push: guarded(push), replace: guarded(replace) });
    return () => void Object.assign(navigator, { push, replace });
  }, [navigator]);

  if (pending === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={pending !== null}
        title="Uscire senza salvare?"
        confirmLabel="Esci senza salvare"
        danger
        onConfirm={() => {
          const go = pending;
          setPending(null);
          go?.();
        }}
        onClose={() => setPending(null)}
      >
        Hai delle modifiche non salvate: se esci da questa pagina andranno perse.
      </ConfirmDialog>
    </Suspense>
  );
}
