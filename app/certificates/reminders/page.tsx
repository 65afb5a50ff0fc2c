import { MailLinkPage, type LinkOutcomes } from '@/components/newsletter/mail-link-page';
import { coordinators } from '@/content/contacts';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: 'Expiry Reminders',
  description: 'Stop the reminders before your certificate expires.',
  path: '/certificates/reminders',
  noIndex: true,
});

const outcomes = {
  done: {
    title: 'Expiry reminders stopped',
    text: 'We will not e-mail you again before your certificates expire. Your certificates stay valid until their expiry dates.',
  },
  invalid: {
    title: 'This link is not valid',
    text: `The link may have been cut short by your email app. Copy the whole link from the email into your browser, or email ${coordinators.NSW.email} and we will stop the reminders by hand.`,
  },
  error: {
    title: 'We could not stop the reminders just now',
    text: 'Something went wrong on our side. Please open the link from the email again in a few minutes.',
  },
} satisfies LinkOutcomes;

type Props = { searchParams: Promise<{ result?: string | string[]; token?: string | string[] }> };

/** The reminder mail's link: a question whose one button POSTs, so a mail scanner opening it stops nothing. */
export default async function ExpiryRemindersPage({ searchParams }: Props) {
  const { result, token } = await searchParams;
  return (
    <MailLinkPage
      heading="Expiry Reminders"
      token={token}
      result={result}
      action="/certificates/reminders/stop"
      outcomes={outcomes}
      question={{
        title: 'Stop expiry reminders?',
        text: 'You will no longer get an e-mail 60 and 14 days before your certificates expire.',
        button: 'Stop reminders',
        fields: { confirm: '1' },
      }}
    />
  );
}
