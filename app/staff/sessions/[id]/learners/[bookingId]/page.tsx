import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { site } from '@/content/site';
import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { UnitAssessment } from '@/components/outcomes/unit-assessment';
import { requireSession } from '@/lib/auth';
import { attendanceLabels, unitChecklist } from '@/lib/rules/outcomes';
import { isStaffRole } from '@/lib/rules/roles';
import { pageMetadata } from '@/lib/rules/seo';
import { loadSessionOutcomes, outcomeHistory } from '@/lib/server/outcomes';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Assess a Learner',
  description: 'Theory, the assessor checklist and the assessment decision for one learner.',
  path: '/staff/sessions',
  noIndex: true,
});

type Props = { params: Promise<{ id: string; bookingId: string }> };

/** One learner of a session, unit by unit: theory, the assessor's checklist record and the decision; then history. */
export default async function AssessLearnerPage({ params }: Props) {
  await connection();
  const { id, bookingId } = await params;
  const session = await requireSession(`/staff/sessions/${id}/learners/${bookingId}`);
  if (!isStaffRole(session.role)) {
    return <StaffPageDenied title="Assess a Learner" />;
  }
  if (!isUuid(id) || !isUuid(bookingId)) notFound();
  const outcomes = await loadSessionOutcomes(session, id);
  const learner = outcomes?.learners.find((candidate) => candidate.bookingId === bookingId);
  if (!outcomes || !learner) notFound();
  const history = await outcomeHistory(session, bookingId);

  return (
    <>
      <PageHeader title={`Assess ${learner.name}`} lead={`${outcomes.courseName}, ${outcomes.sessionDate}`} />
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8">
        <p>
          <Link className="underline" href={`/staff/sessions/${id}`}>
            Back to the roll
          </Link>
        </p>
        <p>{`Attendance: ${learner.attendance ? attendanceLabels[learner.attendance] : 'Not marked yet'}`}</p>
        {learner.units.map((unit) => (
          <UnitAssessment
            key={unit.unitCode}
            slotId={id}
            bookingId={bookingId}
            unitCode={unit.unitCode}
            unitTitle={unit.unitTitle}
            theory={unit.theory}
            theorySource={unit.theorySource}
            attemptAvailable={unit.attemptAvailable}
            checklist={unitChecklist(unit.unitCode)}
            ticked={unit.ticked}
            practical={unit.practical}
            assessorName={unit.assessorName}
            assessmentDate={unit.assessmentDate}
            overall={unit.overall}
            version={unit.version}
          />
        ))}
        <section aria-labelledby="history" className="grid gap-2">
          <h2 id="history" className="text-lg font-semibold">
            Changes
          </h2>
          {history.length === 0 ? (
            <p className="text-muted-foreground">Nothing recorded yet.</p>
          ) : (
            <ol className="grid gap-1 text-sm">
              {history.map((change, index) => (
                <li
                  key={index}
                >{`${new Date(change.at).toLocaleString('en-AU', { timeZone: site.timeZone })}: ${
                  change.unitCode ? `${change.unitCode} ` : ''
                }${change.summary}, by ${change.by}`}</li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
