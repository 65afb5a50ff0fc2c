import type { LocationSlug } from '@/content/locations';

/** Stored status of a slot. The capacity badge is computed separately and never changes it. */
export const slotStatuses = ['available', 'limited', 'full'] as const;
export type SlotStatus = (typeof slotStatuses)[number];

/** An availability slot as the app uses it (lib/slots maps database rows to this shape). */
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
