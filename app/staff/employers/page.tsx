import { connection } from 'next/server';
import Link from 'next/link';

import {
  approveEmployerFormAction,
  declineEmployerFormAction,
  editEmployerFormAction,
} from '@/app/staff/employers/actions';
import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { PayForm } from '@/components/pay/pay-form';
import { SectionCard } from '@/components/layout/section-card';
import { requireSession } from '@/lib/auth';
import { formatAbn } from '@/lib/rules/abn';
import { formatDateDMY } from '@/lib/rules/format';
import { pageMetadata } from '@/lib/rules/seo';
import { staffEmployers } from '@/lib/server/employers';

export const metadata = pageMetadata({
  title: 'Employers',
  description: 'Staff: employer registrations to approve or decline, and every employer account.',
  path: '/staff/employers',
  noIndex: true,
});

/**
 * Staff: pending registrations (approve, assigning an account manager, or decline with a reason), then every
 * approved employer, whose account manager and sites staff may edit.
 */
export default async function StaffEmployersPage() {
  await connection();
  const session = await requireSession('/staff/employers');
  const result = await staffEmployers(session);
  if (!result.ok) return <StaffPageDenied title="Employers" reason={result.message} />;
  const { pending, approved, staff } = result.value;
  const staffOptions = staff.map((member) => ({
    value: member.id,
    label: `${member.name} (${member.email})`,
  }));
  return (
    <>
      <PageHeader title="Employers" lead="Registrations to approve or decline, and every employer account." />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        <SectionCard title="Waiting for approval">
          {pending.length === 0 ? <p>No registrations are waiting.</p> : null}
          <ul className="grid gap-6">
            {pending.map((employer) => (
              <li
                key={employer.id}
                className="grid gap-3 rounded-lg border p-4"
                data-testid="pending-employer"
              >
                <div>
                  <h3 className="font-semibold">{employer.company}</h3>
                  <p className="text-sm">
                    ABN {formatAbn(employer.abn)} · registered {formatDateDMY(employer.registeredAt)} · crew
                    of {employer.crewSize}
                  </p>
                  <p className="text-sm">
                    {employer.contactName}, {employer.contactEmail}, {employer.contactPhone}
                  </p>
                  <p className="text-sm">Sites: {employer.sites.join(', ')}</p>
                </div>
                <PayForm
                  action={approveEmployerFormAction}
                  label={`Approve ${employer.company}`}
                  submit="Approve"
                  busy="Approving…"
                  id={`approve-${employer.id}`}
                  hidden={{ employerId: employer.id }}
                  fields={[
                    {
                      name: 'accountManagerId',
                      label: 'Account manager',
                      type: 'select',
                      options: staffOptions,
                      defaultValue: session.user.id,
                      required: true,
                    },
                    {
                      name: 'accountManagerPhone',
                      label: "Account manager's phone",
                      type: 'tel',
                      autoComplete: 'off',
                      required: true,
                    },
                  ]}
                />
                <details className="rounded-lg border p-3">
                  <summary className="cursor-pointer font-semibold">Decline {employer.company}</summary>
                  <div className="mt-3">
                    <PayForm
                      action={declineEmployerFormAction}
                      label={`Decline ${employer.company}`}
                      submit="Decline"
                      busy="Declining…"
                      variant="destructive"
                      id={`decline-${employer.id}`}
                      hidden={{ employerId: employer.id }}
                      fields={[
                        {
                          name: 'reason',
                          label: 'Reason (sent to the contact)',
                          type: 'textarea',
                          maxLength: 1000,
                          required: true,
                        },
                      ]}
                    />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title="Employer accounts">
          {approved.length === 0 ? <p>No approved employers yet.</p> : null}
          <ul className="grid gap-3">
            {approved.map((employer) => (
              <li key={employer.id} className="grid gap-2" data-testid="approved-employer">
                <div>
                  <Link href={`/employer/${employer.id}`} className="underline">
                    {employer.company}
                  </Link>{' '}
                  <span className="text-sm">
                    ABN {formatAbn(employer.abn)} · account manager {employer.accountManager?.name}
                  </span>
                </div>
                <details className="rounded-lg border p-3">
                  <summary className="cursor-pointer font-semibold">Edit {employer.company}</summary>
                  <div className="mt-3">
                    <PayForm
                      action={editEmployerFormAction}
                      label={`Edit ${employer.company}`}
                      submit="Save"
                      busy="Saving…"
                      id={`edit-${employer.id}`}
                      hidden={{ employerId: employer.id }}
                      fields={[
                        {
                          name: 'accountManagerId',
                          label: 'Account manager',
                          type: 'select',
                          options: staffOptions,
                          defaultValue: employer.accountManagerId ?? session.user.id,
                          required: true,
                        },
                        {
                          name: 'accountManagerName',
                          label: "Account manager's name (as the employer sees it)",
                          autoComplete: 'off',
                          defaultValue: employer.accountManager?.name ?? '',
                          required: true,
                        },
                        {
                          name: 'accountManagerEmail',
                          label: "Account manager's e-mail",
                          type: 'email',
                          autoComplete: 'off',
                          defaultValue: employer.accountManager?.email ?? '',
                          required: true,
                        },
                        {
                          name: 'accountManagerPhone',
                          label: "Account manager's phone",
                          type: 'tel',
                          autoComplete: 'off',
                          defaultValue: employer.accountManager?.phone ?? '',
                          required: true,
                        },
                        {
                          name: 'sites',
                          label: 'Sites',
                          type: 'textarea',
                          hint: 'One site per line',
                          defaultValue: employer.sites.join('\n'),
                          required: true,
                        },
                      ]}
                    />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
    </>
  );
}
