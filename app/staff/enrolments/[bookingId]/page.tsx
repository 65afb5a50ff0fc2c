import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { VerifyButton } from '@/components/staff/verify-buttons';
import {
  disabilityTypes,
  enrolmentChoices,
  enrolmentQuestions,
  priorQualifications,
  recognitions,
  type Choice,
  type ChoiceField,
} from '@/content/enrolment-questions';
import { medicalQuestions, selfCheckQuestions } from '@/content/readiness';
import { site } from '@/content/site';
import { requireSession } from '@/lib/auth';
import { enrolmentStateLabels, enrolmentStateOf } from '@/lib/rules/enrolment-record';
import { isStaffRole } from '@/lib/rules/roles';
import { pageMetadata } from '@/lib/rules/seo';
import { bookingForStaff, getEnrolmentRecord } from '@/lib/server/enrolment-records';
import { readinessForStaff } from '@/lib/server/readiness';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Enrolment record',
  description: "A learner's enrolment record, readiness and identification documents.",
  path: '/staff',
  noIndex: true,
});

type Props = { params: Promise<{ bookingId: string }> };

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: site.timeZone,
});
const when = (value: string | null) => (value ? dateTime.format(new Date(value)) : 'Not yet');
const label = (options: readonly Choice[], code: string | null) =>
  code === null ? 'Not answered' : (options.find((option) => option.code === code)?.label ?? code);

