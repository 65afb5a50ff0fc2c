import { connection } from 'next/server';

import {
  approveFormAction,
  cancelUnderPolicyFormAction,
  createCodeFormAction,
  markPaidFormAction,
  switchCodeFormAction,
} from '@/app/staff/payments/actions';
import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { PayForm } from '@/components/pay/pay-form';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/layout/section-card';
import { requireSession } from '@/lib/auth';
import { formatDateDMY } from '@/lib/rules/format';
import { formatAbn } from '@/lib/rules/abn';
import { formatCents, paymentStatusLabels, refundPolicyWords } from '@/lib/rules/payments';
import { refundPolicy } from '@/lib/env';
import { pageMetadata } from '@/lib/rules/seo';
import { cancellationSummary, paymentsOverview } from '@/lib/server/payments-admin';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Payments',
  description: 'Staff: invoices, approvals and promotion codes.',
  path: '/staff/payments',
  noIndex: true,
});

/** Staff: whether card payment is on, employer bookings to approve, invoices (overdue first), promotion codes. */
export default async function StaffPaymentsPage({
  searchParams,
}: {
  searchParams: Promise<{ cancelled?: string | string[] }>;
}) {
  await connection();
  const session = await requireSession('/staff/payments');
  const overview = await paymentsOverview(session);
  const { cancelled } = await searchParams;
  const summary =
    overview.ok && typeof cancelled === 'string' && isUuid(cancelled)
      ? await cancellationSummary(session, cancelled)
      : null;
  if (!overview.ok) return <StaffPageDenied title="Payments" reason={overview.message} />;
  const { cardAvailable, paidBookings, invoices, awaitingApproval, promotionCodes } = overview.value;
  const overdue = invoices.filter((invoice) => invoice.overdue);

  return (
    <>
      <PageHeader title="Payments" lead="Invoices, approvals and promotion codes." />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        {summary?.ok && summary.value ? (
          <p role="status" className="rounded-lg border bg-green-50 p-4 text-sm text-green-900">
            {summary.value}
          </p>
        ) : null}
        {cardAvailable ? (
          <p role="status" className="rounded-lg border bg-green-50 p-4 text-sm">
            Card payment through Stripe is on.
          </p>
        ) : (
          <p role="alert" className="rounded-lg border bg-amber-50 p-4 text-sm" data-testid="stripe-off">
            Card payment is off: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set, so learners are
            offered the employer invoice only. See the README&apos;s deploy notes to connect Stripe.
          </p>
        )}

        <SectionCard title="Employer bookings waiting for approval">
          {awaitingApproval.length === 0 ? <p className="text-muted-foreground text-sm">None.</p> : null}
          <ul className="divide-y">
            {awaitingApproval.map((item) => (
              <li key={item.id} className="grid gap-2 py-3 text-sm">
                <p className="font-medium">
                  {item.reference}: {item.learnerName}, {item.courseName} on {formatDateDMY(item.date)}
                </p>
                <p>
                  {item.company}, ABN {formatAbn(item.abn)}
                  {item.purchaseOrder ? `, PO ${item.purchaseOrder}` : ''}, {item.accountsEmail}:{' '}
                  {formatCents(item.amountCents)}
                </p>
                <PayForm
                  id={`approve-${item.id}`}
                  label={`Approve ${item.reference}`}
                  action={approveFormAction}
                  submit="Approve and send invoice"
                  busy="Approving..."
                  hidden={{ bookingId: item.id }}
                />
              </li>
            ))}
          </ul>
        </SectionCard>

        <SectionCard title="Paid places">
          <p className="text-sm">
            When a learner asks to cancel, cancel here under the refund policy: the card is refunded (or the
            invoice credited) by what the policy allows now, a credit note is mailed and the place is
            released. {refundPolicyWords(refundPolicy()).join(' ')}
          </p>
          {paidBookings.length === 0 ? (
            <p className="text-muted-foreground text-sm">No paid places in sessions to come.</p>
          ) : null}
          <ul className="divide-y">
            {paidBookings.map((item) => (
              <li key={item.id} className="grid gap-2 py-3 text-sm" data-testid="paid-booking">
                <p className="font-medium">
                  {item.reference}: {item.learnerName}, {item.courseName} on {formatDateDMY(item.date)}
                </p>
                <p>
                  {paymentStatusLabels[item.paymentStatus]}, {formatCents(item.amountCents)}. Refund if
                  cancelled now: {formatCents(item.refundDueCents)}
                  {item.paymentMethod === 'card' ? ' to the card' : ' by credit note'}.
                </p>
                <PayForm
                  id={`cancel-${item.id}`}
                  label={`Cancel ${item.reference} under the refund policy`}
                  action={cancelUnderPolicyFormAction}
                  submit="Cancel and refund by policy"
                  busy="Cancelling..."
                  variant="destructive"
                  hidden={{ bookingId: item.id }}
                />
              </li>
            ))}
          </ul>
        </SectionCard>

        <SectionCard title="Invoices and credit notes">
          <p className="text-sm">
            {overdue.length === 0
              ? 'Nothing is overdue.'
              : `${overdue.length} overdue: ${formatCents(overdue.reduce((sum, item) => sum + item.totalCents, 0))}.`}
          </p>
          {invoices.length === 0 ? <p className="text-muted-foreground text-sm">No invoices yet.</p> : null}
          <ul className="divide-y">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="grid gap-2 py-3 text-sm" data-testid="staff-invoice">
                <div className="flex flex-wrap items-center gap-2">
                  <a href={`/account/documents/${invoice.id}`} className="font-medium underline" download>
                    {invoice.number}
                  </a>
                  <span>
                    {invoice.company} · {invoice.reference} · {invoice.learnerName} ·{' '}
                    {formatCents(invoice.totalCents)}
                  </span>
                  {invoice.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
                  <Badge variant="secondary">{invoice.status}</Badge>
                </div>
                <p className="text-muted-foreground">
                  Issued {formatDateDMY(invoice.issuedOn)}
                  {invoice.dueOn ? `, due ${formatDateDMY(invoice.dueOn)}` : ''}. Credit notes are issued when
                  the booking is cancelled (above, from the staff inbox or the roster).
                </p>
                {invoice.kind === 'invoice' && invoice.status === 'issued' ? (
                  <PayForm
                    id={`paid-${invoice.id}`}
                    label={`Mark ${invoice.number} paid`}
                    action={markPaidFormAction}
                    submit="Mark paid"
                    busy="Saving..."
                    variant="outline"
                    hidden={{ id: invoice.id }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </SectionCard>

        <SectionCard title="Promotion codes">
          <ul className="divide-y">
            {promotionCodes.map((code) => (
              <li key={code.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <span>
                  <strong>{code.code}</strong>{' '}
                  {code.kind === 'percent' ? `${code.value}% off` : `${formatCents(code.value)} off`} ·{' '}
                  {formatDateDMY(code.validFrom)} to {formatDateDMY(code.validUntil)} ·{' '}
                  {code.active ? 'on' : 'off'}
                  {code.description ? ` · ${code.description}` : ''}
                </span>
                <PayForm
                  id={`switch-${code.id}`}
                  label={`${code.active ? 'Switch off' : 'Switch on'} ${code.code}`}
                  action={switchCodeFormAction}
                  submit={code.active ? 'Switch off' : 'Switch on'}
                  busy="Saving..."
                  variant="outline"
                  hidden={{ id: code.id, active: code.active ? 'false' : 'true' }}
                />
              </li>
            ))}
          </ul>
          <h3 className="font-semibold">New code</h3>
          <PayForm
            id="new-code"
            label="New promotion code"
            action={createCodeFormAction}
            submit="Create code"
            busy="Creating..."
            fields={[
              {
                name: 'code',
                label: 'Code',
                required: true,
                maxLength: 30,
                hint: 'Letters, digits and dashes',
              },
              { name: 'description', label: 'Description', maxLength: 200 },
              {
                name: 'kind',
                label: 'Discount',
                type: 'select',
                options: [
                  { value: 'percent', label: 'Percent off' },
                  { value: 'amount', label: 'Dollars off' },
                ],
                defaultValue: 'percent',
              },
              { name: 'value', label: 'Amount (percent or dollars)', inputMode: 'numeric', required: true },
              { name: 'validFrom', label: 'First day', type: 'date', required: true },
              { name: 'validUntil', label: 'Last day', type: 'date', required: true },
            ]}
          />
        </SectionCard>
      </div>
    </>
  );
}
