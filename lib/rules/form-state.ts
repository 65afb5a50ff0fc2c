import type { ActionResult } from '@/lib/rules/action-result';

/**
 * What a React form action (`<form action={...}>` with `useActionState`) hands back to its form: the action's
 * result, and the text fields as they were sent, so a form rendered again (after a refusal, or without JavaScript)
 * shows what the visitor typed. Passwords and files are never echoed.
 */
export type FormState<T = null> = (ActionResult<T> & { values: Record<string, string> }) | null;

/** Fields never sent back to the browser in a form's state. */
const SECRET_FIELD = /password|token|secret/i;

/**
 * A submitted form's fields as the shape the shared zod schemas read: one string per field; the names in
 * `lists` as arrays of every value (checkbox groups, multiple selects); the names in `flags` as booleans (a
 * checkbox sends its value only when ticked). Files are kept as File objects. React's own `$ACTION_` fields go.
 */
export function formFields(
  formData: FormData,
  shape: { lists?: readonly string[]; flags?: readonly string[] } = {},
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of new Set(formData.keys())) {
    if (name.startsWith('$ACTION')) continue;
    if (shape.lists?.includes(name)) {
      // An empty text, or the empty file a file input sends when nothing is chosen, is no entry.
      fields[name] = formData
        .getAll(name)
        .filter((value) => (typeof value === 'string' ? value !== '' : value.size > 0 || value.name !== ''));
    } else {
      fields[name] = formData.get(name);
    }
  }
  for (const name of shape.lists ?? []) fields[name] ??= [];
  for (const name of shape.flags ?? []) {
    const value = formData.get(name);
    fields[name] = value !== null && value !== 'false' && value !== '';
  }
  return fields;
}

/** The text fields of a submission to show again in the form: no secrets, no files, nothing of React's own. */
export function echoedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string' || name.startsWith('$ACTION') || SECRET_FIELD.test(name)) continue;
    values[name] = name in values ? `${values[name]}\n${value}` : value;
  }
  return values;
}

/** The action's result with the submission's echoed fields: what a form action returns. */
export function toFormState<T>(result: ActionResult<T>, formData: FormData): NonNullable<FormState<T>> {
  return { ...result, values: echoedValues(formData) };
}
