'use client';

import { Loader2Icon } from 'lucide-react';

import { updateSlotAction } from '@/app/calendar/actions';
import { FormError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { slotToasts } from '@/lib/rules/calendar-messages';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import type { SlotInput } from '@/lib/validation/slot';

import { SlotFields } from './slot-fields';
import { useSlotForm } from './use-slot-form';

function inputOf(slot: AvailabilitySlot): SlotInput {
  return {
    date: slot.date,
    course_name: slot.courseName,
    location: slot.locationSlug,
    start_time: slot.startTime,
    end_time: slot.endTime,
    max_students: slot.maxStudents,
    current_bookings: slot.currentBookings,
    price: slot.price,
    status: slot.status,
  };
}

/** One slot in inline edit, with Save and Cancel. */
export function EditSlotForm({
  slot,
  onDone,
}: {
  slot: AvailabilitySlot;
  onDone: (saved: AvailabilitySlot | null) => void;
}) {
  const { form, pending, formError, onSubmit } = useSlotForm({
    defaultValues: inputOf(slot),
    failedMessage: slotToasts.updateFailed,
    save: (values) => updateSlotAction({ ...values, id: slot.id }),
    onSaved: onDone,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label={`Edit ${slot.courseName}`}
      data-testid="edit-slot-form"
    >
      <SlotFields form={form} idPrefix={`slot-${slot.id}`} />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {pending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
