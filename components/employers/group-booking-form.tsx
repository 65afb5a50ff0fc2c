'use client';

import { useState } from 'react';

import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePageActionState } from '@/lib/client/page-action-state';
import { ticketStatusLabels, type TicketStatus } from '@/lib/rules/employer-tickets';
import { groupQuote, groupQuoteWords } from '@/lib/rules/group-booking';
import { formatCents } from '@/lib/rules/payments';
import type { FormState } from '@/lib/rules/form-state';

export type GroupBookingWorker = { id: string; fullName: string; site: string | null; status: TicketStatus | null };
export type GroupBookingSession = {
  id: string;
  label: string;
  placesLeft: number;
  heldByUs: number;
  placeCents: number;
};

type Props = {
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  employerId: string;
  workers: readonly GroupBookingWorker[];
  sessions: readonly GroupBookingSession[];
  /** "Any session of {ticket} at {location}", when both are chosen. */
  anySession: { unitCode: string; location: string; label: string } | null;
  accountsEmail: string;
};

/** The statuses a manager books to close: pre-ticked when a ticket is chosen. */
const GAPS: ReadonlySet<TicketStatus> = new Set(['missing', 'expired', 'expiring']);

/**
 * Workers ticked, one session (or any session of the ticket at a location), the PO number and the accounts
 * address: one post books the group on one invoice. A plain form without JavaScript; with it, the quote follows
 * the ticks.
 */
export function GroupBookingForm({ action, employerId, workers, sessions, anySession, accountsEmail }: Props) {
  const [state, formAction] = usePageActionState(action, null);
  const echoed = state?.values ?? {};
  const ticked = (id: string, status: TicketStatus | null) =>
    state ? (echoed.workerId ?? '').split('\n').includes(id) : status !== null && GAPS.has(status);
  const [count, setCount] = useState(() => workers.filter((worker) => ticked(worker.id, worker.status)).length);
  const [slot, setSlot] = useState(echoed.slot ?? '');
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  const chosen = sessions.find((session) => session.id === slot);
  return (
    <form
      action={formAction}
      aria-label="Book workers"
      className="grid gap-5"
      data-testid="group-booking"
      noValidate
      onChange={(event) => {
        const form = event.currentTarget;
        setCount(form.querySelectorAll('input[name="workerId"]:checked').length);
        setSlot((form.querySelector('input[name="slot"]:checked') as HTMLInputElement | null)?.value ?? '');
      }}
    >
      <input type="hidden" name="employerId" value={employerId} />
      {anySession ? (
        <>
          <input type="hidden" name="unit" value={anySession.unitCode} />
          <input type="hidden" name="location" value={anySession.location} />
        </>
      ) : null}
      <fieldset className="grid gap-2" aria-describedby={errors.workerId ? 'group-workers-error' : undefined}>
        <legend className="mb-1 font-semibold">Workers</legend>
        {workers.length === 0 ? <p>Add workers to your crew first.</p> : null}
        {workers.map((worker) => (
          <div key={worker.id} className="flex items-start gap-2">
            <input
              id={`group-worker-${worker.id}`}
              type="checkbox"
              name="workerId"
              value={worker.id}
              defaultChecked={ticked(worker.id, worker.status)}
              className="mt-1 size-4"
            />
            <Label htmlFor={`group-worker-${worker.id}`} className="font-normal">
              {worker.fullName}
              {worker.site ? `, ${worker.site}` : ''}
              {worker.status ? ` (${ticketStatusLabels[worker.status]})` : ''}
            </Label>
          </div>
        ))}
        {errors.workerId ? (
          <p id="group-workers-error" className="text-destructive text-sm font-medium">
            {errors.workerId}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby={errors.slot ? 'group-slot-error' : undefined}>
        <legend className="mb-1 font-semibold">Session</legend>
        {anySession ? (
          <div className="flex items-start gap-2">
            <input
              id="group-slot-any"
              type="radio"
              name="slot"
              value="any"
              defaultChecked={echoed.slot === 'any'}
              className="mt-1 size-4"
            />
            <Label htmlFor="group-slot-any" className="font-normal">
              {anySession.label}
            </Label>
          </div>
        ) : null}
        {sessions.length === 0 ? <p>No sessions to come match this choice.</p> : null}
        {sessions.map((session) => (
          <div key={session.id} className="flex items-start gap-2">
            <input
              id={`group-slot-${session.id}`}
              type="radio"
              name="slot"
              value={session.id}
              defaultChecked={echoed.slot === session.id}
              disabled={session.placesLeft === 0}
              className="mt-1 size-4"
            />
            <Label htmlFor={`group-slot-${session.id}`} className="font-normal">
              {session.label}: {formatCents(session.placeCents)} a place,{' '}
              {session.placesLeft === 0
                ? 'full'
                : `${session.placesLeft} place${session.placesLeft === 1 ? '' : 's'} left`}
              {session.heldByUs > 0 ? ` (${session.heldByUs} held for you)` : ''}
            </Label>
          </div>
        ))}
        {errors.slot ? (
          <p id="group-slot-error" className="text-destructive text-sm font-medium">
            {errors.slot}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="group-po">
            Purchase-order number<span aria-hidden="true"> *</span>
          </Label>
          <Input
            id="group-po"
            name="purchaseOrder"
            maxLength={60}
            autoComplete="off"
            defaultValue={echoed.purchaseOrder ?? ''}
            aria-required
            aria-invalid={errors.purchaseOrder ? true : undefined}
            aria-describedby={errors.purchaseOrder ? 'group-po-error' : undefined}
          />
          {errors.purchaseOrder ? (
            <p id="group-po-error" className="text-destructive text-sm font-medium">
              {errors.purchaseOrder}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="group-accounts">
            Send the tax invoice to<span aria-hidden="true"> *</span>
          </Label>
          <Input
            id="group-accounts"
            name="accountsEmail"
            type="email"
            autoComplete="email"
            defaultValue={echoed.accountsEmail ?? accountsEmail}
            aria-required
            aria-invalid={errors.accountsEmail ? true : undefined}
            aria-describedby={errors.accountsEmail ? 'group-accounts-error' : undefined}
          />
          {errors.accountsEmail ? (
            <p id="group-accounts-error" className="text-destructive text-sm font-medium">
              {errors.accountsEmail}
            </p>
          ) : null}
        </div>
      </div>

      <p className="text-sm" aria-live="polite" data-testid="group-quote">
        {count} worker{count === 1 ? '' : 's'} chosen
        {chosen && count > 0 ? `: ${groupQuoteWords(groupQuote(chosen.placeCents, count))}` : '.'}
      </p>
      <FormOutcome state={state} />
      <div>
        <SubmitButton variant="brand" busyLabel="Booking…">
          Book and send invoice
        </SubmitButton>
      </div>
    </form>
  );
}
