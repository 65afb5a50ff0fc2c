import { getSession } from '@/lib/auth';
import { monthlyReportCsv, outstandingCsv } from '@/lib/rules/employer-report';
import { employerReport } from '@/lib/server/employer-reports';
import { isUuid } from '@/lib/rules/uuid';
import { privateDownload } from '@/lib/server/private-download';

/**
 * The employer's report as CSV, for its managers and staff only: the monthly figures, or with ?table=outstanding
 * the invoices waiting for payment.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSession();
  if (!session) return new Response('Please sign in to continue.\n', { status: 401 });
  const { id } = await params;
  if (!isUuid(id)) return new Response('This employer account was not found.\n', { status: 404 });
  const report = await employerReport(session, id);
  if (!report) return new Response('This employer account was not found.\n', { status: 404 });
  const outstanding = new URL(request.url).searchParams.get('table') === 'outstanding';
  const csv = outstanding ? outstandingCsv(report.outstanding) : monthlyReportCsv(report);
  const name = outstanding ? 'outstanding-invoices' : 'employer-report';
  return privateDownload(csv, 'text/csv; charset=utf-8', `${name}-${report.today}.csv`);
}
