'use client';

import type { Ref } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';

import { Input } from '@/components/ui/input';
import type { BookingInput } from '@/lib/validation/booking';

import { BookingField, BookingFieldset, useBookingErrors, useBookingForm } from './booking-field';
import { IdDocumentsField } from './id-documents-field';
import { UsiField } from './usi-field';

/** Who is booking: name, e-mail, phone, USI (or exemption) and ID documents. */
export function YourDetailsFieldset({ fileInputRef }: { fileInputRef: Ref<HTMLInputElement> }) {
  const { control, clearErrors } = useBookingForm();
  const errors = useBookingErrors(['usi', 'idDocuments']);
  return (
    <BookingFieldset legend="Your details">
      <div className="grid gap-4 sm:grid-cols-2">
        <BookingField name="firstName" label="First name" required>
          {(input) => <Input autoComplete="given-name" {...input} />}
        </BookingField>
        <BookingField name="lastName" label="Last name" required>
          {(input) => <Input autoComplete="family-name" {...input} />}
        </BookingField>
        <BookingField name="email" label="Email" required>
          {(input) => <Input type="email" inputMode="email" autoComplete="email" {...input} />}
        </BookingField>
        <BookingField name="phone" label="Phone" required>
          {(input) => <Input type="tel" inputMode="tel" autoComplete="tel" {...input} />}
        </BookingField>
      </div>
      <Controller
        control={control}
        name="usi"
        render={({ field }) => (
          <Controller
            control={control}
            name="usiExempt"
            render={({ field: exempt }) => (
              <UsiField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                exempt={exempt.value}
                onExemptChange={(value) => {
                  exempt.onChange(value);
                  clearErrors('usi');
                }}
                error={errors.usi?.message}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="idDocuments"
        render={({ field }) => (
          <IdDocumentsField
            value={field.value}
            onChange={field.onChange}
            error={
              errors.idDocuments?.message ??
              errors.idDocuments?.root?.message ??
              firstFileError(errors.idDocuments)
            }
            inputRef={(element) => {
              assignRef(fileInputRef, element);
              field.ref(element);
            }}
          />
        )}
      />
    </BookingFieldset>
  );
}

function assignRef<T>(ref: Ref<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function firstFileError(error: FieldErrors<BookingInput>['idDocuments']): string | undefined {
  if (!Array.isArray(error)) return undefined;
  for (const item of error) {
    const message = item?.message ?? item?.root?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
