import { startTransition, type FormEvent } from 'react';
import type { FieldValues, SubmitErrorHandler, UseFormHandleSubmit } from 'react-hook-form';

/**
 * The onSubmit of a React form action whose fields react-hook-form checks first. With JavaScript the fields are
 * checked in the browser (the shared zod schema), then the same action runs with the form's data, so
 * useActionState holds its answer; without JavaScript the form posts as a plain form and the server checks it.
 * `leaveOut` names fields the browser path does not send (files whose names, sizes and types go instead).
 */
export function checkedSubmit<T extends FieldValues, R extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<T, R>,
  action: (data: FormData) => void,
  remember: (form: HTMLFormElement) => void,
  options: { onInvalid?: SubmitErrorHandler<T>; leaveOut?: readonly string[] } = {},
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    void handleSubmit(() => {
      remember(element);
      const data = new FormData(element);
      for (const name of options.leaveOut ?? []) data.delete(name);
      startTransition(() => action(data));
    }, options.onInvalid)(event);
  };
}
