import type { Metadata } from 'next';
import Link from 'next/link';

import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { resetLinkUsable } from '@/lib/auth';
import { RESET_LINK_FAILED_MESSAGE } from '@/lib/auth/messages';
import { pageMetadata } from '@/lib/rules/seo';

import { hasLink, linkFields } from '../link-params';
import { ResetPasswordForm } from './reset-password-form';

// The address holds the link's token: no request from this page names it in a Referer.
export const metadata = {
  ...pageMetadata({
    title: 'Set a new password',
    description: 'Set a new password for your account.',
    path: '/auth/reset',
    noIndex: true,
  }),
  referrer: 'no-referrer',
} satisfies Metadata;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The page a reset link opens: opening it only reads whether the link still works (mail scanners open links);
 * the form's post uses it.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const link = linkFields(await searchParams);
  const usable = hasLink(link) && (await resetLinkUsable(link)) !== false;
  return (
    <>
      <PageHeader title="Set a new password" />
      <section className="mx-auto w-full max-w-lg px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-xl font-bold">Set a new password</h2>
            </CardTitle>
            <CardDescription>
              Every device signed in to your account will be signed out. You then sign in with the new
              password.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {usable ? (
              <ResetPasswordForm link={link} />
            ) : (
              <>
                <p role="alert" className="text-destructive text-sm font-medium">
                  {RESET_LINK_FAILED_MESSAGE}
                </p>
                <p className="text-sm">
                  <Link href="/auth/forgot" className="text-primary font-medium underline">
                    Ask for a new link
                  </Link>
                </p>
              </>
            )}
          </CardContent>
        </Card>
      </section>
    </>
  );
}
