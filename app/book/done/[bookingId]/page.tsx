import Link from 'next/link';
import { notFound } from 'next/navigation';

import { PageHeader } from '@/components/layout/page-header';
import { PriceLines } from '@/components/pay/price-lines';
import { SessionSummary } from '@/components/pay/session-summary';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { requireSession } from '@/lib/auth';
import { paymentStatusLabels } from '@/lib/rules/payments';
import { pageMetadata } from '@/lib/rules/seo';
import { paymentStep } from '@/lib/server/payments';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Your booking',
  description: 'The state of your booking and payment.',
  path: '/book/done',
  noIndex: true,
});

// Read per request: the webhook may confirm the place a moment after the browser comes back from Checkout.
export const dynamic = 'force-dynamic';

/**
 * Where Checkout sends the browser back, and where the invoice path ends. It shows what the database says (the
 * webhook confirms the place, never this page): confirmed, still confirming, waiting for approval, or not paid.
 */
export default async function BookingDonePage({ params }: { params: Promise<{ bookingId: string }> }) {
  const { bookingId } = await params;
  if (!isUuid(bookingId)) notFound();
  const session = await requireSession(`/book/done/${bookingId}`);
  const step = await paymentStep(session, bookingId);
  if (!step) notFound();

  const confirmed = step.status === 'confirmed';
  const confirming = step.status === 'held';
  const title = confirmed
    ? 'Your place is confirmed'
    : confirming
      ? 'We are confirming your payment'
      : step.paymentStatus === 'awaiting-approval'
        ? 'Your booking is waiting for approval'
        : step.status === 'cancelled'
          ? 'This booking is cancelled'
          : 'Your booking is not paid yet';

  return (
    <>
      <PageHeader title={title} lead={`Booking ${step.reference}`} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <p role="status" data-testid="booking-state">
              {confirmed
                ? 'Your confirmation e-mail with the calendar invite is on its way.'
                : confirming
                  ? 'Stripe is telling us about your payment. This usually takes a few seconds: refresh this page.'
                  : step.paymentStatus === 'awaiting-approval'
                    ? 'We confirm your place and send the tax invoice to your employer once our team has checked the details.'
                    : step.status === 'cancelled'
                      ? 'Nothing further is due.'
                      : 'Your place is not held. Pay to confirm it.'}
            </p>
            <p className="text-sm">
              Payment: <strong>{paymentStatusLabels[step.paymentStatus]}</strong>
            </p>
            <SessionSummary {...step.session} />
            <PriceLines quote={step.quote} code={step.promotion?.code} />
            <div className="flex flex-wrap gap-2">
              {confirming ? (
                <Link
                  href={`/book/done/${bookingId}`}
                  className={buttonVariants({ variant: 'brand', size: 'sm' })}
                >
                  Refresh
                </Link>
              ) : null}
              {step.payable && !confirming ? (
                <Link
                  href={`/book/pay/${bookingId}`}
                  className={buttonVariants({ variant: 'brand', size: 'sm' })}
                >
                  Pay now
                </Link>
              ) : null}
              <Link href="/account#bookings" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                My bookings, receipts and invoices
              </Link>
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
