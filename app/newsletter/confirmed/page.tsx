import { MailLinkPage, type LinkOutcomes } from '@/components/newsletter/mail-link-page';
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
} satisfies LinkOutcomes;

type Props = { searchParams: Promise<{ result?: string | string[]; token?: string | string[] }> };

/**
 * Where the welcome mail's confirmation link lands (app/newsletter/confirm/route.ts): with `token`, one button that
 * POSTs, so a mail scanner opening the link subscribes nobody; with `result`, the outcome.
 */
export default async function NewsletterConfirmedPage({ searchParams }: Props) {
  const { result, token } = await searchParams;
  return (
    <MailLinkPage
      token={token}
      result={result}
      action="/newsletter/confirm"
      outcomes={outcomes}
      question={{
        title: 'Confirm your subscription?',
        text: 'You will receive course dates, specials and safety updates from us by email. Unsubscribe anytime.',
        button: 'Confirm my subscription',
      }}
    />
  );
}
