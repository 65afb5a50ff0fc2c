import type { ComponentProps } from 'react';

import { FieldError } from '@/components/form/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type AuthFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  /** The one message shown for the form (spec: only the first message), when it belongs to this field. */
  error?: string;
  invalid?: boolean;
};

export function AuthField({ id, label, error, invalid, ...inputProps }: AuthFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The e-mail box of the auth forms: same label, type and autofill hints. */
export function AuthEmailField({
  label = 'Email',
  ...props
}: Omit<AuthFieldProps, 'label' | 'type'> & { label?: string }) {
  return <AuthField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A form-level message (not tied to one field) of the auth forms. */
export function AuthFormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="border-destructive/40 bg-destructive/10 text-destructive rounded-md border p-3 text-sm"
    >
      {message}
    </p>
  );
}

/** A password box of the auth forms; autoComplete tells a password manager which password it is. */
export function AuthPasswordField({
  label = 'Password',
  ...props
}: Omit<AuthFieldProps, 'type' | 'label'> & { label?: string }) {
  return <AuthField label={label} type="password" {...props} />;
}

/** The frame of the auth forms: the browser's own validation is off, the server's zod schema speaks instead. */
export function AuthForm({
  label,
  ...props
}: Omit<ComponentProps<'form'>, 'noValidate' | 'className'> & { label: string }) {
  return <form noValidate className="grid gap-4" aria-label={label} {...props} />;
}
