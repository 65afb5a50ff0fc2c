import { connection } from 'next/server';

import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { requireSession } from '@/lib/auth';
import { formatDateDMY } from '@/lib/rules/format';
import { isStaffRole } from '@/lib/rules/roles';
import { pageMetadata } from '@/lib/rules/seo';
import { listAttemptsForStaff, type LearnerAttempts } from '@/lib/server/assessment-attempts';
import {
  listBookingRequests,
  listEnquiries,
  type BookingRequestItem,
  type EnquiryItem,
} from '@/lib/server/staff-inbox';
import { deliveryMethods, labelOf, trainingLevels } from '@/lib/validation/booking-fields';

import { site } from '@/content/site';
import { placesLeft, placesLeftLabel } from '@/lib/rules/capacity';
import { todayIn } from '@/lib/rules/slot-format';
import { listSlots, type AvailabilitySlot } from '@/lib/server/slots';

import { EnrolmentControls, type SessionOption } from './enrolment-controls';
import { HandledToggle } from './handled-toggle';
import { StaffTable } from './staff-table';
import { formatProviderDateTime } from '@/lib/rules/format';

export const metadata = pageMetadata({
  title: 'Booking Requests and Enquiries',
  description: 'Staff list of booking requests and enquiries.',
  path: '/staff',
  noIndex: true,
});

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function EmailDetail({ email }: { email: string }) {
  return (
    <Detail term="Email">
      <a className="text-primary underline underline-offset-4" href={`mailto:${email}`}>
        {email}
      </a>
    </Detail>
  );
}

/** A stored request (booking or enquiry): its title, when and where from, and its 'handled' toggle. */
function RequestCard({
  testId,
  label,
  title,
  createdAt,
  state,
  note,
  toggle,
  children,
}: {
  testId: string;
  label: string;
  title: string;
  createdAt: string;
  state: string;
  note?: string;
  toggle: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article
      className="bg-card grid gap-3 rounded-lg border p-4 shadow-xs"
      data-testid={testId}
      aria-label={label}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{title}</h3>
          <p className="text-muted-foreground text-sm">
            <time dateTime={createdAt}>{formatProviderDateTime(createdAt)}</time> · {state}
            {note ? ` · ${note}` : null}
          </p>
        </div>
        {toggle}
      </div>
      {children}
    </article>
  );
}

const STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  offered: 'Place offered',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

function sessionLabel(slot: AvailabilitySlot): string {
  const left = placesLeft(slot.maxStudents, slot.currentBookings);
  return `${slot.courseName}: ${formatDateDMY(slot.date)} ${slot.startTime}, ${slot.location} (${
    left > 0 ? placesLeftLabel(left) : 'full: waitlist'
  })`;
}

function BookingRequestCard({
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
        sessions={sessions}
      />
    </RequestCard>
  );
}

function EnquiryCard({ item }: { item: EnquiryItem }) {
  return (
    <RequestCard
      testId="enquiry"
      label={`Enquiry from ${item.name}`}
      title={item.name}
      createdAt={item.createdAt}
      state={item.state}
      note={`mail ${item.mailStatus}`}
      toggle={
        <HandledToggle
          kind="enquiry"
          id={item.id}
          handled={item.handled}
          label={`enquiry from ${item.name}`}
        />
      }
    >
      <dl className="grid gap-1.5 text-sm">
        <Detail term="Course">{item.courseInterested}</Detail>
        <EmailDetail email={item.email} />
        <Detail term="Phone">{item.phone ?? 'Not given'}</Detail>
        <Detail term="Enquiry">{item.enquiry}</Detail>
      </dl>
    </RequestCard>
  );
}

