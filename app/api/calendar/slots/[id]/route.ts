import { buildIcsCalendar, slotIcsEvent, slotIcsFileName } from '@/lib/files/ics';
import { siteOrigin } from '@/lib/rules/seo';
import { slotBookingHref } from '@/lib/rules/slot-links';
import { getSlot } from '@/lib/server/slots';
import { slotIdSchema } from '@/lib/validation/slot';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** One slot as an .ics file, for 'Add to calendar'. */
export async function GET(_request: Request, { params }: Context) {
  const { id } = await params;
  const parsed = slotIdSchema.safeParse(id);
  if (!parsed.success) return new Response('Unknown session', { status: 404 });
  try {
    const slot = await getSlot(parsed.data);
    if (!slot) return new Response('Unknown session', { status: 404 });
    const origin = siteOrigin();
    const body = buildIcsCalendar({
      name: slot.courseName,
      events: [slotIcsEvent(slot, origin, slotBookingHref(slot))],
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${slotIcsFileName(slot)}"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('Error building a session .ics file', { name, message });
    return new Response('This session is unavailable right now. Please try again later.', { status: 503 });
  }
}
