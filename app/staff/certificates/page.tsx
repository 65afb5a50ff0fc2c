import Link from 'next/link';
import { connection } from 'next/server';

import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { ReissueCertificateForm, RevokeCertificateForm } from '@/components/outcomes/certificate-forms';
import { requireSession } from '@/lib/auth';
import { formatDateDMY, monthYearLabel } from '@/lib/rules/format';
import { isAdminRole, isStaffRole } from '@/lib/rules/roles';
import { pageMetadata } from '@/lib/rules/seo';
import { certificatesDue, listCertificates, upcomingExpiries } from '@/lib/server/certificates';

export const metadata = pageMetadata({
  title: 'Certificates',
  description: 'Certificates to issue, issued certificates and upcoming expiries.',
  path: '/staff/certificates',
  noIndex: true,
});

const deadlineLabel = { overdue: 'Overdue', 'due-soon': 'Due soon', 'on-time': 'On time' } as const;

/**
 * Staff's certificate desk: competent learners still without a certificate against the 30-day deadline (warned
 * from 7 days before), upcoming expiries per month, and every certificate with re-issue (and revoke for admins).
 */
export default async function StaffCertificatesPage() {
  await connection();
  const session = await requireSession('/staff/certificates');
  if (!isStaffRole(session.role)) {
    return <StaffPageDenied title="Certificates" />;
  }
  const [due, expiries, certificates] = await Promise.all([
    certificatesDue(session),
    upcomingExpiries(session),
    listCertificates(session),
  ]);
  const admin = isAdminRole(session.role);
  const warnings = due.filter((item) => item.state !== 'on-time');

  return (
    <>
      <PageHeader title="Certificates" lead="Issue within 30 days of completion; see what expires when." />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8">
        {warnings.length > 0 ? (
          <p
            role="alert"
            className="border-destructive/40 rounded-lg border bg-red-50 p-4 font-medium text-red-900"
          >
            {`${warnings.length} ${warnings.length === 1 ? 'certificate is' : 'certificates are'} due within 7 days or overdue.`}
          </p>
        ) : null}
        <section aria-labelledby="due" className="grid gap-3">
          <h2 id="due" className="text-xl font-semibold">
            To issue
          </h2>
          {due.length === 0 ? (
            <p className="text-muted-foreground">No competent learner is waiting for a certificate.</p>
          ) : (
            <ul className="grid gap-2" data-testid="certificates-due">
              {due.map((item) => (
                <li key={item.bookingId} className="rounded-lg border p-3 text-sm">
                  <span className="font-semibold">{`${deadlineLabel[item.state]}: `}</span>
                  {`${item.name}, ${item.course}; completed ${formatDateDMY(item.completedOn)}, issue by ${formatDateDMY(item.deadline)}. `}
                  <Link className="underline" href={`/staff/sessions/${item.slotId}`}>
                    Open the roll
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="expiries" className="grid gap-3">
          <h2 id="expiries" className="text-xl font-semibold">
            Upcoming expiries
          </h2>
          {expiries.length === 0 ? (
            <p className="text-muted-foreground">No certificate expires in the next 12 months.</p>
          ) : (
            expiries.map((month) => (
              <div key={month.month} className="grid gap-1">
                <h3 className="font-semibold">{`${monthYearLabel(`${month.month}-01`)} (${month.certificates.length})`}</h3>
                <ul className="grid gap-1 text-sm">
                  {month.certificates.map((certificate) => (
                    <li
                      key={certificate.id}
                    >{`${formatDateDMY(certificate.expiresOn)}: ${certificate.name}, ${certificate.course} (${certificate.number})`}</li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </section>
        <section aria-labelledby="issued" className="grid gap-3">
          <h2 id="issued" className="text-xl font-semibold">
            Issued certificates
          </h2>
          {certificates.length === 0 ? (
            <p className="text-muted-foreground">None yet.</p>
          ) : (
            <ul className="grid gap-3">
              {certificates.map((certificate) => (
                <li key={certificate.id} className="grid gap-2 rounded-lg border p-4 text-sm">
                  <p className="font-semibold">{`${certificate.number}: ${certificate.learnerName}`}</p>
                  <p>{`${certificate.courseName}; issued ${formatDateDMY(certificate.issuedOn)}${
                    certificate.reissueCount > 0 ? `, re-issued ${certificate.reissueCount}×` : ''
                  }${certificate.expiresOn ? `; expires ${formatDateDMY(certificate.expiresOn)}` : ''}`}</p>
                  {certificate.revokedOn ? (
                    <p className="text-destructive">{`Revoked ${formatDateDMY(certificate.revokedOn)}: ${certificate.revokeReason}`}</p>
                  ) : (
                    <div className="grid gap-3 sm:grid-cols-2">
                      <div className="flex flex-wrap gap-3">
                        <a
                          className="inline-flex min-h-11 items-center underline"
                          href={`/account/certificates/${certificate.id}`}
                          download
                        >
                          {`PDF of ${certificate.number}`}
                        </a>
                        <ReissueCertificateForm certificateId={certificate.id} />
                      </div>
                      {admin ? <RevokeCertificateForm certificateId={certificate.id} /> : null}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
