import Link from 'next/link';
import { notFound } from 'next/navigation';

import { EnrolmentForm } from '@/components/enrolment/enrolment-form';
import { PageHeader } from '@/components/layout/page-header';
import { requireSession, safeNextPath } from '@/lib/auth';
import {
  answersOf,
  answersToValues,
  emptyAnswers,
  type EnrolmentAnswers,
} from '@/lib/rules/enrolment-record';
import { formatDateLong } from '@/lib/rules/format';
import { pageMetadata } from '@/lib/rules/seo';
import { loadLearnerEnrolment } from '@/lib/server/enrolment-records';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Enrolment form',
  description: 'The enrolment details our registered training organisation must keep for your course.',
  path: '/account',
  noIndex: true,
});

type Props = {
  params: Promise<{ bookingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function EnrolmentPage({ params, searchParams }: Props) {
  const { bookingId } = await params;
  if (!isUuid(bookingId)) notFound();
  const query = await searchParams;
  const session = await requireSession(`/account/bookings/${bookingId}/enrolment`);
  const enrolment = await loadLearnerEnrolment(session, bookingId);
  // Someone else's booking reads exactly like one that does not exist.
  if (!enrolment) notFound();
  const { booking, record, previous } = enrolment;
  const nextPath = safeNextPath(query.next, '');

  // What the form starts with: the saved answers; else a returning learner's last answers to confirm; else what
  // the booking already says.
  const answers: EnrolmentAnswers = record
    ? answersOf(record)
    : (previous ?? {
        ...emptyAnswers,
        givenNames: booking.firstName,
        familyName: booking.lastName,
        email: booking.email,
        mobilePhone: booking.phone.slice(0, 20),
        usi: booking.usi,
      });

  return (
    <>
      <PageHeader
        title="Enrolment form"
        lead={`${booking.course}${booking.sessionDate ? `, ${formatDateLong(booking.sessionDate)}` : ''} (booking ${booking.reference})`}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        {record?.completedAt ? (
          <p
            role="status"
            className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900"
          >
            Your enrolment form is complete. You can still correct an answer below.{' '}
            <Link href={`/account/bookings/${booking.id}/readiness`} className="font-semibold underline">
              Get ready for the day
            </Link>
          </p>
        ) : null}
        {!record && previous ? (
          <p role="status" className="rounded-lg border bg-amber-50 p-4 text-sm text-amber-950">
            We have filled in the answers you gave when you last enrolled with us. Please check each one,
            change what is no longer right, and agree to the privacy notice and declaration again.
          </p>
        ) : null}
        <p className="text-muted-foreground text-sm">
          The questions below are the ones the National Centre for Vocational Education Research asks of every
          learner. You may leave any of them unanswered. Your answers are saved as you go: you can stop and
          come back from the link in your e-mail or from your account.
        </p>
        <EnrolmentForm
          bookingId={booking.id}
          next={nextPath || null}
          initial={answersToValues(answers)}
          agreed={{
            privacy: Boolean(record?.privacyNoticeAgreedAt),
            declaration: Boolean(record?.declarationAgreedAt),
          }}
          complete={Boolean(record?.completedAt)}
        />
      </div>
    </>
  );
}
