'use client';

import { useActionState } from 'react';

import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { FormState } from '@/lib/rules/form-state';

type Props = {
  action: (previous: FormState<{ id: string }>, formData: FormData) => Promise<FormState<{ id: string }>>;
  machinery: ReadonlyArray<{ unitCode: string; label: string }>;
  defaultEmail: string;
};

const fields = [
  { name: 'company', label: 'Company name', autoComplete: 'organization', type: 'text' },
  {
    name: 'abn',
    label: 'ABN',
    autoComplete: 'off',
    type: 'text',
    inputMode: 'numeric',
    hint: '11 digits, as on the Australian Business Register',
  },
  { name: 'contactName', label: 'Contact person', autoComplete: 'name', type: 'text' },
  { name: 'contactEmail', label: 'Contact e-mail', autoComplete: 'email', type: 'email' },
  { name: 'contactPhone', label: 'Contact phone', autoComplete: 'tel', type: 'tel' },
  { name: 'crewSize', label: 'Crew size', autoComplete: 'off', type: 'number', inputMode: 'numeric' },
] as const;

/** Register an employer: company, ABN, contact, sites, crew size and the machinery units its matrix shows. */
export function RegistrationForm({ action, machinery, defaultEmail }: Props) {
  const [state, formAction] = useActionState(action, null);
  const errors = state && !state.ok ? state.fieldErrors : {};
  const value = (name: string, fallback = '') => state?.values?.[name] ?? fallback;
  const picked = new Set((state?.values?.machineryUnits ?? '').split('\n'));
  const describe = (name: string, hint?: string) =>
    [hint ? `employer-${name}-hint` : null, errors[name] ? `employer-${name}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <form action={formAction} aria-label="Register an employer" className="grid gap-5" noValidate>
      {fields.map((field) => (
        <div key={field.name} className="grid gap-1.5">
          <Label htmlFor={`employer-${field.name}`}>{field.label}</Label>
          <Input
            id={`employer-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={'inputMode' in field ? field.inputMode : undefined}
            defaultValue={value(field.name, field.name === 'contactEmail' ? defaultEmail : '')}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describe(field.name, 'hint' in field ? field.hint : undefined)}
            required
          />
          {'hint' in field ? (
            <p id={`employer-${field.name}-hint`} className="text-muted-foreground text-sm">
              {field.hint}
            </p>
          ) : null}
          {errors[field.name] ? (
            <p id={`employer-${field.name}-error`} className="text-destructive text-sm font-medium">
              {errors[field.name]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="grid gap-1.5">
        <Label htmlFor="employer-sites">Sites</Label>
        <Textarea
          id="employer-sites"
          name="sites"
          rows={3}
          defaultValue={value('sites')}
          aria-invalid={errors.sites ? true : undefined}
          aria-describedby={describe('sites', 'One site per line')}
          required
        />
        <p id="employer-sites-hint" className="text-muted-foreground text-sm">
          One site per line
        </p>
        {errors.sites ? (
          <p id="employer-sites-error" className="text-destructive text-sm font-medium">
            {errors.sites}
          </p>
        ) : null}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Machinery tickets to track (optional)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {machinery.map((unit) => (
            <div key={unit.unitCode} className="flex items-start gap-2">
              <input
                id={`machinery-${unit.unitCode}`}
                type="checkbox"
                name="machineryUnits"
                value={unit.unitCode}
                defaultChecked={picked.has(unit.unitCode)}
                className="mt-1 size-4"
              />
              <Label htmlFor={`machinery-${unit.unitCode}`} className="font-normal">
                {unit.unitCode} {unit.label}
              </Label>
            </div>
          ))}
        </div>
        {errors.machineryUnits ? (
          <p className="text-destructive text-sm font-medium">{errors.machineryUnits}</p>
        ) : null}
      </fieldset>
      <FormOutcome state={state} />
      <div>
        <SubmitButton variant="brand" busyLabel="Registering…">
          Register employer
        </SubmitButton>
      </div>
    </form>
  );
}
