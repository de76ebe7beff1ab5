import { useCallback } from 'react';

const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** How long after opening a late focus restore (a dialog this one replaced) is still undone. */
const SETTLE_MS = 250;

/**
 * A ref for a dialog's form: once it is on screen, the keyboard is in its first field rather
 * than on the dialog itself, so the form is filled without a first Tab.
 *
 * A dialog that replaces another (the slot's dialog giving way to 'Prenota per un cliente…')
 * opens while the old one hands the focus back to the cell it came from, and the new dialog's
 * focus trap then pulls it onto its own container. So the first field is focused after the
 * trap has placed the focus, and once more if, shortly after, the focus is still not on a
 * field of this dialog.
 */
export function useFirstFieldFocus<T extends HTMLElement>() {
  return useCallback((form: T | null) => {
    if (!form) return;
    const focusFirst = () => {
      if (!form.isConnected) return;
      const active = document.activeElement;
      const dialog = form.closest('[role="dialog"]') ?? form;
      if (active && active !== document.body && dialog.contains(active) && active.matches(FIELDS)) return;
      if (active && active !== document.body && !dialog.contains(active) && active.closest('[role="dialog"]')) return;
      form.querySelector<HTMLElement>(FIELDS)?.focus();
    };
    requestAnimationFrame(focusFirst);
    window.setTimeout(focusFirst, SETTLE_MS);
  }, []);
}
