import { connection } from 'next/server';

import { answerShareFormAction } from '@/app/account/employers/actions';
import { PageHeader } from '@/components/layout/page-header';
import { PayForm } from '@/components/pay/pay-form';
import { Card, CardContent } from '@/components/ui/card';
import { requireSession } from '@/lib/auth';
import { pageMetadata } from '@/lib/rules/seo';
import { myShareRequests } from '@/lib/server/employers';

export const metadata = pageMetadata({
  title: 'Employers',
  description: 'Employers that asked to see your training tickets.',
  path: '/account/employers',
  noIndex: true,
});

const stateWords = {
  asked: 'asks to see your tickets',
  shared: 'sees your tickets',
  declined: 'sees none of your tickets',
} as const;

/** The worker's side: each employer that added them, and what it may see. Nothing is shared until they agree. */
export default async function AccountEmployersPage() {
  await connection();
  const session = await requireSession('/account/employers');
  const requests = await myShareRequests(session);
  return (
    <>
      <PageHeader
        title="Employers"
        lead="If you agree, an employer sees the tickets you hold with us, the bookings it makes for you and the results of those bookings. Nothing else, and only until you stop sharing."
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        {requests.length === 0 ? (
          <p>No employer has asked to see your tickets.</p>
        ) : (
          requests.map((request) => (
            <Card key={request.workerId}>
              <CardContent className="grid gap-3 pt-6" data-testid="share-request">
                <p>
                  <strong>{request.company}</strong> {stateWords[request.state]}.
                </p>
                <div className="flex flex-wrap gap-3">
                  {request.state !== 'shared' ? (
                    <PayForm
                      action={answerShareFormAction}
                      label={`Share with ${request.company}`}
                      submit="Share my tickets"
                      busy="Saving…"
                      hidden={{ workerId: request.workerId, answer: 'share' }}
                    />
                  ) : null}
                  {request.state !== 'declined' ? (
                    <PayForm
                      action={answerShareFormAction}
                      label={`Do not share with ${request.company}`}
                      submit={request.state === 'shared' ? 'Stop sharing' : 'Do not share'}
                      busy="Saving…"
                      variant="outline"
                      hidden={{ workerId: request.workerId, answer: 'decline' }}
                    />
                  ) : null}
                </div>
              </CardContent>
            </Card>
          ))
        )}
      </div>
    </>
  );
}
