import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';

import {
  cardPaymentFormAction,
  invoicePaymentFormAction,
  promotionFormAction,
  removePromotionFormAction,
} from '@/app/book/actions';
import { PageHeader } from '@/components/layout/page-header';
import { PayForm } from '@/components/pay/pay-form';
import { PriceLines } from '@/components/pay/price-lines';
import { SessionSummary } from '@/components/pay/session-summary';
import { SectionCard } from '@/components/layout/section-card';
import { requireSession } from '@/lib/auth';
import { pageMetadata } from '@/lib/rules/seo';
import { enrolmentState } from '@/lib/server/enrolment-records';
import { paymentStep } from '@/lib/server/payments';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Pay for your booking',
  description: 'Choose how to pay: card, or your employer pays by invoice.',
  path: '/book/pay',
  noIndex: true,
});

/**
 * Step 3 of Book and pay: the price with its GST line (and a promotion code), then card or employer invoice. Only
 * after the learner's enrolment form is complete; someone else's booking id is not found.
 */
export default async function PayPage({
  params,
  searchParams,
}: {
  params: Promise<{ bookingId: string }>;
  searchParams: Promise<{ cancelled?: string }>;
}) {
  const { bookingId } = await params;
  const { cancelled } = await searchParams;
  if (!isUuid(bookingId)) notFound();
  const session = await requireSession(`/book/pay/${bookingId}`);
  const step = await paymentStep(session, bookingId);
  if (!step) notFound();
  if (!step.payable) redirect(`/book/done/${bookingId}`);
  const pay = `/book/pay/${bookingId}`;
  if ((await enrolmentState(bookingId)) !== 'complete')
    redirect(`/account/bookings/${bookingId}/enrolment?next=${encodeURIComponent(pay)}`);

  return (
    <>
      <PageHeader title="Pay for your booking" lead={`Step 3 of 3. Booking ${step.reference}.`} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        {cancelled ? (
          <p role="status" className="rounded-lg border bg-amber-50 p-4 text-sm">
            Card payment was cancelled. Nothing has been charged. You can pay again below.
          </p>
        ) : null}
        <SectionCard title="Your session">
          <SessionSummary {...step.session} />
          <PriceLines quote={step.quote} code={step.promotion?.code} />
          <p className="text-muted-foreground text-sm">
            What the fee includes, payment terms, refunds and cancellations:{' '}
            <Link href="/fees-and-policies" className="underline">
              fees and policies
            </Link>
            .
          </p>
        </SectionCard>

        <SectionCard title="Promotion code">
          {step.promotion ? (
            <>
              <p>
                Code <strong>{step.promotion.code}</strong> applied
                {step.promotion.description ? `: ${step.promotion.description}` : ''}. One code per booking.
              </p>
              <PayForm
                id="remove-code"
                label="Remove the promotion code"
                action={removePromotionFormAction}
                submit="Remove code"
                busy="Removing..."
                variant="outline"
                hidden={{ bookingId }}
              />
            </>
          ) : (
            <PayForm
              id="promotion-code"
              label="Promotion code"
              action={promotionFormAction}
              submit="Apply code"
              busy="Checking the code..."
              variant="outline"
              hidden={{ bookingId }}
              fields={[{ name: 'code', label: 'Promotion code', maxLength: 30, autoComplete: 'off' }]}
            />
          )}
        </SectionCard>

        {step.cardAvailable ? (
          <SectionCard title="Pay by card">
            <p className="text-sm">
              You pay on Stripe&apos;s secure page; your card details never reach this site. We hold your
              place for the time it takes, and confirm it the moment the payment succeeds.
            </p>
            <PayForm
              id="pay-card"
              label="Pay by card"
              action={cardPaymentFormAction}
              submit="Pay by card"
              busy="Holding your place..."
              hidden={{ bookingId }}
            />
          </SectionCard>
        ) : null}

        <SectionCard title="My employer pays">
          <p className="text-sm">
            {step.invoiceNeedsApproval
              ? 'We check the details and confirm your place, then e-mail a tax invoice to your employer\u2019s accounts address.'
              : 'Your place is confirmed now and a tax invoice is e-mailed to your employer\u2019s accounts address.'}
          </p>
          <PayForm
            id="pay-invoice"
            label="My employer pays"
            action={invoicePaymentFormAction}
            submit="Book with an employer invoice"
            busy="Booking..."
            hidden={{ bookingId }}
            fields={[
              {
                name: 'company',
                label: 'Company name',
                autoComplete: 'organization',
                required: true,
                maxLength: 200,
              },
              {
                name: 'abn',
                label: 'ABN',
                inputMode: 'numeric',
                required: true,
                maxLength: 20,
                hint: '11 digits',
              },
              { name: 'purchaseOrder', label: 'Purchase order number (if any)', maxLength: 60 },
              {
                name: 'accountsEmail',
                label: 'Accounts e-mail address',
                type: 'email',
                autoComplete: 'email',
                required: true,
                maxLength: 255,
              },
            ]}
          />
        </SectionCard>
      </div>
    </>
  );
}
