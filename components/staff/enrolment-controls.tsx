'use client';

import { useId, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { callAction, failureReason } from '@/lib/client/action-call';
import type { ActionResult } from '@/lib/rules/action-result';

import {
  cancelPlaceAction,
  confirmBookingAction,
  declineBookingAction,
  waitlistBookingAction,
} from '@/app/staff/actions';

export type SessionOption = { id: string; label: string };

type Busy = 'confirm' | 'waitlist' | 'decline' | 'cancel' | null;

/**
 * Staff controls of one booking request: confirm into a session (the one the visitor picked, prefilled), waitlist,
 * decline with a reason, or cancel a place. The server decides whether a confirmation gets a place or the waitlist.
 */
export function EnrolmentControls({
  bookingId,
  reference,
  status,
  defaultSlotId,
  sessions,
}: {
  bookingId: string;
  reference: string;
  status: string;
  defaultSlotId: string | null;
  sessions: readonly SessionOption[];
}) {
  const router = useRouter();
  const selectId = useId();
  const reasonId = useId();
  const [slotId, setSlotId] = useState(defaultSlotId ?? '');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [, startTransition] = useTransition();
  const holdsPlace = status === 'confirmed' || status === 'offered';
  const closed = status === 'declined' || status === 'cancelled';

  function run(kind: Exclude<Busy, null>, call: () => Promise<ActionResult<unknown>>, failure: string) {
    setBusy(kind);
    startTransition(async () => {
      const result = await callAction(call, failure);
      setBusy(null);
      if (result.ok) {
        toast.success(result.message);
        setDeclining(false);
        router.refresh();
      } else toast.error(result.message, { description: failureReason(result) });
    });
  }

  const disabled = busy !== null;
  const hasSession = slotId !== '';

  return (
    <div className="grid gap-3 border-t pt-3" data-testid="enrolment-controls">
      {!holdsPlace ? (
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>{`Session for ${reference}`}</Label>
          <NativeSelect
            id={selectId}
            value={slotId}
            onChange={(event) => setSlotId(event.target.value)}
            disabled={disabled}
          >
            <option value="">Choose a session…</option>
            {sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {session.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!holdsPlace ? (
          <>
            <Button
              type="button"
              size="sm"
              variant="brand"
              disabled={disabled || !hasSession}
              aria-label={`Confirm ${reference} into the chosen session`}
              onClick={() =>
                run(
                  'confirm',
                  () => confirmBookingAction({ bookingId, slotId }),
                  'Could not confirm the booking.',
                )
              }
            >
              {busy === 'confirm' ? 'Confirming…' : 'Confirm'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={disabled || !hasSession || status === 'waitlisted'}
              aria-label={`Waitlist ${reference} for the chosen session`}
              onClick={() =>
                run(
                  'waitlist',
                  () => waitlistBookingAction({ bookingId, slotId }),
                  'Could not add the request to the waitlist.',
                )
              }
            >
              {busy === 'waitlist' ? 'Adding to waitlist…' : 'Waitlist'}
            </Button>
            {!closed ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={disabled}
                aria-expanded={declining}
                aria-label={`Decline ${reference}`}
                onClick={() => setDeclining((open) => !open)}
              >
                Decline
              </Button>
            ) : null}
          </>
        ) : null}
        {holdsPlace || status === 'waitlisted' ? (
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={disabled}
            aria-label={`Cancel the place of ${reference}`}
            onClick={() =>
              run('cancel', () => cancelPlaceAction({ bookingId }), 'Could not cancel the place.')
            }
          >
            {busy === 'cancel' ? 'Cancelling…' : holdsPlace ? 'Cancel place' : 'Remove from waitlist'}
          </Button>
        ) : null}
      </div>
      {declining ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            run(
              'decline',
              () => declineBookingAction({ bookingId, reason }),
              'Could not decline the request.',
            );
          }}
        >
          <Label htmlFor={reasonId}>Reason for declining (sent to the learner)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={1000}
            required
            onChange={(event) => setReason(event.target.value)}
            disabled={disabled}
          />
          <div>
            <Button type="submit" size="sm" variant="destructive" disabled={disabled || reason.trim() === ''}>
              {busy === 'decline' ? 'Declining…' : 'Send decline'}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
