import type { ComponentProps } from 'react';

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
      {error ? (
        <p id={errorId} className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}
