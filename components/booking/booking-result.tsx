import { CheckCircle2Icon } from 'lucide-react';

import { telHref } from '@/content/contacts';
import { BOOKING_PREPARED_TITLE } from '@/lib/rules/booking-mail';
import { SESSION_FULL_MESSAGE } from '@/lib/rules/capacity';

/** What the form shows once a request is prepared (stored, or not when the server could not be reached). */
export type BookingSent = {
  reference: string | null;
  waitlisted: boolean;
  mailto: string;
  coordinator: string;
  phone: string;
  note: string | null;
};

/** The prepared request: its reference, the e-mail to send again, and the coordinator's phone. */
export function BookingResult({ sent }: { sent: BookingSent }) {
  return (
    <div
      role="status"
      className="border-success/40 bg-success/5 grid gap-2 rounded-lg border p-4"
      data-testid="booking-sent"
    >
      <p className="text-success flex items-center gap-2 font-semibold">
        <CheckCircle2Icon className="size-5" aria-hidden="true" />
        {BOOKING_PREPARED_TITLE}
      </p>
      {sent.waitlisted ? <p className="font-medium">{SESSION_FULL_MESSAGE}.</p> : null}
      {sent.reference ? (
        <p>
          Your reference is <strong data-testid="booking-reference">{sent.reference}</strong>. We have kept
          your request; send the e-mail that opened so {sent.coordinator} can confirm your place.
        </p>
      ) : (
        <p>{sent.note}</p>
      )}
      <p className="text-sm">
        No e-mail app opened?{' '}
        <a
          href={sent.mailto}
          className="text-primary font-medium underline underline-offset-4"
          data-testid="booking-mailto"
        >
          Open the e-mail again
        </a>{' '}
        or call {sent.coordinator} on{' '}
        <a href={telHref(sent.phone)} className="text-primary font-medium underline underline-offset-4">
          {sent.phone}
        </a>
        .
      </p>
    </div>
  );
}