function LearnerAttemptsRow({ group }: { group: LearnerAttempts }) {
  const count = group.attempts.length;
  return (
    <tr className="border-t align-top" data-testid="learner-attempts">
      <th scope="row" className="py-2 pr-3 text-left font-medium break-all">
        {group.learner}
      </th>
      <td className="py-2 pr-3">{group.unitCode}</td>
      <td className="py-2 pr-3 tabular-nums">{count}</td>
      <td className="py-2 pr-3">
        {group.firstCompetentAttempt === null ? (
          <Badge variant="secondary">Not yet competent</Badge>
        ) : (
          <Badge variant={group.firstCompetentAttempt > 3 ? 'brand' : 'secondary'}>
            {`COMPETENT on attempt ${group.firstCompetentAttempt} of ${count}`}
          </Badge>
        )}
      </td>
      <td className="py-2">
        <ol className="grid gap-0.5">
          {group.attempts.map((attempt) => (
            <li key={attempt.id} className="tabular-nums">
              <time dateTime={attempt.createdAt}>{formatProviderDateTime(attempt.createdAt)}</time>
              {`: ${attempt.correct}/${attempt.total} (${attempt.scorePercent}%) ${attempt.competent ? 'COMPETENT' : 'NOT YET COMPETENT'}`}
            </li>
          ))}
        </ol>
      </td>
    </tr>
  );
}

function AttemptsSection({ groups }: { groups: LearnerAttempts[] }) {
  return (
    <section aria-labelledby="assessment-attempts" className="grid content-start gap-4 xl:col-span-2">
      <h2 id="assessment-attempts" className="text-xl font-bold">
        Theory assessment attempts
      </h2>
      <p className="text-muted-foreground text-sm">
        Every submission is recorded, signed in or not (anonymous learners by a browser cookie), oldest
        attempt first. A COMPETENT result after a long run of attempts may have been found by trial.
      </p>
      {groups.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
          No assessment attempts yet.
        </p>
      ) : (
        <StaffTable
          label="Attempts by learner and unit"
          columns={['Learner', 'Unit', 'Attempts', 'Result', 'Times and scores']}
          regionClassName="rounded-lg border p-3"
          headRowClassName="text-muted-foreground text-left"
          headCellClassName="pr-3 pb-2 font-medium last:pr-0"
        >
          {groups.map((group) => (
            <LearnerAttemptsRow key={`${group.learner}:${group.unitCode}`} group={group} />
          ))}
        </StaffTable>
      )}
    </section>
  );
}

function Section<T extends { id: string; handled: boolean }>({
  id,
  title,
  items,
  empty,
  render,
}: {
  id: string;
  title: string;
  items: T[];
  empty: string;
  render: (item: T) => React.ReactNode;
}) {
  const open = items.filter((item) => !item.handled).length;
  return (
    <section aria-labelledby={id} className="grid content-start gap-4">
      <h2 id={id} className="flex flex-wrap items-center gap-2 text-xl font-bold">
        {title}
        <Badge variant={open > 0 ? 'brand' : 'secondary'}>{open} open</Badge>
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Stored booking requests and enquiries, newest first, for admins and collaborators (RLS lets nobody else read them). */
export default async function StaffPage() {
  await connection();
  const session = await requireSession('/staff');

  if (!isStaffRole(session.role)) {
    return (
      <>
        <PageHeader title="Booking Requests and Enquiries" />
        <section className="mx-auto max-w-3xl px-4 py-12" role="alert">
          <p className="text-lg">
            You don&apos;t have permission to view this page. Admin or collaborator role required.
          </p>
          <a href="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
            Back to Home
          </a>
        </section>
      </>
    );
  }

  const bookings = await listBookingRequests(session);
  const enquiries = await listEnquiries(session);
  const attempts = await listAttemptsForStaff(session);
  const upcoming = await listSlots('all', { from: todayIn(site.timeZone), session });
  const sessions = upcoming.map((slot) => ({ id: slot.id, label: sessionLabel(slot) }));
  const sessionNames = new Map(sessions.map((option) => [option.id, option.label]));

  return (
    <>
      <PageHeader
        title="Booking Requests and Enquiries"
        lead="Newest first. Switch on Handled once a request has been answered."
      >
        <a href="/calendar" className={buttonVariants({ variant: 'brand' })}>
          Manage Calendar
        </a>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:py-10 xl:grid-cols-2">
        <Section
          id="booking-requests"
          title="Booking requests"
          items={bookings}
          empty="No booking requests yet."
          render={(item) => (
            <BookingRequestCard item={item} sessions={sessions} sessionNames={sessionNames} />
          )}
        />
        <Section
          id="enquiries"
          title="Enquiries"
          items={enquiries}
          empty="No enquiries yet."
          render={(item) => <EnquiryCard item={item} />}
        />
        <AttemptsSection groups={attempts} />
      </div>
    </>
  );
}
