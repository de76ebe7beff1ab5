import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.js';

/**
 * Unsaved edits (notes, weekly hours, profile) are never lost silently (review pro m14): while
 * a form is dirty, closing or reloading the tab asks the browser's own question, and moving to
 * another page of the app (a link, navigate(), the browser's Back and Forward) asks ours first.
 *
 * A router has one blocker, so the forms only say whether they are dirty (`useUnsavedChanges`)
 * and the app's `UnsavedChangesGuard` asks for all of them.
 */
const dirtyForms = new Set<symbol>();

/** Another page or another address of this one (a hash alone leaves the form on screen). */
const leavesWithUnsavedChanges: BlockerFunction = ({ currentLocation, nextLocation }) =>
  dirtyForms.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

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

/** Rendered once inside the router: the question asked before leaving unsaved edits. */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(leavesWithUnsavedChanges);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Uscire senza salvare?"
      confirmLabel="Esci senza salvare"
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Hai delle modifiche non salvate: se esci da questa pagina andranno perse.
    </ConfirmDialog>
  );
}
