import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A refusal's field errors shown on the form's own fields, by the names the form has; an error for any other name
 * is left to the refusal's message.
 */
export function showServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  fieldErrors: Record<string, string>,
  names: readonly Path<T>[],
): void {
  for (const name of names) {
    const message = fieldErrors[name];
    if (message) form.setError(name, { type: 'server', message });
  }
}
