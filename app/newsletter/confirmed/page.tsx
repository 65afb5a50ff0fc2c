import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { pageMetadata } from '@/lib/rules/seo';
import { CONFIRM_LINK_DAYS } from '@/lib/rules/newsletter-opt-in';

export const metadata = pageMetadata({
  title: 'Newsletter',
  description: 'Confirm your newsletter subscription.',
  path: '/newsletter/confirmed',
  noIndex: true,
});

const outcomes = {
  done: {
    title: "You're subscribed!",
    text: 'Thank you for confirming. We will send you new course dates, specials and safety updates by email.',
  },
  invalid: {
    title: 'This confirmation link is not valid',
    text: `It may have been used already, replaced by a newer one, cut short by your email app, or be older than ${CONFIRM_LINK_DAYS} days. Subscribe again on our home page and we will email you a new link.`,
  },
  error: {
    title: 'We could not confirm your subscription just now',
    text: 'Something went wrong on our side. Please open the link from the email again in a few minutes.',
  },
} as const;

type Props = { searchParams: Promise<{ result?: string | string[]; token?: string | string[] }> };

/**
 * Where the welcome mail's confirmation link lands (app/newsletter/confirm/route.ts): with `token`, one button that
 * POSTs, so a mail scanner opening the link subscribes nobody; with `result`, the outcome.
 */
export default async function NewsletterConfirmedPage({ searchParams }: Props) {
  const { result, token } = await searchParams;
  if (typeof token === 'string' && token !== '' && result === undefined) {
    return (
      <NewsletterPage>
        <div className="bg-card space-y-4 rounded-lg border p-5">
          <h2 className="text-xl font-bold">Confirm your subscription?</h2>
          <p className="text-muted-foreground">
            You will receive course dates, specials and safety updates from us by email. Unsubscribe anytime.
          </p>
          <form method="post" action={`/newsletter/confirm?token=${encodeURIComponent(token)}`}>
            <button type="submit" className={buttonVariants({ variant: 'default' })}>
              Confirm my subscription
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
