import { connection } from 'next/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import {
  addWorkerFormAction,
  importCrewFormAction,
  inviteManagerFormAction,
  removeManagerFormAction,
  removeTicketFormAction,
  removeWorkerFormAction,
} from '@/app/employer/actions';
import { CrewImportForm } from '@/components/employers/crew-import-form';
import { RemovalDisclosure } from '@/components/employers/removal-disclosure';
import { TicketRecordForm } from '@/components/employers/ticket-record-form';
import { PageHeader } from '@/components/layout/page-header';
import { PayForm } from '@/components/pay/pay-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent } from '@/components/ui/card';
import { requireSession } from '@/lib/auth';
import { formatAbn } from '@/lib/rules/abn';
import { ticketColumns } from '@/lib/rules/employer-tickets';
import { pageMetadata } from '@/lib/rules/seo';
import { formatDateDMY } from '@/lib/rules/format';
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

const shareWords = {
  asked: 'asked to share',
  shared: 'shares tickets',
  declined: 'declined to share',
} as const;

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

        {employer.accountManager ? (
          <Card>
            <CardContent className="grid gap-1 pt-6" data-testid="account-manager">
              <h2 className="text-lg font-bold">Your account manager</h2>
              <p>{employer.accountManager.name}</p>
              <p>
                Phone:{' '}
                <a className="underline" href={`tel:${employer.accountManager.phone.replace(/[^+\d]/g, '')}`}>
                  {employer.accountManager.phone}
                </a>
              </p>
              <p>
                E-mail:{' '}
                <a className="underline" href={`mailto:${employer.accountManager.email}`}>
                  {employer.accountManager.email}
                </a>
              </p>
            </CardContent>
          </Card>
        ) : null}

        {approved ? (
          <Card>
            <CardContent className="grid grid-cols-1 gap-4 pt-6">
              <h2 className="text-lg font-bold">Crew ({workers.length})</h2>
              <CrewImportForm employerId={employer.id} action={importCrewFormAction} />
              <PayForm
                disclosure="Add one worker"
                action={addWorkerFormAction}
                label="Add a worker"
                submit="Add worker"
                busy="Adding…"
                id="add-worker"
                hidden={{ employerId: employer.id }}
                fields={[
                  { name: 'name', label: 'Name', autoComplete: 'off', required: true },
                  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off', required: true },
                  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
                  { name: 'dateOfBirth', label: 'Date of birth', type: 'date' },
                  { name: 'usi', label: 'USI (if known)', autoComplete: 'off' },
                  {
                    name: 'site',
                    label: 'Site',
                    type: 'select',
                    options: [
                      { value: '', label: 'No site' },
                      ...employer.sites.map((s) => ({ value: s, label: s })),
                    ],
                  },
                ]}
              />
              {workers.length > 0 ? (
                <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Crew list">
                  <table className="w-full text-left text-sm" aria-label="Crew">
                    <thead>
                      <tr className="border-b">
                        <th scope="col" className="py-2 pr-3">
                          Name
                        </th>
                        <th scope="col" className="py-2 pr-3">
                          E-mail
                        </th>
                        <th scope="col" className="py-2 pr-3">
                          Site
                        </th>
                        <th scope="col" className="py-2 pr-3">
                          Sharing
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {workers.slice(0, 500).map((worker) => (
                        <tr key={worker.id} className="border-b">
                          <td className="py-1.5 pr-3">{worker.fullName}</td>
                          <td className="py-1.5 pr-3 break-all">{worker.email}</td>
                          <td className="py-1.5 pr-3">{worker.site ?? ''}</td>
                          <td className="py-1.5 pr-3">{shareWords[worker.share]}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {workers.length > 500 ? (
                    <p className="mt-2 text-sm">The first 500 are listed; the matrix shows everyone.</p>
                  ) : null}
                </div>
              ) : null}
              {/* Kept when the crew is empty, so the outcome of removing the last worker stays on screen. */}
              <RemovalDisclosure
                summary="Remove a worker from the crew"
                action={removeWorkerFormAction}
                label="Remove a worker"
                submit="Remove worker"
                id="remove-worker"
                employerId={employer.id}
                field={{ name: 'workerId', label: 'Worker' }}
                choices={workers
                  .slice(0, 2000)
                  .map((w) => ({ value: w.id, label: `${w.fullName} (${w.email})` }))}
                confirm="I understand the worker leaves the crew and the tickets recorded for them, with their copies, are deleted"
                nothingLeft="No one is in the crew."
              />
            </CardContent>
          </Card>
        ) : null}

        {approved && workers.length > 0 ? (
          <Card>
            <CardContent className="grid grid-cols-1 gap-4 pt-6">
              <h2 className="text-lg font-bold">Record a ticket from another provider</h2>
              <TicketRecordForm
                employerId={employer.id}
                result={ticketResultWords(typeof ticket === 'string' ? ticket : null)}
                workers={workers
                  .slice(0, 2000)
                  .map((w) => ({ value: w.id, label: `${w.fullName} (${w.email})` }))}
                tickets={columns.map((c) => ({ value: c.unitCode, label: `${c.label} (${c.unitCode})` }))}
              />
            </CardContent>
          </Card>
        ) : null}

        {/* Shown beside the form that records them, and kept when the last is removed so that outcome stays on
            screen. */}
        {approved && (workers.length > 0 || recorded.length > 0) ? (
          <Card>
            <CardContent className="grid grid-cols-1 gap-4 pt-6">
              <h2 className="text-lg font-bold">Tickets recorded from other providers ({recorded.length})</h2>
              {recorded.length === 0 ? (
                <p className="text-muted-foreground text-sm">None recorded.</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {recorded.slice(0, 500).map((t) => (
                    <li key={t.id}>
                      {t.workerName}: {t.unitCode}, issued {formatDateDMY(t.issuedOn)}
                      {t.expiresOn ? `, expires ${formatDateDMY(t.expiresOn)}` : ''} ·{' '}
                      <a href={`/employer/tickets/${t.id}`} className="underline">
                        copy
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              <RemovalDisclosure
                summary="Remove a recorded ticket"
                action={removeTicketFormAction}
                label="Remove a recorded ticket"
                submit="Remove ticket"
                id="remove-ticket"
                employerId={employer.id}
                field={{ name: 'ticketId', label: 'Ticket' }}
                choices={recorded.slice(0, 2000).map((t) => ({
                  value: t.id,
                  label: `${t.workerName}: ${t.unitCode}, issued ${formatDateDMY(t.issuedOn)}`,
                }))}
                confirm="I understand the ticket and its uploaded copy are deleted for good"
                nothingLeft="No recorded tickets are left to remove."
              />
            </CardContent>
          </Card>
        ) : null}

        <Card>
          <CardContent className="grid grid-cols-1 gap-4 pt-6">
            <h2 className="text-lg font-bold">Managers</h2>
            <ul className="grid gap-3">
              {managers.map((manager) => (
                <li key={manager.userId} className="flex flex-wrap items-center gap-3">
                  <span className="break-all">{manager.email}</span>
                  {managers.length > 1 ? (
                    <PayForm
                      action={removeManagerFormAction}
                      label={`Remove ${manager.email}`}
                      submit="Remove"
                      busy="Removing…"
                      variant="outline"
                      hidden={{ employerId: employer.id, userId: manager.userId }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
            {approved ? (
              <PayForm
                action={inviteManagerFormAction}
                label="Invite a manager"
                submit="Send invitation"
                busy="Sending…"
                id="invite-manager"
                hidden={{ employerId: employer.id }}
                fields={[
                  {
                    name: 'email',
                    label: "New manager's e-mail",
                    type: 'email',
                    autoComplete: 'off',
                    required: true,
                  },
                ]}
              />
            ) : null}
            {invites.length > 0 ? (
              <ul className="text-sm">
                {invites.map((invite) => (
                  <li key={invite.id}>
                    {invite.email}:{' '}
                    {invite.acceptedOn ? `accepted ${invite.acceptedOn}` : `open until ${invite.expiresOn}`}
                  </li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
