import { MailLinkPage, type LinkOutcomes } from '@/components/newsletter/mail-link-page';
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
} satisfies LinkOutcomes;

type Props = { searchParams: Promise<{ result?: string | string[]; token?: string | string[] }> };

/**
 * Where the signed unsubscribe link lands (app/newsletter/unsubscribe/route.ts): with `token`, the confirmation
 * (one button that POSTs, so a mail scanner opening the link unsubscribes nobody); with `result`, the outcome.
 */
export default async function UnsubscribedPage({ searchParams }: Props) {
  const { result, token } = await searchParams;
  return (
    <MailLinkPage
      token={token}
      result={result}
      action="/newsletter/unsubscribe"
      outcomes={outcomes}
      question={{
        title: 'Unsubscribe from our newsletter?',
        text: 'You will stop receiving course dates, specials and safety updates from us by email.',
        button: 'Unsubscribe',
        fields: { confirm: '1' },
      }}
    />
  );
}
