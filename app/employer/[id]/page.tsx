import { connection } from 'next/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { AccountManagerCard } from '@/components/employers/account-manager-card';
import { CrewCard } from '@/components/employers/crew-card';
import { ManagersCard } from '@/components/employers/managers-card';
import { RecordedTicketsCard, TicketRecordCard } from '@/components/employers/recorded-tickets';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { requireSession } from '@/lib/auth';
import { formatAbn } from '@/lib/rules/abn';
import { ticketColumns } from '@/lib/rules/employer-tickets';
import { pageMetadata } from '@/lib/rules/seo';
import { employerOverview, recordedTickets, ticketResultWords } from '@/lib/server/employers';
import { cn } from '@/lib/utils';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Employer Account',
  description: 'Your crew, managers and account manager.',
  path: '/employer',
  noIndex: true,
});

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ registered?: string; ticket?: string | string[] }>;
};

/** One employer, for its managers and staff: account manager, managers and invitations, the crew. */
export default async function EmployerPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const { registered, ticket } = await searchParams;
  const session = await requireSession(isUuid(id) ? `/employer/${id}` : '/employer');
  const [overview, recorded] = await Promise.all([
    employerOverview(session, id),
    recordedTickets(session, id),
  ]);
  if (!overview) notFound();
  const { employer, managers, invites, workers } = overview;
  const approved = employer.status === 'approved';
  const columns = ticketColumns(employer.machineryUnits);
  return (
    <>
      <PageHeader
        title={employer.company}
        lead={`ABN ${formatAbn(employer.abn)} · sites: ${employer.sites.join(', ')}`}
      >
        {approved ? (
          <div className="flex flex-wrap gap-3">
            <Link
              href={`/employer/${employer.id}/matrix`}
              className={cn(buttonVariants({ variant: 'brand' }))}
            >
              Ticket matrix
            </Link>
            <Link
              href={`/employer/${employer.id}/book`}
              className={cn(buttonVariants({ variant: 'secondary' }))}
            >
              Book the gaps
            </Link>
          </div>
        ) : null}
        {approved ? (
          <Link
            href={`/employer/${employer.id}/report`}
            className={cn(buttonVariants({ variant: 'secondary' }))}
          >
            Reports
          </Link>
        ) : null}
      </PageHeader>
      {/* minmax(0, 1fr) columns: the wide tables scroll inside their cards instead of widening the page. */}
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8">
        {employer.status === 'declined' ? (
          <p role="status" className="rounded-lg border bg-amber-50 p-4" data-testid="employer-declined">
            Our staff could not approve this registration; we e-mailed {employer.contactEmail} the reason. You
            can register again with the same ABN.
          </p>
        ) : null}
        {employer.status === 'pending' ? (
          <p role="status" className="rounded-lg border bg-amber-50 p-4" data-testid="employer-pending">
            {registered ? 'Thank you: your employer account is registered. ' : ''}
            It is waiting for approval by our staff. We will e-mail {employer.contactEmail} when it is
            approved, with your account manager&apos;s details.
          </p>
        ) : null}

        {employer.accountManager ? <AccountManagerCard manager={employer.accountManager} /> : null}

        {approved ? <CrewCard employerId={employer.id} sites={employer.sites} workers={workers} /> : null}

        {approved && workers.length > 0 ? (
          <TicketRecordCard
            employerId={employer.id}
            workers={workers}
            columns={columns}
            result={ticketResultWords(typeof ticket === 'string' ? ticket : null)}
          />
        ) : null}

        {/* Kept when the last is removed, so that outcome stays on screen. */}
        {approved && (workers.length > 0 || recorded.length > 0) ? (
          <RecordedTicketsCard employerId={employer.id} recorded={recorded} />
        ) : null}

        <ManagersCard employerId={employer.id} managers={managers} invites={invites} canInvite={approved} />
      </div>
    </>
  );
}
