import type { Metadata } from 'next';

import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { confirmationAsksForPassword, safeNextPath } from '@/lib/auth';
import { CONFIRMATION_FAILED_MESSAGE } from '@/lib/auth/messages';
import { pageMetadata } from '@/lib/rules/seo';

import { hasLink, linkFields } from '../link-params';
import { ConfirmForm } from './confirm-form';

// The address holds the link's token: no request from this page names it in a Referer.
export const metadata = {
  ...pageMetadata({
    title: 'Confirm your email',
    description: 'Confirm the email address of your account.',
    path: '/auth/confirm',
    noIndex: true,
  }),
  referrer: 'no-referrer',
} satisfies Metadata;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The page a confirmation link opens. Opening it changes nothing (mail scanners open links); its one button posts
 * the link back, and that confirms the address. Nobody is signed in by it.
 */
export default async function ConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const link = linkFields(params);
  const emailChange = link.type === 'email_change';
  const title = emailChange ? 'Confirm your new email' : 'Confirm your email';
  const asksForPassword = await confirmationAsksForPassword(link.type);
  return (
    <>
      <PageHeader title={title} />
      <section className="mx-auto w-full max-w-lg px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-xl font-bold">{title}</h2>
            </CardTitle>
            <CardDescription>
              {emailChange
                ? 'Press the button to make this the email address of your account. You then sign in with it.'
                : asksForPassword
                  ? 'Choose the password of your account to confirm your email address. You then sign in with it.'
                  : 'Press the button to confirm your email address. You then sign in with your password.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {hasLink(link) ? (
              <ConfirmForm
                link={link}
                next={safeNextPath(params.next, '')}
                emailChange={emailChange}
                asksForPassword={asksForPassword}
              />
            ) : (
              <p role="alert" className="text-destructive text-sm font-medium">
                {CONFIRMATION_FAILED_MESSAGE}
              </p>
            )}
          </CardContent>
        </Card>
      </section>
    </>
  );
}
