import { site } from '@/content/site';
import { parsePeriod } from '@/lib/rules/avetmiss';
import { todayIn } from '@/lib/rules/slot-format';
import { natExport, natZip } from '@/lib/server/avetmiss';
import { privateDownload, staffRequester } from '@/lib/server/private-download';

/** The period's NAT files and validation report as one zip, for staff only (the data layer checks the role again). */
export async function GET(request: Request) {
  const session = await staffRequester();
  if (session instanceof Response) return session;
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
