'use client';

import { useState, useTransition } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { callAction } from '@/lib/client/action-call';
import { showServerErrors } from '@/lib/client/server-field-errors';
import type { ActionResult } from '@/lib/rules/action-result';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import { slotSchema, type SlotData, type SlotInput } from '@/lib/validation/slot';

import { firstFormError } from './slot-form-errors';

/**
 * What the add and edit slot forms share: the schema, the one form-level message (the first problem, or the
 * server's reason), the toasts, and the server's field errors shown at their fields.
 */
export function useSlotForm({
  defaultValues,
  failedMessage,
  save,
  onSaved,
}: {
  defaultValues: SlotInput;
  /** The toast when the action fails without a message of its own, or the form does not pass. */
  failedMessage: string;
  save: (values: SlotInput) => Promise<ActionResult<AvailabilitySlot>>;
  onSaved: (slot: AvailabilitySlot, values: SlotInput) => void;
}) {
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SlotInput, unknown, SlotData>({ resolver: zodResolver(slotSchema), defaultValues });
  const { handleSubmit, getValues } = form;

  const onInvalid = (errors: FieldErrors<SlotInput>) => {
    const message = firstFormError(errors) ?? failedMessage;
    setFormError(message);
    toast.error('Error', { description: message });
  };

  const onValid = () => {
    setFormError(null);
    const values = getValues();
    startTransition(async () => {
      const result = await callAction(() => save(values), failedMessage);
      if (result.ok) {
        toast.success(result.message);
        onSaved(result.data, values);
        return;
      }
      showServerErrors(form, result.fieldErrors, Object.keys(defaultValues) as (keyof SlotInput)[]);
      setFormError(result.detail ?? null);
      toast.error('Error', { description: result.message });
    });
  };

  return { form, pending, formError, onSubmit: handleSubmit(onValid, onInvalid) };
}
