import { findLocation } from '@/content/locations';
import { site } from '@/content/site';
import { buildIcsCalendar, slotIcsEvent } from '@/lib/files/ics';
import { siteOrigin } from '@/lib/rules/seo';
import { todayIn } from '@/lib/rules/slot-format';
import { slotBookingHref } from '@/lib/rules/slot-links';
import type { SlotScope } from '@/lib/rules/slot-types';
import { listSlots } from '@/lib/server/slots';

// Calendar apps poll feeds; each poll reads the current slots (and shared caches may keep it 5 minutes).
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ feed: string }> };

function scopeOf(feed: string): SlotScope | null {
  const match = /^([a-z-]+)\.ics$/.exec(feed);
  if (!match) return null;
  if (match[1] === 'all') return 'all';
  return findLocation(match[1])?.slug ?? null;
}

/** /api/calendar/{location-slug}.ics and /api/calendar/all.ics: upcoming slots as a subscribable iCalendar feed. */
export async function GET(_request: Request, { params }: Context) {
  const { feed } = await params;
  const scope = scopeOf(feed);
  if (!scope) return new Response('Unknown calendar', { status: 404 });

  const location = scope === 'all' ? undefined : findLocation(scope);
  try {
    const slots = await listSlots(scope, { from: todayIn(location?.timeZone ?? site.timeZone) });
    const origin = siteOrigin();
    const body = buildIcsCalendar({
      name: `${site.name}: ${location ? location.label : 'all locations'}`,
      events: slots.map((slot) => slotIcsEvent(slot, origin, slotBookingHref(slot))),
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="${feed}"`,
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('Error building the calendar feed', { name, message });
    return new Response('The calendar is unavailable right now. Please try again later.', {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' },
    });
  }
}
