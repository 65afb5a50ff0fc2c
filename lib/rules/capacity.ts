/**
 * The capacity badge of spec 000 section 4: places left = max_students - current_bookings; 0 left is 'Full',
 * 3 or fewer is 'Limited', otherwise 'Available'. It is computed for display only: the stored status is not changed.
 */

export type CapacityBadge = 'Available' | 'Limited' | 'Full';

/** 'Limited' at this many places left or fewer. */
export const LIMITED_PLACES_THRESHOLD = 3;

/** Places still free; never negative, even for rows that were overbooked by hand. */
export function placesLeft(maxStudents: number, currentBookings: number): number {
  return Math.max(0, maxStudents - currentBookings);
}

export function capacityBadge(maxStudents: number, currentBookings: number): CapacityBadge {
  const left = placesLeft(maxStudents, currentBookings);
  if (left === 0) return 'Full';
  if (left <= LIMITED_PLACES_THRESHOLD) return 'Limited';
  return 'Available';
}

/** Badge colours: Full destructive, Limited hi-vis yellow, Available green. */
export function capacityBadgeVariant(badge: CapacityBadge): 'destructive' | 'warning' | 'success' {
  if (badge === 'Full') return 'destructive';
  if (badge === 'Limited') return 'warning';
  return 'success';
}

/** '1 place left', '12 places left', 'No places left' */
export function placesLeftLabel(left: number): string {
  if (left <= 0) return 'No places left';
  return `${left} ${left === 1 ? 'place' : 'places'} left`;
}

/** Shown on the calendar and the booking form when a session has no place left: requests waitlist. */
export const SESSION_FULL_MESSAGE = 'This session is full: your request joins the waitlist';
