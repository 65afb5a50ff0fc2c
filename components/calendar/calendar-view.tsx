import 'server-only';

import { ServiceUnavailable } from '@/components/layout/service-unavailable';
import { findLocation } from '@/content/locations';
import { addDaysYmd, initialCalendarDate, todayIn } from '@/lib/rules/slot-format';
import type { SlotScope } from '@/lib/rules/slot-types';
import { loadCalendar } from '@/lib/server/slots';
import { CALENDAR_UNAVAILABLE_MESSAGE, CALENDAR_UNAVAILABLE_TITLE } from '@/lib/rules/unavailable-messages';

import { AvailabilityCalendar } from './availability-calendar';
import { SetupCard } from './setup-card';
import { site } from '@/content/site';

/** Staff look back a season to correct past bookings; older slots are not loaded. */
const HISTORY_DAYS = 90;

function unavailable() {
  return <ServiceUnavailable title={CALENDAR_UNAVAILABLE_TITLE} message={CALENDAR_UNAVAILABLE_MESSAGE} />;
}

/**
 * The data side of both calendar pages, the same for every viewer (the page is cached): the setup card,
 * "unavailable right now", or the slots. Who may edit, and a ?date= deep link, are settled in the browser.
 */
export async function CalendarView({ scope }: { scope: SlotScope }) {
  const timeZone = scope === 'all' ? site.timeZone : (findLocation(scope)?.timeZone ?? site.timeZone);
  const today = todayIn(timeZone);
  const loaded = await loadCalendar(scope, addDaysYmd(today, -HISTORY_DAYS));
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
