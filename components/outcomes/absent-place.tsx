'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { cancelPlaceAction } from '@/app/staff/actions';
import { callAction, failureReason } from '@/lib/client/action-call';

/**
 * An absent learner's place, cancelled by staff under the policy (the learner is mailed with the CANCEL invite and
 * the place goes to the waitlist), after a second press. Moving to another session is done from /staff.
 */
export function AbsentPlace({ bookingId, name }: { bookingId: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  if (!open)
    return (
      <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={() => setOpen(true)}>
        {`Cancel ${name}'s place`}
      </Button>
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm">{`Cancel ${name}'s place and tell them?`}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="destructive"
          size="sm"
          className="min-h-11"
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              const result = await callAction(
                () => cancelPlaceAction({ bookingId, reason: 'Absent from the session' }),
                'Could not cancel the place.',
              );
              if (result.ok) {
                toast.success(result.message);
                router.refresh();
              } else toast.error(result.message, { description: failureReason(result) });
            })
          }
        >
          {pending ? 'Cancelling…' : 'Cancel the place'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="min-h-11"
          disabled={pending}
          onClick={() => setOpen(false)}
        >
          Keep it
        </Button>
      </div>
    </div>
  );
}
