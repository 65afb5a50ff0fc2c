import 'server-only';

import { ServiceUnavailable } from '@/components/layout/service-unavailable';
import { findLocation } from '@/content/locations';
import { classifyDatabaseError, databaseErrorSummary } from '@/lib/db';
import { addDaysYmd, initialCalendarDate, todayIn } from '@/lib/rules/slot-format';
import type { AvailabilitySlot, SlotScope } from '@/lib/rules/slot-types';
import { listSlots, slotsTableExists } from '@/lib/server/slots';
import { CALENDAR_UNAVAILABLE_MESSAGE, CALENDAR_UNAVAILABLE_TITLE } from '@/lib/rules/unavailable-messages';

import { AvailabilityCalendar } from './availability-calendar';
import { SetupCard } from './setup-card';

/** Staff look back a season to correct past bookings; older slots are not loaded. */
const HISTORY_DAYS = 90;

type Loaded = { state: 'ready'; slots: AvailabilitySlot[] } | { state: 'missing' } | { state: 'unavailable' };

/**
 * Only a table that is really missing gets the setup card; a database that is down, locked or timing out gets
 * "unavailable right now" with the phone numbers (a setup button would be no use, and anyone may press it).
 */
function fromError(error: unknown): Loaded {
  const problem = classifyDatabaseError(error);
  if (problem === 'missing-table') return { state: 'missing' };
  console.error('Error loading the availability calendar', { problem, ...databaseErrorSummary(error) });
  return { state: 'unavailable' };
}

/** The table check first: while the database is down nothing else is tried. */
async function tableState(): Promise<Loaded | null> {
  try {
    return (await slotsTableExists()) ? null : { state: 'missing' };
  } catch (error) {
    return fromError(error);
  }
}

async function loadSlots(scope: SlotScope, from: string): Promise<Loaded> {
  try {
    return { state: 'ready', slots: await listSlots(scope, { from }) };
  } catch (error) {
    return fromError(error);
  }
}

function unavailable() {
  return <ServiceUnavailable title={CALENDAR_UNAVAILABLE_TITLE} message={CALENDAR_UNAVAILABLE_MESSAGE} />;
}

/**
 * The data side of both calendar pages, the same for every viewer (the page is cached): the setup card,
 * "unavailable right now", or the slots. Who may edit, and a ?date= deep link, are settled in the browser.
 */
export async function CalendarView({ scope }: { scope: SlotScope }) {
  const problem = await tableState();
  if (problem) return problem.state === 'missing' ? <SetupCard /> : unavailable();

  const timeZone =
    scope === 'all' ? 'Australia/Sydney' : (findLocation(scope)?.timeZone ?? 'Australia/Sydney');
  const today = todayIn(timeZone);
  const loaded = await loadSlots(scope, addDaysYmd(today, -HISTORY_DAYS));
  if (loaded.state === 'missing') return <SetupCard />;
  if (loaded.state === 'unavailable') return unavailable();

  const { slots } = loaded;
  return (
    <AvailabilityCalendar
      scope={scope}
      slots={slots}
      today={today}
      initialDate={initialCalendarDate(
        slots.map((slot) => slot.date),
        today,
      )}
    />
  );
}
