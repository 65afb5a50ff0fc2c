import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { coordinators } from '@/content/contacts';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: 'Newsletter',
  description: 'Your newsletter subscription.',
  path: '/newsletter/unsubscribed',
  noIndex: true,
});

const outcomes = {
  done: {
    title: 'You have been unsubscribed',
    text: 'You will not receive any more marketing emails from us. Changed your mind? You can subscribe again on our home page at any time.',
  },
  invalid: {
    title: 'This unsubscribe link is not valid',
    text: `The link may have been cut short by your email app. Copy the whole link from the email into your browser, or email ${coordinators.NSW.email} and we will remove you by hand.`,
  },
  error: {
    title: 'We could not unsubscribe you just now',
    text: 'Something went wrong on our side. Please open the link from the email again in a few minutes.',
  },
} as const;

type Props = { searchParams: Promise<{ result?: string | string[]; token?: string | string[] }> };

/**
 * Where the signed unsubscribe link lands (app/newsletter/unsubscribe/route.ts): with `token`, the confirmation
 * (one button that POSTs, so a mail scanner opening the link unsubscribes nobody); with `result`, the outcome.
 */
export default async function UnsubscribedPage({ searchParams }: Props) {
  const { result, token } = await searchParams;
  if (typeof token === 'string' && token !== '' && result === undefined) {
    return (
      <NewsletterPage>
        <div className="bg-card space-y-4 rounded-lg border p-5">
          <h2 className="text-xl font-bold">Unsubscribe from our newsletter?</h2>
          <p className="text-muted-foreground">
            You will stop receiving course dates, specials and safety updates from us by email.
          </p>
          <form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}>
            <input type="hidden" name="confirm" value="1" />
            <button type="submit" className={buttonVariants({ variant: 'default' })}>
              Unsubscribe
            </button>
          </form>
        </div>
      </NewsletterPage>
    );
  }
  const key = result === 'done' || result === 'error' ? result : 'invalid';
  const outcome = outcomes[key];
  const Icon = key === 'done' ? CircleCheckIcon : TriangleAlertIcon;

  return (
    <NewsletterPage>
      <div role="status" className="bg-card flex gap-3 rounded-lg border p-5">
        <Icon
          aria-hidden="true"
          className={key === 'done' ? 'text-success size-6 shrink-0' : 'text-destructive size-6 shrink-0'}
        />
        <div className="space-y-2">
          <h2 className="text-xl font-bold">{outcome.title}</h2>
          <p className="text-muted-foreground">{outcome.text}</p>
        </div>
      </div>
    </NewsletterPage>
  );
}

/** The frame of both answers (the confirm step and the outcome): a way back home under the card. */
function NewsletterPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Newsletter" />
      <section className="mx-auto max-w-2xl px-4 py-12">
        {children}
        <a href="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Back to the home page
        </a>
      </section>
    </>
  );
}
