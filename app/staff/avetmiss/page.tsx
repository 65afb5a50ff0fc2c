import Link from 'next/link';
import { connection } from 'next/server';

import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { site } from '@/content/site';
import { requireSession } from '@/lib/auth';
import { natProblemCounts, parsePeriod } from '@/lib/rules/avetmiss';
import { formatDateDMY } from '@/lib/rules/format';
import { isStaffRole } from '@/lib/rules/roles';
import { pageMetadata } from '@/lib/rules/seo';
import { todayIn } from '@/lib/rules/slot-format';
import { natExport } from '@/lib/server/avetmiss';

export const metadata = pageMetadata({
  title: 'AVETMISS data',
  description: 'The NAT files of a reporting period and the records that would fail validation.',
  path: '/staff/avetmiss',
  noIndex: true,
});

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The RTO's AVETMISS data: a period (a GET form, so it works without JavaScript and the address can be shared),
 * what would fail validation with a link to fix each record, and the zip of the ten NAT files with the report.
 */
export default async function StaffAvetmissPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const session = await requireSession('/staff/avetmiss');
  if (!isStaffRole(session.role)) {
    return <StaffPageDenied title="AVETMISS data" />;
  }
  const params = await searchParams;
  const parsed = parsePeriod(one(params.from), one(params.to), todayIn(site.timeZone));
  const { from, to } = parsed.period;
  const built = parsed.ok ? await natExport(session, parsed.period) : null;
  const report = built?.ok ? built.value.report : [];
  const counts = natProblemCounts(report);
  const activities = built?.ok ? built.value.files.NAT00120.split('\r\n').filter(Boolean).length : 0;
  const download = `/staff/avetmiss/download?${new URLSearchParams({ from, to }).toString()}`;

  return (
    <>
      <PageHeader
        title="AVETMISS data"
        lead="The NAT files (AVETMISS 8.0) of a period's enrolments and results, checked before they go to the RTO."
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8">
        <form
          method="get"
          action="/staff/avetmiss"
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div className="grid gap-2">
            <Label htmlFor="avetmiss-from">First day</Label>
            <Input id="avetmiss-from" name="from" type="date" defaultValue={from} required />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="avetmiss-to">Last day</Label>
            <Input id="avetmiss-to" name="to" type="date" defaultValue={to} required />
          </div>
          <button
            type="submit"
            className={buttonVariants({ variant: 'outline', className: 'text-foreground' })}
          >
            Check period
          </button>
        </form>
        {!parsed.ok ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
            {parsed.message}
          </p>
        ) : built && !built.ok ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
            {built.message}
          </p>
        ) : (
          <>
            <section aria-labelledby="avetmiss-summary" className="grid gap-3">
              <h2 id="avetmiss-summary" className="text-xl font-semibold">
                {`${formatDateDMY(from)} to ${formatDateDMY(to)}`}
              </h2>
              <p>{`${activities} unit ${activities === 1 ? 'enrolment' : 'enrolments'} in the period.`}</p>
              <p>
                <a href={download} className={buttonVariants({ variant: 'brand' })} download>
                  Download NAT files (zip)
                </a>
              </p>
            </section>
            <section aria-labelledby="avetmiss-report" className="grid gap-3">
              <h2 id="avetmiss-report" className="text-xl font-semibold">
                Validation report
              </h2>
              {report.length === 0 ? (
                <p role="status">No record would fail.</p>
              ) : (
                <>
                  <p role="status">{`${report.length} ${report.length === 1 ? 'problem' : 'problems'} to fix before the files go to the RTO.`}</p>
                  <ul className="grid gap-1" data-testid="avetmiss-counts">
                    {counts.map((entry) => (
                      <li key={entry.kind}>{`${entry.label}: ${entry.count}`}</li>
                    ))}
                  </ul>
                  <ul className="grid gap-2" data-testid="avetmiss-problems">
                    {report.map((row, index) => (
                      <li
                        key={`${row.kind}-${row.record}-${index}`}
                        className="rounded-lg border p-3 text-sm break-words"
                      >
                        <span className="font-semibold">{`${row.record}: `}</span>
                        {`${row.file}, ${row.field}. ${row.problem} `}
                        {row.link ? (
                          <Link className="underline" href={row.link}>
                            Fix the enrolment record
                          </Link>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}
