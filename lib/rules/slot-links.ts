import type { AvailabilitySlot, SlotScope } from '@/lib/rules/slot-types';

/**
 * '/booking?course=…&date=yyyy-MM-dd&location={slug}&session={id}': the booking form filled from a calendar slot;
 * the session id prefills the staff's choice (a request never takes or queues for a place by itself).
 */
export function slotBookingHref(
  slot: Pick<AvailabilitySlot, 'courseName' | 'date' | 'locationSlug'> & { id?: string },
): string {
  const params = new URLSearchParams({
    course: slot.courseName,
    date: slot.date,
    location: slot.locationSlug,
  });
  if (slot.id) params.set('session', slot.id);
  return `/booking?${params.toString()}`;
}

/** Book and pay for a scheduled session (signed-in learners; the page sends others to sign in first). */
export function slotPayHref(slot: Pick<AvailabilitySlot, 'id'>): string {
  return `/book/${slot.id}`;
}

/** One slot as an .ics download. */
export function slotIcsHref(slot: Pick<AvailabilitySlot, 'id'>): string {
  return `/api/calendar/slots/${slot.id}`;
}

/** A location's (or every location's) upcoming slots as a subscribable .ics feed. */
export function calendarFeedHref(scope: SlotScope): string {
  return `/api/calendar/${scope}.ics`;
}

/** The page a scope's calendar lives on. */
export function calendarPageHref(scope: SlotScope): string {
  return scope === 'all' ? '/calendar' : `/calendar/${scope}`;
}
