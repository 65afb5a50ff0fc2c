import { site } from '@/content/site';
import { getSession } from '@/lib/auth';
import { parsePeriod } from '@/lib/rules/avetmiss';
import { isStaffRole, STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';
import { todayIn } from '@/lib/rules/slot-format';
import { natExport, natZip } from '@/lib/server/avetmiss';
import { privateDownload } from '@/lib/server/private-download';

/** The period's NAT files and validation report as one zip, for staff only (the data layer checks the role again). */
export async function GET(request: Request) {
  const session = await getSession();
  if (!session) return new Response('Please sign in to continue.\n', { status: 401 });
  if (!isStaffRole(session.role)) return new Response(`${STAFF_ROLE_REQUIRED}\n`, { status: 403 });
  const params = new URL(request.url).searchParams;
  const parsed = parsePeriod(
    params.get('from') ?? undefined,
    params.get('to') ?? undefined,
    todayIn(site.timeZone),
  );
  if (!parsed.ok) return new Response(`${parsed.message}\n`, { status: 400 });
  const built = await natExport(session, parsed.period);
  if (!built.ok) return new Response(`${built.message}\n`, { status: 403 });
  const { from, to } = parsed.period;
  return privateDownload(natZip(built.value), 'application/zip', `avetmiss-${from}-to-${to}.zip`);
}
