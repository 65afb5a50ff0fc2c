'use client';

import { useWatch } from 'react-hook-form';

import { Textarea } from '@/components/ui/textarea';
import { assistanceOptions } from '@/lib/validation/booking-fields';

import { BookingChoice, BookingField, BookingFieldset, useBookingForm } from './booking-field';

/** Support the learner needs (the details box only when they say yes) and anything else they want to tell us. */
export function SupportFieldset() {
  const { control } = useBookingForm();
  const requiresAssistance = useWatch({ control, name: 'requiresAssistance' }) === 'yes';
  return (
    <BookingFieldset legend="Support and questions">
      <BookingChoice
        name="requiresAssistance"
        legend="Do you need assistance with reading, writing or numeracy, or any other support?"
        options={assistanceOptions}
      />
      {requiresAssistance ? (
        <BookingField name="assistanceDetails" label="Assistance details">
          {(textarea) => <Textarea placeholder="Tell us what would help you" {...textarea} />}
        </BookingField>
      ) : null}
      <BookingField name="message" label="Additional information (optional)">
        {(textarea) => (
          <Textarea
            placeholder="Anything else we should know, e.g. group size or dates that suit you"
            {...textarea}
          />
        )}
      </BookingField>
    </BookingFieldset>
  );
}
