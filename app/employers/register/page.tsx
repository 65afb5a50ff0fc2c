import { connection } from 'next/server';

import { registerEmployerFormAction } from '@/app/employers/register/actions';
import { RegistrationForm } from '@/components/employers/registration-form';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { requireSession } from '@/lib/auth';
import { machineryChoices } from '@/lib/rules/employer-tickets';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: 'Register an Employer',
  description: 'Open an employer account: your crew, their tickets and an account manager.',
  path: '/employers/register',
  noIndex: true,
});

/** REGISTER NOW's form: signed in (or sent to sign in and back), the registrant becomes the first manager. */
export default async function RegisterEmployerPage() {
  await connection();
  const session = await requireSession('/employers/register');
  return (
    <>
      <PageHeader
        title="Register an Employer"
        lead="Tell us about your company. Our staff approve new accounts and assign your account manager; you become the account's first manager."
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <Card>
          <CardContent className="pt-6">
            <RegistrationForm
              action={registerEmployerFormAction}
              machinery={machineryChoices.map(({ unitCode, label }) => ({ unitCode, label }))}
              defaultEmail={session.user.email}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
