import Link from 'next/link';
import { notFound } from 'next/navigation';

import { PageHeader } from '@/components/layout/page-header';
import { IdUploadForm } from '@/components/readiness/id-upload-form';
import {
  MedicalForm,
  PpeForm,
  RemoveDocumentButton,
  SelfCheckForm,
} from '@/components/readiness/readiness-forms';
import {
  ID_POINTS_REQUIRED,
  idDocumentsIntro,
  medicalIntro,
  ppeLists,
  selfCheckIntro,
} from '@/content/readiness';
import { requireSession } from '@/lib/auth';
import { enrolmentStateLabels } from '@/lib/rules/enrolment-record';
import { formatDateLong } from '@/lib/rules/format';
import { isUploadProblem, uploadMessages } from '@/lib/rules/id-upload';
import { pageMetadata } from '@/lib/rules/seo';
import { enrolmentState } from '@/lib/server/enrolment-records';
import { loadLearnerReadiness } from '@/lib/server/readiness';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Ready for the day',
  description: 'What to finish before your course: the self-check, your identification and what to bring.',
  path: '/account',
  noIndex: true,
});

type Props = {
  params: Promise<{ bookingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ReadinessPage({ params, searchParams }: Props) {
  const { bookingId } = await params;
  if (!isUuid(bookingId)) notFound();
  const { upload } = await searchParams;
  const session = await requireSession(`/account/bookings/${bookingId}/readiness`);
  const view = await loadLearnerReadiness(session, bookingId);
  if (!view) notFound();
  const { booking, requirements, check, documents, readiness } = view;
  const enrolment = await enrolmentState(booking.id);
  const uploadProblem = isUploadProblem(upload)
    ? uploadMessages[upload]
    : upload === 'not-found'
      ? 'That booking was not found in your account.'
      : null;

  return (
    <>
      <PageHeader
        title="Ready for the day"
        lead={`${booking.course}${booking.sessionDate ? `, ${formatDateLong(booking.sessionDate)}` : ''} (booking ${booking.reference})`}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <section aria-labelledby="checklist" className="bg-card rounded-lg border p-4 sm:p-6">
          <h2 id="checklist" className="text-lg font-bold">
            Your checklist
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <span className="font-medium">Enrolment form:</span> {enrolmentStateLabels[enrolment]}{' '}
              {enrolment !== 'complete' ? (
                <Link
                  href={`/account/bookings/${booking.id}/enrolment`}
                  className="text-primary font-semibold underline"
                >
                  {enrolment === 'missing' ? 'Start it' : 'Continue it'}
                </Link>
              ) : null}
            </li>
            {readiness.items.map((item) => (
              <li key={item.key}>
                <span className="font-medium">{item.label}:</span> {item.done ? 'Done' : 'To do'}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="self-check" className="bg-card space-y-4 rounded-lg border p-4 sm:p-6">
          <h2 id="self-check" className="text-lg font-bold">
            Language, literacy and digital skills
          </h2>
          <p className="text-muted-foreground text-sm">{selfCheckIntro}</p>
          <SelfCheckForm bookingId={booking.id} answers={check.llnAnswers} />
        </section>

        {requirements.idDocuments ? (
          <section
            id="id-documents"
            aria-labelledby="id-heading"
            className="bg-card space-y-4 rounded-lg border p-4 sm:p-6"
          >
            <h2 id="id-heading" className="text-lg font-bold">
              Identification ({readiness.idPoints} of {ID_POINTS_REQUIRED} points)
            </h2>
            <p className="text-muted-foreground text-sm">{idDocumentsIntro}</p>
            {upload === 'stored' ? (
              <p
                role="status"
                className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900"
              >
                Thank you: your document is uploaded.
              </p>
            ) : null}
            {uploadProblem ? (
              <p role="alert" className="border-destructive/40 rounded-lg border p-3 text-sm">
                <span className="font-semibold">Not uploaded.</span> {uploadProblem}
              </p>
            ) : null}
            {documents.length > 0 ? (
              <ul className="space-y-2 text-sm">
                {documents.map((document) => (
                  <li
                    key={document.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded border p-2"
                  >
                    <span>
                      {document.label}: {document.originalName}
                      {document.deleted ? ' (checked and deleted)' : ''}
                    </span>
                    {!document.deleted && !readiness.idVerified ? (
                      <RemoveDocumentButton bookingId={booking.id} documentId={document.id}>
                        Remove<span className="sr-only"> {document.originalName}</span>
                      </RemoveDocumentButton>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {readiness.idVerified ? (
              <p className="text-sm font-medium">Our staff have checked your identification.</p>
            ) : (
              <IdUploadForm bookingId={booking.id} />
            )}
          </section>
        ) : null}

        {requirements.ppe.length > 0 ? (
          <section aria-labelledby="ppe" className="bg-card space-y-4 rounded-lg border p-4 sm:p-6">
            <h2 id="ppe" className="text-lg font-bold">
              What to bring
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {[...new Set(requirements.ppe.flatMap((kind) => [...ppeLists[kind]]))].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <PpeForm bookingId={booking.id} done={check.ppeAcknowledgedAt !== null} />
          </section>
        ) : null}

        {requirements.medical ? (
          <section aria-labelledby="medical" className="bg-card space-y-4 rounded-lg border p-4 sm:p-6">
            <h2 id="medical" className="text-lg font-bold">
              Medical declaration
            </h2>
            <p className="text-muted-foreground text-sm">{medicalIntro}</p>
            <MedicalForm
              bookingId={booking.id}
              answers={check.medicalAnswers}
              details={check.medicalDetails}
              declared={check.medicalDeclaredAt !== null}
            />
          </section>
        ) : null}
      </div>
    </>
  );
}
