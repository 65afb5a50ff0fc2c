import Link from 'next/link';
import { connection } from 'next/server';

import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { requireSession } from '@/lib/auth';
import { pageMetadata } from '@/lib/rules/seo';
import { openCheckoutUrl } from '@/lib/server/payments';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Continue to payment',
  description: 'On to the secure card payment page.',
  path: '/book',
  noIndex: true,
});

type Props = { params: Promise<{ bookingId: string }> };

/**
 * Where a browser without JavaScript lands after pressing Pay by card: it sends the learner on to their open
 * Checkout (a refresh, which needs no script and is not a form's redirect, so CSP form-action does not stop it),
 * with a link for a browser that does not follow refreshes.
 */
export default async function ContinueToCheckoutPage({ params }: Props) {
  await connection();
  const { bookingId } = await params;
  const session = await requireSession(`/book/pay/${bookingId}/checkout`);
  const url = isUuid(bookingId) ? await openCheckoutUrl(session, bookingId) : null;
  return (
    <>
      {url ? <meta httpEquiv="refresh" content={`0;url=${url}`} /> : null}
      <PageHeader title="Continue to payment" />
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        {url ? (
          <>
            <p>Your place is held while you pay. Opening the secure card payment page…</p>
            <a className={buttonVariants({ variant: 'brand' })} href={url}>
              Continue to the card payment page
            </a>
          </>
        ) : (
          <>
            <p role="alert">This payment is no longer open. Please start the payment again.</p>
            <Link className="underline" href={isUuid(bookingId) ? `/book/pay/${bookingId}` : '/account'}>
              Back to the payment step
            </Link>
          </>
        )}
      </div>
    </>
  );
}
