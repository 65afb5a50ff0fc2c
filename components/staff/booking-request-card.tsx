import { formatDateDMY, formatProviderDateTime } from '@/lib/rules/format';
import type { BookingRequestItem } from '@/lib/server/staff-inbox';
import { deliveryMethods, labelOf, trainingLevels } from '@/lib/validation/booking-fields';

import { Detail } from './detail';
import { EmailDetail } from './email-detail';
import { EnrolmentControls, type SessionOption } from './enrolment-controls';
import { HandledToggle } from './handled-toggle';
import { RequestCard } from './request-card';

const STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  pending: 'Book and pay: not paid yet',
  held: 'Book and pay: paying now (place held)',
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  offered: 'Place offered',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** A booking request on /staff: what was asked for, where it stands, and the controls to place it. */
export function BookingRequestCard({
  item,
  sessions,
  sessionNames,
}: {
  item: BookingRequestItem;
  sessions: readonly SessionOption[];
  sessionNames: ReadonlyMap<string, string>;
}) {
  const name = `${item.firstName} ${item.lastName}`;
  const inSession = item.slotId ? (sessionNames.get(item.slotId) ?? 'a past session') : null;
  return (
    <RequestCard
      testId="booking-request"
      label={`${item.reference}: ${name}`}
      title={`${item.reference}: ${name}`}
      createdAt={item.createdAt}
      state={item.state}
      toggle={
        <HandledToggle
          kind="booking"
          id={item.id}
          handled={item.handled}
          label={`${item.reference} ${name}`}
        />
      }
    >
      <dl className="grid gap-1.5 text-sm">
        <Detail term="Course">{item.course}</Detail>
        <EmailDetail email={item.email} />
        <Detail term="Phone">{item.phone}</Detail>
        <Detail term="USI">{item.usiExempt ? 'Exempt' : (item.usi ?? 'None')}</Detail>
        <Detail term="Training level">{labelOf(trainingLevels, item.trainingLevel)}</Detail>
        <Detail term="Delivery method">{labelOf(deliveryMethods, item.deliveryMethod)}</Detail>
        <Detail term="Preferred location">{item.preferredLocation ?? 'No preference'}</Detail>
        <Detail term="Preferred date">
          {item.preferredDate ? formatDateDMY(item.preferredDate) : 'Not specified'}
        </Detail>
        <Detail term="Assistance">
          {item.requiresAssistance
            ? `Yes${item.assistanceDetails ? `: ${item.assistanceDetails}` : ''}`
            : 'No'}
        </Detail>
        <Detail term="ID documents">{`${item.idDocumentsCount} chosen (collected separately)`}</Detail>
        {item.message ? <Detail term="Message">{item.message}</Detail> : null}
        <Detail term="Status">
          <span data-testid="booking-status">{STATUS_LABELS[item.status] ?? item.status}</span>
          {inSession ? ` · ${inSession}` : ''}
          {item.offerExpiresAt ? ` · held until ${formatProviderDateTime(item.offerExpiresAt)}` : ''}
          {item.declineReason ? ` · ${item.declineReason}` : ''}
          {item.slotId && sessionNames.has(item.slotId) ? (
            <>
              {' · '}
              <a
                className="text-primary underline underline-offset-4"
                href={`/staff/sessions/${item.slotId}`}
              >
                Session roster
              </a>
            </>
          ) : null}
        </Detail>
      </dl>
      <EnrolmentControls
        bookingId={item.id}
        reference={item.reference}
        status={item.status}
        defaultSlotId={item.slotId ?? item.requestedSlotId}
        // Only a booking without a place shows the session picker: the others would send every upcoming session to
        // the browser for nothing, once per card (hundreds of cards times hundreds of sessions on a busy calendar).
        sessions={item.status === 'confirmed' || item.status === 'offered' ? [] : sessions}
      />
    </RequestCard>
  );
}
