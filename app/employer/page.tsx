import { connection } from 'next/server';
import Link from 'next/link';

import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { requireSession } from '@/lib/auth';
import { pageMetadata } from '@/lib/rules/seo';
import { myEmployers } from '@/lib/server/employers';

export const metadata = pageMetadata({
  title: 'Employer Accounts',
  description: 'The employer accounts you manage.',
  path: '/employer',
  noIndex: true,
});

const statusWords = { pending: 'waiting for approval', approved: 'approved', declined: 'declined' } as const;

/** The manager's area: the employers the signed-in user manages. */
export default async function EmployerHomePage() {
  await connection();
  const session = await requireSession('/employer');
  const employers = await myEmployers(session);
  return (
    <>
      <PageHeader title="Employer Accounts" lead="Your crews, their tickets and your account managers." />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <Card>
          <CardContent className="grid gap-3 pt-6">
            {employers.length === 0 ? (
              <p>
                You do not manage an employer account.{' '}
                <Link href="/employers/register" className="underline">
                  Register an employer
                </Link>
                , or ask a manager of yours to invite you.
              </p>
            ) : (
              <ul className="grid gap-2">
                {employers.map((employer) => (
                  <li key={employer.id}>
                    <Link href={`/employer/${employer.id}`} className="font-semibold underline">
                      {employer.company}
                    </Link>{' '}
                    <span className="text-sm">({statusWords[employer.status]})</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
