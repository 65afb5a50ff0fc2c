import { findLocation } from '@/content/locations';
import { capacityBadge, placesLeft } from '@/lib/capacity';
import { formatTimeRange, todayIn } from '@/lib/slot-format';
import { slotBookingHref } from '@/lib/slot-links';
import type { UpcomingSlotSession } from '@/lib/slot-types';
import { listSlots } from '@/lib/slots';

// Regenerated at most hourly, and at once after every slot change (the slot actions revalidate this path), so
// /courses stays static and its Calendar view reads a cached file.
export const revalidate = 3600;

export type UpcomingSessionsResponse = { sessions: UpcomingSlotSession[] };

export async function GET() {
  try {
    const slots = await listSlots('all', { from: todayIn('Australia/Sydney') });
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
