'use client';

import { useActionState } from 'react';

import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { FormState } from '@/lib/rules/form-state';

/** One field of a PayForm, as plain data (a server page hands the list in). */
export type PayField = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'checkbox' | 'select' | 'textarea';
  autoComplete?: string;
  hint?: string;
  defaultValue?: string;
  required?: boolean;
  maxLength?: number;
  options?: ReadonlyArray<{ value: string; label: string }>;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
};

export type PayFormProps<T> = {
  action: (previous: FormState<T>, formData: FormData) => Promise<FormState<T>>;
  /** The form's accessible name. */
  label: string;
  submit: string;
  busy: string;
  fields?: readonly PayField[];
  hidden?: Record<string, string>;
  variant?: 'brand' | 'outline' | 'destructive' | 'secondary';
  /** A test id for the form. */
  id?: string;
  /**
   * Said instead of the fields and the button when nothing is left for the form to act on (its last worker or
   * ticket removed). The form stays in the page, so the outcome of that last removal stays on screen.
   */
  nothingLeft?: string | null;
  /**
   * Folds the form under a disclosure with this summary. It opens by itself once the form has an answer, so the
   * page a post without JavaScript returns shows the outcome instead of hiding it under a closed summary.
   */
  disclosure?: string;
};

/**
 * The forms of Book and pay and the payment staff tools: labelled fields, the answer under the form, a submit
 * button that says it is busy. A plain HTML form before hydration and without JavaScript (React renders the action
 * as a form post); after a refusal the fields show what was typed.
 */
export function PayForm<T>({
  action,
  label,
  submit,
  busy,
  fields = [],
  hidden = {},
  variant = 'brand',
  id,
  nothingLeft,
  disclosure,
}: PayFormProps<T>) {
  const [state, formAction] = useActionState(action, null);
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  const valueOf = (field: PayField) => state?.values?.[field.name] ?? field.defaultValue ?? '';
  const form = (
    <form action={formAction} aria-label={label} className="grid gap-4" data-testid={id} noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {nothingLeft ? <p className="text-muted-foreground text-sm">{nothingLeft}</p> : null}
      {(nothingLeft ? [] : fields).map((field) => {
        const inputId = `${id ?? 'pay'}-${field.name}`;
        const error = errors[field.name];
        const describedBy = [field.hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
          .filter(Boolean)
          .join(' ');
        if (field.type === 'checkbox')
          return (
            <div key={field.name} className="flex items-start gap-2">
              <input
                id={inputId}
                type="checkbox"
                name={field.name}
                value="true"
                defaultChecked={state ? state.values?.[field.name] === 'true' : field.defaultValue === 'true'}
                className="mt-1 size-4"
                aria-describedby={describedBy || undefined}
              />
              <Label htmlFor={inputId}>{field.label}</Label>
            </div>
          );
        return (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={inputId}>
              {field.label}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </Label>
            {field.type === 'select' ? (
              <select
                id={inputId}
                name={field.name}
                defaultValue={valueOf(field)}
                className="border-input bg-background h-11 w-full min-w-0 rounded-md border px-3 text-base"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              >
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'textarea' ? (
              <Textarea
                id={inputId}
                name={field.name}
                rows={3}
                maxLength={field.maxLength}
                defaultValue={valueOf(field)}
                aria-required={field.required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
            ) : (
              <Input
                id={inputId}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                defaultValue={valueOf(field)}
                aria-required={field.required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
            )}
            {field.hint ? (
              <p id={`${inputId}-hint`} className="text-muted-foreground text-sm">
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${inputId}-error`} className="text-destructive text-sm font-medium">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <FormOutcome state={state} />
      {nothingLeft ? null : (
        <div>
          <SubmitButton variant={variant} busyLabel={busy}>
            {submit}
          </SubmitButton>
        </div>
      )}
    </form>
  );
  if (!disclosure) return form;
  return (
    <details className="rounded-lg border p-4" open={state ? true : undefined}>
      <summary className="cursor-pointer font-semibold">{disclosure}</summary>
      <div className="mt-4">{form}</div>
    </details>
  );
}
