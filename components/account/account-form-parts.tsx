import { AuthFormError, AuthPasswordField } from '@/app/auth/auth-field';
import { formErrorMessage } from '@/components/form/form-result';
import type { FormState } from '@/lib/rules/form-state';

/** The current password, which every change to the account asks for first. */
export function CurrentPasswordField({
  id,
  invalid,
  error,
}: {
  id: string;
  invalid: boolean;
  error: string | undefined;
}) {
  return (
    <AuthPasswordField
      id={id}
      name="currentPassword"
      label="Current Password"
      autoComplete="current-password"
      invalid={invalid}
      error={error}
    />
  );
}

/** Under an account form: the refusal that belongs to none of its fields, or what the change did. */
export function AccountFormOutcome<T>({
  state,
  fieldOrder,
}: {
  state: FormState<T>;
  fieldOrder: readonly string[];
}) {
  return (
    <>
      <AuthFormError message={formErrorMessage(state, fieldOrder)} />
      {state?.ok ? (
        <p role="status" className="text-sm font-medium">
          {state.message}
        </p>
      ) : null}
    </>
  );
}