function Rows({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Staff view of one learner's enrolment record, readiness and ID documents, with the two verification actions. */
export default async function StaffEnrolmentPage({ params }: Props) {
  await connection();
  const { bookingId } = await params;
  const session = await requireSession(`/staff/enrolments/${bookingId}`);
  if (!isStaffRole(session.role)) {
    return <StaffPageDenied title="Enrolment record" />;
  }
  if (!isUuid(bookingId)) notFound();
  const booking = await bookingForStaff(bookingId);
  if (!booking) notFound();
  const [record, view] = await Promise.all([getEnrolmentRecord(bookingId), readinessForStaff(bookingId)]);
  const state = enrolmentStateOf(record);
  const answer = (field: ChoiceField) => label(enrolmentChoices[field], record?.[field] ?? null);

  return (
    <>
      <PageHeader
        title="Enrolment record"
        lead={`${booking.firstName} ${booking.lastName} · ${booking.course} · ${booking.reference}`}
      />
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
        {booking.slotId ? (
          <Link href={`/staff/sessions/${booking.slotId}`} className="text-primary text-sm underline">
            Back to the session roster
          </Link>
        ) : null}
        <section
          className="bg-card grid gap-4 rounded-lg border p-4 sm:p-6"
          aria-labelledby="enrolment-heading"
        >
          <h2 id="enrolment-heading" className="text-lg font-bold">
            Enrolment form: {enrolmentStateLabels[state]}
          </h2>
          {!record ? (
            <p className="text-sm">The learner has not started the enrolment form.</p>
          ) : (
            <>
              <Rows
                rows={[
                  ['Family name', record.familyName ?? 'Not answered'],
                  ['Given names', record.givenNames ?? 'Not answered'],
                  ['Date of birth', record.dateOfBirth ?? 'Not answered'],
                  ['Gender', answer('gender')],
                  ['Mobile phone', record.mobilePhone ?? 'Not answered'],
                  ['Home phone', record.homePhone ?? 'Not answered'],
                  ['Email', record.email ?? 'Not answered'],
                  [
                    'Residential address',
                    [
                      record.addressBuilding,
                      record.addressFlat,
                      [record.addressStreetNumber, record.addressStreetName].filter(Boolean).join(' '),
                      record.addressSuburb,
                      record.addressState ? answer('addressState') : null,
                      record.addressPostcode,
                    ]
                      .filter(Boolean)
                      .join(', ') || 'Not answered',
                  ],
                  [
                    'Emergency contact',
                    [
                      record.emergencyContactName,
                      record.emergencyContactRelationship,
                      record.emergencyContactPhone,
                    ]
                      .filter(Boolean)
                      .join(', ') || 'Not answered',
                  ],
                  [
                    'USI',
                    record.usi
                      ? `${record.usi}${record.usiVerifiedAt ? ` (verified ${when(record.usiVerifiedAt)})` : ' (not verified yet)'}`
                      : record.usiExemption
                        ? `Exemption: ${answer('usiExemption')}`
                        : 'Not given',
                  ],
                  [enrolmentQuestions.indigenousStatus.label, answer('indigenousStatus')],
                  [enrolmentQuestions.countryOfBirth.label, answer('countryOfBirth')],
                  [enrolmentQuestions.languageAtHome.label, answer('languageAtHome')],
                  [enrolmentQuestions.englishProficiency.label, answer('englishProficiency')],
                  [enrolmentQuestions.disability.label, answer('disability')],
                  [
                    enrolmentQuestions.disabilityTypes.label,
                    record.disabilityTypes.map((code) => label(disabilityTypes, code)).join(', ') || '—',
                  ],
                  [enrolmentQuestions.highestSchoolLevel.label, answer('highestSchoolLevel')],
                  [
                    enrolmentQuestions.highestSchoolYear.label,
                    record.highestSchoolYear?.toString() ?? 'Not answered',
                  ],
                  [enrolmentQuestions.atSchool.label, answer('atSchool')],
                  [enrolmentQuestions.priorEducation.label, answer('priorEducation')],
                  [
                    enrolmentQuestions.priorEducationAchievements.label,
                    record.priorEducationAchievements
                      .map(
                        (item) =>
                          `${label(priorQualifications, item.code)} (${label(recognitions, item.recognition)})`,
                      )
                      .join('; ') || '—',
                  ],
                  [enrolmentQuestions.labourForceStatus.label, answer('labourForceStatus')],
                  [enrolmentQuestions.studyReason.label, answer('studyReason')],
                  [enrolmentQuestions.citizenship.label, answer('citizenship')],
                  [enrolmentQuestions.surveyContact.label, answer('surveyContactStatus')],
                  ['Privacy notice agreed', when(record.privacyNoticeAgreedAt)],
                  ['Student declaration agreed', when(record.declarationAgreedAt)],
                  ['Submitted', when(record.completedAt)],
                ]}
              />
              {record.usi && record.completedAt && !record.usiVerifiedAt ? (
                <VerifyButton kind="usi" bookingId={booking.id} />
              ) : null}
            </>
          )}
        </section>

        <section
          className="bg-card grid gap-4 rounded-lg border p-4 sm:p-6"
          aria-labelledby="readiness-heading"
        >
          <h2 id="readiness-heading" className="text-lg font-bold">
            Ready for the day
          </h2>
          {!view ? (
            <p className="text-sm">This booking has no learner account, so there is nothing to show.</p>
          ) : (
            <>
              <ul className="grid gap-1 text-sm">
                {view.readiness.items.map((item) => (
                  <li key={item.key}>
                    <span className="font-medium">{item.label}:</span> {item.done ? 'Done' : 'To do'}
                  </li>
                ))}
              </ul>
              {view.readiness.supportNeeded ? (
                <p
                  role="status"
                  className="rounded border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
                >
                  Support needed: the learner asked for support in the self-check.
                </p>
              ) : null}
              {Object.keys(view.check.llnAnswers).length > 0 ? (
                <Rows
                  rows={selfCheckQuestions.map((question) => [
                    question.label,
                    question.answers.find((answer) => answer.id === view.check.llnAnswers[question.id])
                      ?.label ?? 'Not answered',
                  ])}
                />
              ) : null}
              {view.requirements.medical && view.check.medicalDeclaredAt ? (
                <Rows
                  rows={[
                    ...medicalQuestions.map(
                      (question) =>
                        [question.label, view.check.medicalAnswers[question.id] ? 'Yes' : 'No'] as const,
                    ),
                    ['Details', view.check.medicalDetails ?? '—'] as const,
                    ['Declared', when(view.check.medicalDeclaredAt)] as const,
                  ]}
                />
              ) : null}
              {view.requirements.idDocuments ? (
                <div className="grid gap-3">
                  <h3 className="font-semibold">
                    Identification ({view.readiness.idPoints} points)
                    {view.readiness.idVerified ? ` · verified ${when(view.check.idVerifiedAt)}` : ''}
                  </h3>
                  {view.documents.length === 0 ? (
                    <p className="text-sm">No documents uploaded.</p>
                  ) : (
                    <ul className="grid gap-2 text-sm">
                      {view.documents.map((document) => (
                        <li key={document.id}>
                          {document.deleted ? (
                            `${document.label} (${document.points} points): deleted after verification`
                          ) : (
                            <a
                              href={`/staff/id-documents/${document.id}`}
                              target="_blank"
                              rel="noopener"
                              className="text-primary underline"
                            >
                              {`${document.label} (${document.points} points): ${document.originalName}`}
                            </a>
                          )}
                          {document.deleteAfter && !document.deleted
                            ? ` · deleted after ${when(document.deleteAfter)}`
                            : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                  {!view.readiness.idVerified && view.documents.some((document) => !document.deleted) ? (
                    <VerifyButton kind="id" bookingId={booking.id} />
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>
    </>
  );
}
