'use client';

import type { ReactNode } from 'react';
import {
  Controller,
  useFormContext,
  useFormState,
  type FieldErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';

import { FieldError } from '@/components/form/field-error';
import { Label } from '@/components/ui/label';
import type { BookingData, BookingInput } from '@/lib/validation/booking';
import { BOOKING_MAX_LENGTH } from '@/lib/validation/booking-fields';

import { ChoiceGroup } from './choice-group';

/** The booking form's context, as each fieldset reads it. */
export function useBookingForm() {
  return useFormContext<BookingInput, unknown, BookingData>();
}

/**
 * The form's problems, re-rendering this part when those of the fields named change (the form itself does not read
 * them, so its children subscribe for themselves).
 */
export function useBookingErrors(
  name: keyof BookingInput | (keyof BookingInput)[],
): FieldErrors<BookingInput> {
  return useFormState<BookingInput>({ name }).errors;
}

/** One section of the booking form. */
export function BookingFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

type TextFieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'course'
  | 'preferredLocation'
  | 'preferredDate'
  | 'assistanceDetails'
  | 'message';

/** What a field's own input, select or text box carries: its id, limit, state and message wiring. */
export type BookingControlProps = UseFormRegisterReturn<TextFieldName> & {
  id: string;
  maxLength?: number;
  'aria-required'?: 'true';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  defaultValue?: string;
};

/**
 * A labelled field of the booking form (`booking-{name}`), its message under it (`booking-{name}-error`). The
 * control is the child's: it receives the props that wire it to the form and the message.
 */
export function BookingField({
  name,
  label,
  required,
  children,
}: {
  name: TextFieldName;
  label: string;
  required?: boolean;
  children: (control: BookingControlProps) => ReactNode;
}) {
  const { register, formState } = useBookingForm();
  const errors = useBookingErrors(name);
  const id = `booking-${name}`;
  const errorId = `${id}-error`;
  const error = errors[name];
  const maxLength: number | undefined =
    name in BOOKING_MAX_LENGTH ? BOOKING_MAX_LENGTH[name as keyof typeof BOOKING_MAX_LENGTH] : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children({
        id,
        maxLength,
        'aria-required': required ? 'true' : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        // In the server's HTML too: the form hydrates only when a visitor reaches for it (booking-form-when-used.tsx),
        // and until then a prefilled course, location or date must show as it will.
        defaultValue: formState.defaultValues?.[name] ?? undefined,
        ...register(name),
      })}
      <FieldError id={errorId} message={error?.message} className="text-destructive text-sm" />
    </div>
  );
}

/** A required radio group of the booking form (training level, delivery method, assistance). */
export function BookingChoice({
  name,
  legend,
  options,
}: {
  name: 'trainingLevel' | 'deliveryMethod' | 'requiresAssistance';
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const { control } = useBookingForm();
  const errors = useBookingErrors(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceGroup
          legend={legend}
          name={name}
          required
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );
}
