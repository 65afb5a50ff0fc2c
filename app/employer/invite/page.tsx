import { connection } from 'next/server';

import { acceptInviteFormAction } from '@/app/employer/actions';
import { PageHeader } from '@/components/layout/page-header';
import { PayForm } from '@/components/pay/pay-form';
import { Card, CardContent } from '@/components/ui/card';
import { requireSession } from '@/lib/auth';
import { pageMetadata } from '@/lib/rules/seo';
import { employerMessages, previewInvite } from '@/lib/server/employers';

export const metadata = pageMetadata({
  title: 'Employer Invitation',
  description: 'Accept an invitation to manage an employer account.',
  path: '/employer/invite',
  noIndex: true,
});

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The invitation mail's link: GET shows the question, its one button POSTs (mail scanners open links). */
export default async function EmployerInvitePage({ searchParams }: Props) {
  await connection();
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : '';
  await requireSession(`/employer/invite?token=${encodeURIComponent(given)}`);
  const invite = await previewInvite(given);
  return (
    <>
      <PageHeader title="Employer Invitation" />
      <div className="mx-auto grid max-w-xl gap-6 px-4 py-8">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            {invite ? (
              <>
                <p>
                  You are invited to manage <strong>{invite.company}</strong>&apos;s crew and tickets. The
                  invitation was sent to {invite.email}.
                </p>
                <PayForm
                  action={acceptInviteFormAction}
                  label="Accept the invitation"
                  submit="Accept invitation"
                  busy="Accepting…"
                  hidden={{ token: given }}
                />
              </>
            ) : (
              <p role="alert">{employerMessages.inviteInvalid}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
