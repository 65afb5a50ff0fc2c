import { headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { PageHeader } from '@/components/layout/page-header';
import { getSession, safeNextPath } from '@/lib/auth';
import {
  CONFIRMATION_FAILED_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
} from '@/lib/auth/messages';
import { pageMetadata } from '@/lib/rules/seo';

import { AuthTabs } from './auth-tabs';

export const metadata = pageMetadata({
  title: 'Sign In',
  description:
    'Sign in or create an account to leave reviews and keep your e-learning progress and assessment results.',
  path: '/auth',
  noIndex: true,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What a link's page says once it is used: it proves an address or sets a password, and signing in follows here. */
const notices: Record<string, string> = {
  confirmed: EMAIL_CONFIRMED_MESSAGE,
  'email-changed': EMAIL_CHANGED_MESSAGE,
  'password-reset': PASSWORD_RESET_MESSAGE,
};

export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const next = safeNextPath(params.next);
  // A signed-in visitor goes back where they came from. The page rendered again in a sign-in's own answer (its
  // session cookie makes Next render it) stays: the form shows its result, refreshes the session and moves on
  // itself, and a redirect here would unmount it first. A sign-in without JavaScript is redirected by its action.
  const answeringAction = (await headers()).has('next-action');
  if (!answeringAction && (await getSession())) redirect(next);

  const confirmationFailed = params.error === 'confirmation';
  const notice = typeof params.notice === 'string' ? notices[params.notice] : undefined;
  return (
    <>
      <PageHeader
        title="Sign In or Sign Up"
        lead="One account for reviews, e-learning progress and theory assessment results."
      />
      <section className="mx-auto w-full max-w-lg px-4 py-10">
        {confirmationFailed ? (
          <p
            role="alert"
            className="border-destructive/40 bg-destructive/10 text-destructive mb-6 rounded-md border p-3 text-sm"
          >
            {CONFIRMATION_FAILED_MESSAGE}
          </p>
        ) : null}
        {notice ? (
          <p
            role="status"
            className="border-success/40 bg-success/10 text-foreground mb-6 rounded-md border p-3 text-sm font-medium"
          >
            {notice}
          </p>
        ) : null}
        <AuthTabs
          next={next}
          initialTab={(params.tab === 'signup' || confirmationFailed) && !notice ? 'signup' : 'signin'}
        />
      </section>
    </>
  );
}
