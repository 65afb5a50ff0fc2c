import { redirect } from 'next/navigation';

import { PageHeader } from '@/components/layout/page-header';
import { getSession, safeNextPath } from '@/lib/auth';
import { CONFIRMATION_FAILED_MESSAGE } from '@/lib/auth/messages';
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

export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const next = safeNextPath(params.next);
  // A signed-in visitor goes back where they came from.
  if (await getSession()) redirect(next);

  const confirmationFailed = params.error === 'confirmation';
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
        <AuthTabs
          next={next}
          initialTab={params.tab === 'signup' || confirmationFailed ? 'signup' : 'signin'}
        />
      </section>
    </>
  );
}
