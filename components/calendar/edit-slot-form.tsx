'use client';

import { useState, useTransition } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { updateSlotAction } from '@/app/calendar/actions';
import { Button } from '@/components/ui/button';
import { slotToasts } from '@/lib/rules/calendar-messages';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import { slotSchema, type SlotData, type SlotInput } from '@/lib/validation/slot';

import { firstFormError } from './slot-form-errors';
import { SlotFields } from './slot-fields';
import { callAction } from '@/lib/client/action-call';

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
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SlotInput, unknown, SlotData>({
    resolver: zodResolver(slotSchema),
    defaultValues: inputOf(slot),
  });
  const { handleSubmit, getValues, setError } = form;

  const onInvalid = (errors: FieldErrors<SlotInput>) => {
    const message = firstFormError(errors) ?? slotToasts.updateFailed;
    setFormError(message);
    toast.error('Error', { description: message });
  };

  const onValid = () => {
    setFormError(null);
    const values = getValues();
    startTransition(async () => {
      const result = await callAction(
        () => updateSlotAction({ ...values, id: slot.id }),
        slotToasts.updateFailed,
      );
      if (result.ok) {
        toast.success(result.message);
        onDone(result.data);
        return;
      }
      for (const [name, message] of Object.entries(result.fieldErrors)) {
        setError(name as keyof SlotInput, { message });
      }
      setFormError(result.detail ?? null);
      toast.error('Error', { description: result.message });
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="grid gap-4"
      aria-label={`Edit ${slot.courseName}`}
      data-testid="edit-slot-form"
    >
      <SlotFields form={form} idPrefix={`slot-${slot.id}`} />
      {formError ? (
        <p role="alert" className="text-destructive text-sm font-medium">
          {formError}
        </p>
      ) : null}
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
