import { useEffect, useRef, type RefObject } from 'react';

import type { FormState } from '@/lib/rules/form-state';

/**
 * The one message a form shows for its fields (the spec shows only the first): the first field of `order` the
 * server refused, with its message. Every refused field is still marked invalid.
 */
export function firstFieldError<T>(
  state: FormState<T>,
  order: readonly string[],
): { field: string; message: string } | null {
  if (!state || state.ok) return null;
  const field = order.find((name) => state.fieldErrors[name]);
  return field ? { field, message: state.fieldErrors[field] } : null;
}

/**
 * A refused form's feedback per field of `order`: whether each was refused (marked invalid), and the one message
 * shown, beside the first refused field only.
 */
export function fieldFeedback<T, Name extends string>(state: FormState<T>, order: readonly Name[]) {
  const first = firstFieldError(state, order);
  return {
    first,
    invalid: (name: Name) => Boolean(state && !state.ok && state.fieldErrors[name]),
    errorFor: (name: Name) => (first?.field === name ? first.message : undefined),
  };
}

/** A refusal that belongs to no field of `order`: its reason (the detail) when it has one, else its message. */
export function formErrorMessage<T>(state: FormState<T>, order: readonly string[]): string | null {
  if (!state || state.ok || firstFieldError(state, order)) return null;
  return state.detail ?? state.message;
}

/** What a form re-rendered after a refusal shows in a field: what was typed (never a password). */
export function typed<T>(state: FormState<T>, name: string): string | undefined {
  return state && !state.ok ? state.values[name] : undefined;
}

/**
 * Runs `onResult` once per answer of the form's action, in the browser (toasts, session refresh, navigation),
 * and moves focus to the first refused field. Without JavaScript none of this runs: the page shows the answer.
 */
export function useFormResult<T>(
  state: FormState<T>,
  form: RefObject<HTMLFormElement | null>,
  order: readonly string[],
  onResult?: (result: NonNullable<FormState<T>>) => void,
): void {
  const handled = useRef<FormState<T>>(null);
  useEffect(() => {
    if (!state || handled.current === state) return;
    handled.current = state;
    const first = firstFieldError(state, order);
    if (first) {
      const field = form.current?.elements.namedItem(first.field);
      if (field instanceof HTMLElement) field.focus();
    }
    onResult?.(state);
  }, [state, form, order, onResult]);
}
