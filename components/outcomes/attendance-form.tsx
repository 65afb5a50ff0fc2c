'use client';

import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';

import { FormOutcome } from '@/components/form/form-outcome';
import { Button } from '@/components/ui/button';
import { site } from '@/content/site';
import { attendanceFormAction } from '@/app/staff/outcomes/actions';
import { attendanceLabels, attendanceStatuses, type AttendanceStatus } from '@/lib/rules/outcomes';

function Choices({ current, name }: { current: AttendanceStatus | null; name: string }) {
  const { pending, data } = useFormStatus();
  const busy = pending ? data?.get('status') : null;
  return (
    <div role="group" aria-label={`Attendance of ${name}`} className="flex flex-wrap gap-2">
      {attendanceStatuses.map((status) => (
        <Button
          key={status}
          type="submit"
          name="status"
          value={status}
          size="sm"
          className="min-h-11 min-w-20"
          variant={current === status ? (status === 'absent' ? 'destructive' : 'default') : 'outline'}
          aria-pressed={current === status}
          disabled={pending}
        >
          {busy === status ? 'Saving…' : attendanceLabels[status]}
        </Button>
      ))}
    </div>
  );
}

/** Present, late or absent for one learner, one tap each on a phone; the time of the mark shows beside it. */
export function AttendanceForm(props: {
  slotId: string;
  bookingId: string;
  name: string;
  status: AttendanceStatus | null;
  markedAt: string | null;
  version: number;
}) {
  const [state, action] = useActionState(attendanceFormAction, null);
  return (
    <form action={action} className="grid gap-2" data-testid={`attendance-${props.bookingId}`}>
      <input type="hidden" name="slotId" value={props.slotId} />
      <input type="hidden" name="bookingId" value={props.bookingId} />
      <input type="hidden" name="version" value={props.version} />
      <Choices current={props.status} name={props.name} />
      {props.markedAt ? (
        <p className="text-muted-foreground text-xs">
          {`${attendanceLabels[props.status!]} at ${new Intl.DateTimeFormat('en-AU', {
            timeZone: site.timeZone,
            hour: 'numeric',
            minute: '2-digit',
          }).format(new Date(props.markedAt))}`}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">Not marked yet</p>
      )}
      {state && !state.ok ? <FormOutcome state={state} /> : null}
    </form>
  );
}
