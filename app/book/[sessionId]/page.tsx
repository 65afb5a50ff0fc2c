import Link from 'next/link';
import { notFound } from 'next/navigation';

import { createBookingFormAction } from '@/app/book/actions';
import { PageHeader } from '@/components/layout/page-header';
import { PayForm } from '@/components/pay/pay-form';
import { PriceLines } from '@/components/pay/price-lines';
import { SessionSummary } from '@/components/pay/session-summary';
import { SectionCard } from '@/components/layout/section-card';
import { Card, CardContent } from '@/components/ui/card';
import { getProfile, requireSession } from '@/lib/auth';
import { capacityBadge } from '@/lib/rules/capacity';
import { quote } from '@/lib/rules/payments';
import { pageMetadata } from '@/lib/rules/seo';
import { sessionPriceCents } from '@/lib/server/payments';
import { getPriceBook } from '@/lib/server/price-overrides';
import { getSlot } from '@/lib/server/slots';
import { trainingLevels } from '@/lib/validation/booking-fields';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Book and pay',
  description: 'Book a place in a scheduled session and pay by card or employer invoice.',
  path: '/book',
  noIndex: true,
});

/** Step 1 of Book and pay: the session, the price, and the learner's details. Signed-in learners only. */
export default async function BookSessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  if (!isUuid(sessionId)) notFound();
  const session = await requireSession(`/book/${sessionId}`);
  const [slot, profile, prices] = await Promise.all([
    getSlot(sessionId, session),
    getProfile(session),
    getPriceBook(),
  ]);
  if (!slot) notFound();
  const full = capacityBadge(slot.maxStudents, slot.currentBookings) === 'Full';
  const standard = quote(sessionPriceCents(slot.courseName, slot.price, 'full-training', prices));

  return (
    <>
      <PageHeader
        title="Book and pay"
        lead="Step 1 of 3: your details. Then the enrolment form, then payment."
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <SectionCard title="Your session">
          <SessionSummary {...slot} />
          <PriceLines quote={standard} />
          <p className="text-muted-foreground text-sm">
            The refresher price applies if you choose Experienced below, where the course has one. See{' '}
            <Link href="/fees-and-policies" className="underline">
              fees and policies
            </Link>{' '}
            for what the fee includes, payment terms and refunds.
          </p>
        </SectionCard>
        {full ? (
          <Card>
            <CardContent className="grid gap-3 pt-6">
              <p role="status" className="font-medium">
                This session is full. You can ask to join its waitlist with the booking form.
              </p>
              <Link href={`/booking?session=${slot.id}`} className="underline">
                Join the waitlist
              </Link>
            </CardContent>
          </Card>
        ) : (
          <SectionCard title="Your details">
            <p className="text-muted-foreground text-sm">
              Booking as {session.user.email}. Your place is not taken until you pay.
            </p>
            <PayForm
              id="book-details"
              label="Your details"
              action={createBookingFormAction}
              submit="Continue to the enrolment form"
              busy="Saving your details..."
              hidden={{ sessionId: slot.id }}
              fields={[
                {
                  name: 'firstName',
                  label: 'First name',
                  autoComplete: 'given-name',
                  required: true,
                  maxLength: 100,
                  defaultValue: profile?.first_name ?? '',
                },
                {
                  name: 'lastName',
                  label: 'Last name',
                  autoComplete: 'family-name',
                  required: true,
                  maxLength: 100,
                  defaultValue: profile?.last_name ?? '',
                },
                {
                  name: 'phone',
                  label: 'Phone',
                  type: 'tel',
                  autoComplete: 'tel',
                  required: true,
                  maxLength: 50,
                },
                {
                  name: 'trainingLevel',
                  label: 'Training level',
                  type: 'select',
                  options: trainingLevels,
                  defaultValue: 'full-training',
                },
                {
                  name: 'usi',
                  label: 'Unique Student Identifier (USI)',
                  maxLength: 40,
                  hint: '10 characters, from usi.gov.au. Leave it empty if you are exempt and tick the box below.',
                },
                { name: 'usiExempt', label: 'I have an exemption from needing a USI', type: 'checkbox' },
              ]}
            />
          </SectionCard>
        )}
      </div>
    </>
  );
}
