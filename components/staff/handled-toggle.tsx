'use client';

import { useId, useOptimistic, useTransition } from 'react';
import { toast } from 'sonner';

import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { callAction, failureReason } from '@/lib/client/action-call';

import { setHandledAction } from '@/app/staff/actions';

/** The 'Handled' switch of one booking request or enquiry; the page refreshes from the server after each change. */
export function HandledToggle({
  kind,
  id,
  handled,
  label,
}: {
  kind: 'booking' | 'enquiry';
  id: string;
  handled: boolean;
  label: string;
}) {
  const switchId = useId();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(handled);

  return (
    <div className="flex items-center gap-2">
      <Switch
        id={switchId}
        checked={optimistic}
        disabled={pending}
        aria-label={`Handled: ${label}`}
        onCheckedChange={(checked) =>
          startTransition(async () => {
            setOptimistic(checked);
            const result = await callAction(
              () => setHandledAction({ kind, id, handled: checked }),
              'Could not save the change. Please try again.',
            );
            if (!result.ok) toast.error('Error', { description: failureReason(result) });
          })
        }
      />
      <Label htmlFor={switchId} className="font-normal">
        Handled
      </Label>
    </div>
  );
}
