import { loadRoster, rosterCsv } from '@/lib/server/rosters';
import { isUuid } from '@/lib/rules/uuid';
import { privateDownload, staffRequester } from '@/lib/server/private-download';

/** A session's roster as CSV, for staff only (checked here; RLS hides every learner from anyone else anyway). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await staffRequester();
  if (session instanceof Response) return session;
  const { id } = await params;
  if (!isUuid(id)) return new Response('This session no longer exists.\n', { status: 404 });
  const roster = await loadRoster(session, id);
  if (!roster) return new Response('This session no longer exists.\n', { status: 404 });
  return privateDownload(
    rosterCsv(roster),
    'text/csv; charset=utf-8',
    `roster-${roster.slot.locationSlug}-${roster.slot.date}.csv`,
  );
}
