import 'server-only';

import { failed, type ActionResult } from '@/lib/rules/action-result';
import { formFields, toFormState, type FormState } from '@/lib/rules/form-state';

type FieldShape = Parameters<typeof formFields>[1];

/**
 * A server action made by `serverAction()` as a React form action: `<form action={...}>` with `useActionState`.
 * The form posts as a plain HTML form before hydration and without JavaScript (React renders the action's id as a
 * hidden field), so what was typed reaches the server, never the address bar, and the page shows the result.
 * `shape` says which fields are lists or checkboxes; `prepare` adjusts the fields for the schema when a form's
 * field names and the schema's differ.
 */
export function formAction<T>(
  action: (input?: unknown) => Promise<ActionResult<T>>,
  shape?: FieldShape,
  prepare?: (fields: Record<string, unknown>) => unknown,
): (previous: FormState<T>, formData: FormData) => Promise<FormState<T>> {
  return async (_previous, formData) => {
    // Called directly with anything but a form's data (a hand-made request): refused, never a 500.
    if (!(formData instanceof FormData)) return { ...failed('invalid', 'Invalid request'), values: {} };
    const fields = formFields(formData, shape);
    return toFormState(await action(prepare ? prepare(fields) : fields), formData);
  };
}
