'use client';

import { useEffect } from 'react';
import { Loader2Icon, PlusIcon } from 'lucide-react';

import { addSlotAction } from '@/app/calendar/actions';
import { FormError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { slotToasts } from '@/lib/rules/calendar-messages';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import { slotFormDefaults } from '@/lib/validation/slot';

import { SlotFields } from './slot-fields';
import { useSlotForm } from './use-slot-form';

type Props = {
  /** The calendar's selected date, used until the date box is edited. */
  selectedDate: string;
  /** The location of a location calendar; empty on the all-locations calendar. */
  defaultLocation: string;
  onAdded: (slot: AvailabilitySlot) => void;
};

/** 'Add New Availability Slot' with the spec's defaults: 09:00 to 17:00, 20 students, 0 booked, $149, available. */
export function AddSlotForm({ selectedDate, defaultLocation, onAdded }: Props) {
  const { form, pending, formError, onSubmit } = useSlotForm({
    defaultValues: { ...slotFormDefaults, date: selectedDate, location: defaultLocation },
    failedMessage: slotToasts.addFailed,
    save: addSlotAction,
    onSaved: (slot, values) => {
      form.reset({ ...slotFormDefaults, date: values.date, location: values.location });
      onAdded(slot);
    },
  });
  const { getFieldState, setValue } = form;

  useEffect(() => {
    if (!getFieldState('date').isDirty) setValue('date', selectedDate);
  }, [selectedDate, getFieldState, setValue]);

  return (
    <Card className="gap-4" data-testid="add-slot-form">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-lg">Add New Availability Slot</h3>
        </CardTitle>
        <CardDescription>Fields marked * are required.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Add New Availability Slot">
          <SlotFields form={form} idPrefix="new-slot" />
          <FormError message={formError} />
          <Button type="submit" variant="brand" disabled={pending} className="w-full sm:w-fit">
            {pending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <PlusIcon aria-hidden="true" />
            )}
            {pending ? 'Adding slot...' : 'Add Slot'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
