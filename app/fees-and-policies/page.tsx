import { PageHeader } from '@/components/layout/page-header';
import { courses } from '@/content/courses';
import { feeInclusions, paymentMethods } from '@/content/fees';
import { rtoNotice, site } from '@/content/site';
import { env, refundPolicy } from '@/lib/env';
import { formatAbn } from '@/lib/rules/abn';
import { formatCents, refundPolicyWords, toCents } from '@/lib/rules/payments';
import { pageMetadata } from '@/lib/rules/seo';
import { getPriceBook } from '@/lib/server/price-overrides';

export const metadata = pageMetadata({
  title: 'Fees and policies',
  description:
    'Every course fee, what it includes, payment terms, and our refund and cancellation policy, before you enrol.',
  path: '/fees-and-policies',
});

// Prices follow the admins' price book and the policy the settings: rendered per request, never stale.
export const dynamic = 'force-dynamic';

export default async function FeesAndPoliciesPage() {
  const prices = await getPriceBook();
  const policy = refundPolicy();
  const { INVOICE_PAYMENT_DAYS, BOOKING_HOLD_MINUTES } = env();
  const rows = courses.map((course) => {
    const standard = toCents(prices.coursePrice(course, 'standard'));
    const experienced = toCents(prices.coursePrice(course, 'experienced'));
    return { name: course.name, standard, experienced: experienced !== standard ? experienced : null };
  });
  return (
    <>
      <PageHeader title="Fees and policies" lead={rtoNotice()} />
      <div className="prose-sm mx-auto grid max-w-4xl gap-8 px-4 py-10">
        <section aria-labelledby="fees" className="grid gap-3">
          <h2 id="fees" className="text-xl font-bold">
            Course fees
          </h2>
          <p>{site.priceNote} Each fee is per learner and includes GST (one eleventh of the price).</p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Course fees in AUD, GST included</caption>
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2 pr-4">
                    Course
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Full training
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Refresher
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name} className="border-b">
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      {row.name}
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatCents(row.standard)}</td>
                    <td className="py-2 text-right tabular-nums">
                      {row.experienced === null ? 'Not offered' : formatCents(row.experienced)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="includes" className="grid gap-3">
          <h2 id="includes" className="text-xl font-bold">
            What the fee includes
          </h2>
          <ul className="list-disc pl-5">
            {feeInclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="terms" className="grid gap-3">
          <h2 id="terms" className="text-xl font-bold">
            Payment terms
          </h2>
          <ul className="list-disc pl-5">
            {paymentMethods.map((item) => (
              <li key={item}>{item}</li>
            ))}
            <li>
              Full payment at booking by card: your place is held for {BOOKING_HOLD_MINUTES} minutes while you
              pay, and confirmed when the payment succeeds.
            </li>
            <li>Employer invoices are due {INVOICE_PAYMENT_DAYS} days from the date of the invoice.</li>
            <li>Promotion codes: one per booking, for new bookings only; they cannot be combined.</li>
          </ul>
        </section>
        <section aria-labelledby="refunds" className="grid gap-3">
          <h2 id="refunds" className="text-xl font-bold">
            Refunds and cancellations
          </h2>
          <ul className="list-disc pl-5">
            {refundPolicyWords(policy).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="rto" className="grid gap-3">
          <h2 id="rto" className="text-xl font-bold">
            Who delivers your training
          </h2>
          <p>
            {site.name} delivers training on behalf of {site.rto.name}, RTO code {site.rto.code}. The RTO
            issues your statement of attainment and is responsible for the quality of training and assessment.
          </p>
          <p>
            Business details: {site.business.legalName}, ABN {formatAbn(site.business.abn)}.
          </p>
        </section>
      </div>
    </>
  );
}
