'use client';

import { useEffect, useState, useTransition } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, PlusIcon } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { addSlotAction } from '@/app/calendar/actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { slotToasts } from '@/lib/rules/calendar-messages';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import { slotFormDefaults, slotSchema, type SlotData, type SlotInput } from '@/lib/validation/slot';

import { firstFormError } from './slot-form-errors';
import { SlotFields } from './slot-fields';
import { callAction } from '@/lib/client/action-call';

type Props = {
  /** The calendar's selected date, used until the date box is edited. */
  selectedDate: string;
  /** The location of a location calendar; empty on the all-locations calendar. */
  defaultLocation: string;
  onAdded: (slot: AvailabilitySlot) => void;
};

/** 'Add New Availability Slot' with the spec's defaults: 09:00 to 17:00, 20 students, 0 booked, $149, available. */
export function AddSlotForm({ selectedDate, defaultLocation, onAdded }: Props) {
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SlotInput, unknown, SlotData>({
    resolver: zodResolver(slotSchema),
    defaultValues: { ...slotFormDefaults, date: selectedDate, location: defaultLocation },
  });
  const { getFieldState, setValue, reset, setError, handleSubmit, getValues } = form;

  useEffect(() => {
    if (!getFieldState('date').isDirty) setValue('date', selectedDate);
  }, [selectedDate, getFieldState, setValue]);

  const onInvalid = (errors: FieldErrors<SlotInput>) => {
    const message = firstFormError(errors) ?? slotToasts.addFailed;
    setFormError(message);
    toast.error('Error', { description: message });
  };

  const onValid = () => {
    setFormError(null);
    const values = getValues();
    startTransition(async () => {
      const result = await callAction(() => addSlotAction(values), slotToasts.addFailed);
      if (result.ok) {
        toast.success(result.message);
        reset({ ...slotFormDefaults, date: values.date, location: values.location });
        onAdded(result.data);
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
    <Card className="gap-4" data-testid="add-slot-form">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-lg">Add New Availability Slot</h3>
        </CardTitle>
        <CardDescription>Fields marked * are required.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit(onValid, onInvalid)}
          className="grid gap-4"
          aria-label="Add New Availability Slot"
        >
          <SlotFields form={form} idPrefix="new-slot" />
          {formError ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {formError}
            </p>
          ) : null}
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
