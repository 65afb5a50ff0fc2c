import 'server-only';

import { findLocation } from '@/content/locations';
import { getSession } from '@/lib/auth';
import { isStaffRole } from '@/lib/roles';
import { addDaysYmd, initialCalendarDate, todayIn } from '@/lib/slot-format';
import type { SlotScope } from '@/lib/slot-types';
import { listSlots, slotsTableExists } from '@/lib/slots';

import { AvailabilityCalendar, type CalendarAccess } from './availability-calendar';
import { SetupCard } from './setup-card';

/** Staff look back a season to correct past bookings; older slots are not loaded. */
const HISTORY_DAYS = 90;

async function tableReady(): Promise<boolean> {
  try {
    return await slotsTableExists();
  } catch (error) {
    // As the spec's table check: an error means the table is missing, and the setup card explains what to do.
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('Error checking the availability table', { name, message });
    return false;
  }
}

/** The data side of both calendar pages: the setup card, or the slots and the viewer's access. */
export async function CalendarView({ scope, requestedDate }: { scope: SlotScope; requestedDate?: string }) {
  if (!(await tableReady())) return <SetupCard />;

  const timeZone =
    scope === 'all' ? 'Australia/Sydney' : (findLocation(scope)?.timeZone ?? 'Australia/Sydney');
  const today = todayIn(timeZone);
  const [slots, session] = await Promise.all([
    listSlots(scope, { from: addDaysYmd(today, -HISTORY_DAYS) }),
    getSession(),
  ]);
  const access: CalendarAccess = !session ? 'visitor' : isStaffRole(session.role) ? 'staff' : 'user';

  return (
    <AvailabilityCalendar
      scope={scope}
      slots={slots}
      today={today}
      initialDate={initialCalendarDate(
        slots.map((slot) => slot.date),
        today,
        requestedDate,
      )}
      access={access}
    />
  );
}
