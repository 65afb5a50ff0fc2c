import { connection } from 'next/server';

import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { coordinators } from '@/content/contacts';
import { sessionWhen } from '@/lib/rules/enrolment-mail';
import { pageMetadata } from '@/lib/rules/seo';
import { viewBookingLink, type BookingLinkView } from '@/lib/server/enrolments';

import { LinkAction } from './link-action';

export const metadata = pageMetadata({
  title: 'Your Booking',
  description: 'Cancel your place, or take a place offered from the waitlist.',
  path: '/booking/manage',
  noIndex: true,
});

type Props = { searchParams: Promise<{ token?: string | string[] }> };

async function view(token: string): Promise<BookingLinkView | 'unavailable'> {
  try {
    return await viewBookingLink(token);
  } catch {
    return 'unavailable';
  }
}

/**
 * Where a learner's signed link lands. Opening it changes nothing (mail scanners open links): the
 * learner presses the button, which calls the action with the token.
 */
export default async function ManageBookingPage({ searchParams }: Props) {
  await connection();
  const { token } = await searchParams;
  const text = typeof token === 'string' ? token : '';
  const link = text ? await view(text) : ({ valid: false } as const);
  const phone = coordinators.NSW.phone;

  let body: React.ReactNode;
  if (link === 'unavailable') {
    body = (
      <p>
        We cannot open your booking just now. Please try the link again in a few minutes, or call us on{' '}
        {phone}.
      </p>
    );
  } else if (!link.valid) {
    body = (
      <p>This link is not valid. Please use the whole link from your latest e-mail, or call us on {phone}.</p>
    );
  } else {
    const cancel = link.purpose === 'cancel';
    body = (
      <div className="grid gap-4">
        <h2 className="text-xl font-bold">
          {cancel ? 'Cancel your place?' : 'Take the place held for you?'}
        </h2>
        <dl className="grid gap-1 text-sm">
          <div>
            <dt className="inline font-medium">Reference: </dt>
            <dd className="inline">{link.reference}</dd>
          </div>
          {link.session ? (
            <>
              <div>
                <dt className="inline font-medium">Course: </dt>
                <dd className="inline">{link.session.courseName}</dd>
              </div>
              <div>
                <dt className="inline font-medium">When: </dt>
                <dd className="inline">{sessionWhen(link.session)}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Where: </dt>
                <dd className="inline">{link.session.location}</dd>
              </div>
            </>
          ) : null}
        </dl>
        <p className="text-muted-foreground text-sm">
          {cancel
            ? 'Your place goes to the next person on the waitlist.'
            : 'Once you take it, we e-mail your confirmation with a calendar invite.'}
        </p>
        <div>
          <LinkAction token={text} purpose={link.purpose} />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Your Booking" />
      <section className="mx-auto max-w-2xl px-4 py-12">
        <div className="bg-card rounded-lg border p-5">{body}</div>
        <a href="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Back to the home page
        </a>
      </section>
    </>
  );
}
