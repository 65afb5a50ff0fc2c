import { connection } from 'next/server';
import Link from 'next/link';

import {
  approveEmployerFormAction,
  declineEmployerFormAction,
  editEmployerFormAction,
} from '@/app/staff/employers/actions';
import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { PayForm, type PayField, type PayFormProps } from '@/components/pay/pay-form';
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

type StaffOption = { value: string; label: string };

/** The account manager, one of the staff; approving and editing an employer both ask for it. */
const managerField = (options: readonly StaffOption[], defaultValue: string): PayField => ({
  name: 'accountManagerId',
  label: 'Account manager',
  type: 'select',
  options,
  defaultValue,
  required: true,
});

/** The phone number the employer is given for its account manager. */
const managerPhoneField = (defaultValue?: string): PayField => ({
  name: 'accountManagerPhone',
  label: "Account manager's phone",
  type: 'tel',
  autoComplete: 'off',
  defaultValue,
  required: true,
});

/**
 * One staff step on an employer: the form is named "<verb> <company>", its test id is the verb and the employer's
 * id, and it posts that id. A folded one opens under a summary of the same name.
 */
function EmployerForm<T>({
  employer,
  verb,
  folded = false,
  ...form
}: { employer: { id: string; company: string }; verb: string; folded?: boolean } & Omit<
  PayFormProps<T>,
  'label' | 'id' | 'hidden'
>) {
  const name = `${verb} ${employer.company}`;
  return (
    <PayForm
      {...form}
      label={name}
      id={`${verb.toLowerCase()}-${employer.id}`}
      hidden={{ employerId: employer.id }}
      disclosure={folded ? name : undefined}
    />
  );
}

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
                <EmployerForm
                  employer={employer}
                  verb="Approve"
                  action={approveEmployerFormAction}
                  submit="Approve"
                  busy="Approving…"
                  fields={[managerField(staffOptions, session.user.id), managerPhoneField()]}
                />
                <EmployerForm
                  folded
                  employer={employer}
                  verb="Decline"
                  action={declineEmployerFormAction}
                  submit="Decline"
                  busy="Declining…"
                  variant="destructive"
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
                <EmployerForm
                  folded
                  employer={employer}
                  verb="Edit"
                  action={editEmployerFormAction}
                  submit="Save"
                  busy="Saving…"
                  fields={[
                    managerField(staffOptions, employer.accountManagerId ?? session.user.id),
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
                    managerPhoneField(employer.accountManager?.phone ?? ''),
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
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
    </>
  );
}
