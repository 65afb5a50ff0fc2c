import { outcomesCsv } from '@/lib/rules/outcomes';
import { loadSessionOutcomes, outcomeCsvRows } from '@/lib/server/outcomes';
import { isUuid } from '@/lib/rules/uuid';
import { privateDownload, staffRequester } from '@/lib/server/private-download';

/** A session's outcomes (attendance and results per learner and unit) as CSV, for staff only (RLS again). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await staffRequester();
  if (session instanceof Response) return session;
  const { id } = await params;
  if (!isUuid(id)) return new Response('This session no longer exists.\n', { status: 404 });
  const outcomes = await loadSessionOutcomes(session, id);
  if (!outcomes) return new Response('This session no longer exists.\n', { status: 404 });
  return privateDownload(
    outcomesCsv(outcomeCsvRows(outcomes)),
    'text/csv; charset=utf-8',
    `outcomes-${outcomes.sessionDate}-${outcomes.slotId.slice(0, 8)}.csv`,
  );
}
