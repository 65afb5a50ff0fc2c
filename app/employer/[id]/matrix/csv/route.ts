import { getSession } from '@/lib/auth';
import { matrixCsv } from '@/lib/rules/employer-tickets';
import { ticketMatrix } from '@/lib/server/employers';
import { isUuid } from '@/lib/rules/uuid';
import { privateDownload } from '@/lib/server/private-download';

/** The ticket matrix as CSV, for the employer's managers and staff only (the data layer and RLS check again). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSession();
  if (!session) return new Response('Please sign in to continue.\n', { status: 401 });
  const { id } = await params;
  if (!isUuid(id)) return new Response('This employer account was not found.\n', { status: 404 });
  const site = new URL(request.url).searchParams.get('site');
  const matrix = await ticketMatrix(session, id, { site });
  if (!matrix) return new Response('This employer account was not found.\n', { status: 404 });
  const csv = matrixCsv(
    matrix.columns,
    matrix.rows.map((row) => ({
      name: row.worker.fullName,
      email: row.worker.email,
      site: row.worker.site,
      cells: row.cells,
    })),
  );
  return privateDownload(csv, 'text/csv; charset=utf-8', `ticket-matrix-${matrix.today}.csv`);
}
