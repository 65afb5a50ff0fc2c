import type { LocationSlug } from '@/content/locations';

/** Stored status of a slot. The capacity badge is computed separately and never changes it. */
export const slotStatuses = ['available', 'limited', 'full'] as const;
export type SlotStatus = (typeof slotStatuses)[number];

/** An availability slot as the app uses it (lib/server/slots maps database rows to this shape). */
export type AvailabilitySlot = {
  id: string;
  /** yyyy-MM-dd */
  date: string;
  courseName: string;
  /** HH:mm, 24-hour, local time at the location */
  startTime: string;
  /** HH:mm, 24-hour */
  endTime: string;
  maxStudents: number;
  currentBookings: number;
  /** The location's name as stored ('Port Macquarie'). */
  location: string;
  locationSlug: LocationSlug;
  /** AUD incl. GST, cents allowed. */
  price: number;
  status: SlotStatus;
  /** ISO timestamp */
  createdAt: string;
  /** ISO timestamp */
  updatedAt: string;
};

/** Which calendar a page shows: every location, or one. */
export type SlotScope = LocationSlug | 'all';

/** One bookable upcoming session as GET /api/upcoming-sessions lists it (the /courses Calendar view). */
export type UpcomingSlotSession = {
  id: string;
  /** yyyy-MM-dd */
  date: string;
  /** '9:00 AM - 5:00 PM' */
  time: string;
  startTime: string;
  endTime: string;
  courseName: string;
  /** The location's label, e.g. 'Mackay QLD'; the /courses location filter matches fragments of it. */
  location: string;
  locationSlug: LocationSlug;
  price: number;
  availability: 'Available' | 'Limited';
  placesLeft: number;
  /** The booking form filled with course, date and location. */
  bookingHref: string;
  /** Book and pay for this session. */
  payHref: string;
};
