'use client';

import { useId, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { callAction, failureReason } from '@/lib/client/action-call';

import { cancelSessionAction } from '../../actions';

/** Cancels the whole session after a second press; every learner in it is mailed. */
export function CancelSession({ slotId, learners }: { slotId: string; learners: number }) {
  const router = useRouter();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, startTransition] = useTransition();

  if (!open)
    return (
      <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
        Cancel this session
      </Button>
    );
  return (
    <form
      className="grid w-full gap-2 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await callAction(
            () => cancelSessionAction({ slotId, reason }),
            'Could not cancel the session.',
          );
          if (result.ok) {
            toast.success(result.message);
            setOpen(false);
            router.refresh();
          } else toast.error(result.message, { description: failureReason(result) });
        });
      }}
    >
      <p className="font-medium">{`Cancel the session and tell its ${learners} ${learners === 1 ? 'learner' : 'learners'}?`}</p>
      <Label htmlFor={reasonId}>Reason (sent to the learners)</Label>
      <Textarea
        id={reasonId}
        value={reason}
        maxLength={1000}
        onChange={(event) => setReason(event.target.value)}
        disabled={pending}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? 'Cancelling…' : 'Cancel session and notify'}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
          Keep the session
        </Button>
      </div>
    </form>
  );
}
