import { useContext, useEffect, useState, type Context } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.js';

type Navigator = (typeof UNSAFE_NavigationContext extends Context<infer C> ? C : never)['navigator'];

/**
 * Unsaved edits (notes, weekly hours, profile) are never lost silently (review pro m14): while
 * `dirty`, closing or reloading the tab asks the browser's own question, and moving to another
 * page of the app asks ours first. Render the returned element next to the form.
 *
 * The app uses a plain BrowserRouter (no data router, so no useBlocker): the router's
 * navigator is wrapped while the form is dirty, which catches every link and navigate() call.
 */
/** The forms with unsaved edits now; the first one asks. */
const guards: ((go: () => void) => void)[] = [];
let restore: (() => void) | null = null;

/** Swaps the router's own navigation functions while any form is dirty, and back. */
function wrap(navigator: Navigator, methods: Pick<Navigator, 'push' | 'replace'>) {
  Object.assign(navigator, methods);
}

function guard(navigator: Navigator, ask: (go: () => void) => void) {
  guards.push(ask);
  if (guards.length === 1) {
    const push = navigator.push.bind(navigator);
    const replace = navigator.replace.bind(navigator);
    wrap(navigator, {
      push: (...args: Parameters<Navigator['push']>) => guards[0]?.(() => push(...args)),
      replace: (...args: Parameters<Navigator['replace']>) => guards[0]?.(() => replace(...args)),
    });
    restore = () => wrap(navigator, { push, replace });
  }
  return () => {
    guards.splice(guards.indexOf(ask), 1);
    if (guards.length === 0) {
      restore?.();
      restore = null;
    }
  };
}

export function useUnsavedChanges(dirty: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = guard(navigator, (go) => setPending(() => go));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [dirty, navigator]);

  const dialog = (
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
  );

  return dialog;
}
