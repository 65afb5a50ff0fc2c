import { unstable_cache } from 'next/cache';
import { findLocation } from '@/content/locations';
import { capacityBadge, placesLeft } from '@/lib/rules/capacity';
import { formatTimeRange, todayIn } from '@/lib/rules/slot-format';
import { slotBookingHref, slotPayHref } from '@/lib/rules/slot-links';
import type { UpcomingSlotSession } from '@/lib/rules/slot-types';
import { listSlots, UPCOMING_SLOTS_TAG } from '@/lib/server/slots';
import { site } from '@/content/site';

// Answered per request from a cached list (at most an hour old, dropped at once by every slot change through the
// 'slots' tag), so /courses stays static and the build never opens the database.
export const dynamic = 'force-dynamic';

const cachedUpcomingSlots = unstable_cache(
  async () => listSlots('all', { from: todayIn(site.timeZone) }),
  ['upcoming-sessions'],
  { revalidate: 3600, tags: [UPCOMING_SLOTS_TAG] },
);

export type UpcomingSessionsResponse = { sessions: UpcomingSlotSession[] };

export async function GET() {
  try {
    const slots = await cachedUpcomingSlots();
    const sessions = slots.flatMap((slot): UpcomingSlotSession[] => {
      const availability = capacityBadge(slot.maxStudents, slot.currentBookings);
      // Full sessions cannot be booked, so the list of bookable sessions leaves them out.
      if (availability === 'Full') return [];
      return [
        {
          id: slot.id,
          date: slot.date,
          time: formatTimeRange(slot.startTime, slot.endTime),
          startTime: slot.startTime,
          endTime: slot.endTime,
          courseName: slot.courseName,
          location: findLocation(slot.locationSlug)?.label ?? slot.location,
          locationSlug: slot.locationSlug,
          price: slot.price,
          availability,
          placesLeft: placesLeft(slot.maxStudents, slot.currentBookings),
          bookingHref: slotBookingHref(slot),
          payHref: slotPayHref(slot),
        },
      ];
    });
    return Response.json({ sessions } satisfies UpcomingSessionsResponse);
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('Error loading upcoming sessions', { name, message });
    return Response.json({ error: 'Upcoming sessions are unavailable right now.' }, { status: 503 });
  }
}
