import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';

export type LinkOutcomes = Record<'done' | 'invalid' | 'error', { title: string; text: string }>;

/**
 * Where a single-use newsletter link lands. With `token`: a question and one button that POSTs to `action`, so a
 * mail scanner opening the link changes nothing. Otherwise the outcome `result` names (anything unknown: invalid).
 */
export function MailLinkPage({
  token,
  result,
  question,
  action,
  outcomes,
  heading = 'Newsletter',
}: {
  /** The page's title band (other single-use links reuse this page: certificate reminders). */
  heading?: string;
  token: unknown;
  result: unknown;
  question: { title: string; text: string; button: string; fields?: Record<string, string> };
  /** The route that acts on POST; the token travels in its query. */
  action: string;
  outcomes: LinkOutcomes;
}) {
  if (typeof token === 'string' && token !== '' && result === undefined) {
    return (
      <NewsletterPage heading={heading}>
        <div className="bg-card space-y-4 rounded-lg border p-5">
          <h2 className="text-xl font-bold">{question.title}</h2>
          <p className="text-muted-foreground">{question.text}</p>
          <form method="post" action={`${action}?token=${encodeURIComponent(token)}`}>
            {Object.entries(question.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={buttonVariants({ variant: 'default' })}>
              {question.button}
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
    <NewsletterPage heading={heading}>
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

/** The frame of both answers (the question and the outcome): a way back home under the card. */
function NewsletterPage({ children, heading }: { children: ReactNode; heading: string }) {
  return (
    <>
      <PageHeader title={heading} />
      <section className="mx-auto max-w-2xl px-4 py-12">
        {children}
        <a href="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Back to the home page
        </a>
      </section>
    </>
  );
}
