import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { buttonVariants } from '@/components/ui/button';
import { requireSession } from '@/lib/auth';
import { placesLeft, placesLeftLabel } from '@/lib/rules/capacity';
import { sessionWhen } from '@/lib/rules/enrolment-mail';
import { isStaffRole } from '@/lib/rules/roles';
import { pageMetadata } from '@/lib/rules/seo';
import { loadSessionOutcomes } from '@/lib/server/outcomes';
import { loadRoster } from '@/lib/server/rosters';

import { Roll } from '@/components/outcomes/roll';
import { RosterReadiness } from '@/components/staff/roster-readiness';
import { StaffTable } from '@/components/staff/staff-table';

import { CancelSession } from './cancel-session';
import { PrintButton } from './print-button';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Session Roster',
  description: 'Confirmed learners of one session, printable as a sign-in sheet.',
  path: '/staff/sessions',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ notice?: string | string[] }> };

/** What the roll's place forms did, shown when they bring staff back here (the learner's row has gone). */
const notices: Record<string, string> = {
  moved: 'The place was moved to the other session and the learner sent the new invite.',
  cancelled: 'The place was cancelled under the refund policy and the learner told.',
};

/** One session's roster for staff: on screen, as an A4 sign-in sheet (print) and as CSV. */
export default async function SessionRosterPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const { notice } = await searchParams;
  const noticeText = typeof notice === 'string' ? notices[notice] : undefined;
  const session = await requireSession(`/staff/sessions/${id}`);
  if (!isStaffRole(session.role)) {
    return <StaffPageDenied title="Session Roster" />;
  }
  const roster = isUuid(id) ? await loadRoster(session, id) : null;
  if (!roster) notFound();
  const { slot, learners } = roster;
  const outcomes = await loadSessionOutcomes(session, slot.id);
  const confirmed = learners.filter((learner) => learner.status === 'confirmed');
  const others = learners.filter((learner) => learner.status !== 'confirmed');
  const left = placesLeft(slot.maxStudents, slot.currentBookings);
  const held = slot.currentBookings - confirmed.length - others.filter((l) => l.status === 'offered').length;

  return (
    <>
      <div className="print-hidden">
        <PageHeader title="Session Roster" lead={`${slot.courseName}, ${slot.location}`} />
      </div>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 print:block print:px-0 print:py-0">
        {noticeText ? (
          <p role="status" className="print-hidden rounded-lg border bg-green-50 p-4 text-sm text-green-900">
            {noticeText}
          </p>
        ) : null}
        <header className="grid gap-1">
          <h2 className="text-2xl font-bold print:text-lg">{`Sign-in sheet: ${slot.courseName}`}</h2>
          <p>{sessionWhen(slot)}</p>
          <p>{`${slot.location} · ${confirmed.length} confirmed · ${placesLeftLabel(left)} of ${slot.maxStudents}${
            held > 0 ? ` · ${held} held by hand` : ''
          }`}</p>
        </header>
        <div className="print-hidden flex flex-wrap gap-2">
          <PrintButton />
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={`/staff/sessions/${slot.id}/roster`}
            download
          >
            Download CSV
          </a>
          <a className={buttonVariants({ variant: 'outline' })} href="/staff">
            Back to booking requests
          </a>
          {learners.length > 0 ? <CancelSession slotId={slot.id} learners={learners.length} /> : null}
        </div>
        {confirmed.length === 0 ? (
          <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
            No confirmed learners yet.
          </p>
        ) : (
          <StaffTable
            label="Confirmed learners"
            caption
            testId="roster"
            columns={['#', 'Name', 'Phone', 'USI', 'Special requirements', 'Signature']}
            regionClassName="print:overflow-visible"
            className="border-collapse print:text-xs"
            headRowClassName="border-b text-left"
            headCellClassName="py-2 pr-3"
          >
            {confirmed.map((learner, index) => (
              <tr key={learner.reference} className="border-b align-top">
                <td className="py-3 pr-3 tabular-nums">{index + 1}</td>
                <th scope="row" className="py-3 pr-3 text-left font-medium">
                  {learner.name}
                  <span className="text-muted-foreground block text-xs font-normal">{learner.reference}</span>
                </th>
                <td className="py-3 pr-3 whitespace-nowrap">{learner.phone}</td>
                <td className="py-3 pr-3">{learner.usiStatus}</td>
                <td className="py-3 pr-3 break-words">{learner.specialRequirements}</td>
                <td className="min-w-32 border-b border-dashed py-3 pr-3" aria-label="Signature" />
              </tr>
            ))}
          </StaffTable>
        )}
        {outcomes ? <Roll outcomes={outcomes} /> : null}
        <RosterReadiness session={session} slotId={slot.id} />
        {others.length > 0 ? (
          <section className="print-hidden grid gap-2" aria-labelledby="waiting">
            <h3 id="waiting" className="text-lg font-semibold">
              Offered and waitlisted
            </h3>
            <ol className="list-decimal pl-5 text-sm">
              {others.map((learner) => (
                <li
                  key={learner.reference}
                >{`${learner.name} (${learner.reference}): ${learner.status === 'offered' ? 'place offered' : 'waitlisted'}`}</li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </>
  );
}
