import { useCallback, useEffect, useMemo, type KeyboardEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form never freezes with a grey button and no message. Whenever a value changes
 * or a field is left, every field the user has left, and every field before the last one they
 * left (the ones they skipped), is checked again: a mismatch typed before the terms box is
 * ticked shows 'Le email non coincidono.' as soon as the box is ticked, and an empty field the
 * user jumped over shows 'Questo campo è obbligatorio'. A field with the server's own message
 * keeps it until that field is edited.
 *
 * Pressing Enter in a form whose submit button is disabled shows every message and moves to
 * the first wrong field (the browser would otherwise do nothing at all).
 *
 * `order` is the fields in the order the form shows them.
 */
export function useRevealErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, order: readonly FieldPath<T>[]) {
  const { trigger, watch, getFieldState, setFocus, formState } = form;
  const orderKey = order.join(',');
  const fields = useMemo(() => orderKey.split(',') as FieldPath<T>[], [orderKey]);
  const touchedKey = Object.keys(formState.touchedFields).sort().join(',');

  const revealTouched = useCallback(
    (changed?: string) => {
      const touched = fields.map((name) => getFieldState(name).isTouched);
      // The field being typed in counts as reached (the fields before it were skipped), but its
      // own message waits until it is left, as before.
      const reached = Math.max(
        touched.lastIndexOf(true),
        fields.findIndex((name) => name === changed),
      );
      const reveal = fields.filter((name, index) => {
        if (!touched[index] && (index >= reached || name === changed)) return false;
        // The server's message stays until the user edits that field.
        return getFieldState(name).error?.type !== 'server' || name === changed;
      });
      if (reveal.length > 0) void trigger(reveal);
    },
    [fields, getFieldState, trigger],
  );

  useEffect(() => {
    const subscription = watch((_values, { name }) => revealTouched(name));
    return () => subscription.unsubscribe();
  }, [watch, revealTouched]);

  useEffect(() => {
    if (touchedKey) revealTouched();
  }, [touchedKey, revealTouched]);

  /** Shows every message and focuses the first wrong field; true when the form is valid. */
  const revealAll = useCallback(async () => {
    const valid = await trigger(fields);
    if (!valid) {
      const first = fields.find((name) => getFieldState(name).invalid);
      if (first) setFocus(first);
    }
    return valid;
  }, [fields, trigger, getFieldState, setFocus]);

  /** For the form element: Enter with the submit button disabled shows the messages. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (event.key !== 'Enter' || target.tagName !== 'INPUT') return;
      const form = target.closest('form');
      const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!submit?.disabled) return;
      event.preventDefault();
      void revealAll();
    },
    [revealAll],
  );

  return { revealAll, onKeyDown };
}
