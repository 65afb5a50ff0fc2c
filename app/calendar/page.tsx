import { connection } from 'next/server';

import { CalendarView } from '@/components/calendar/calendar-view';
import { PageHeader } from '@/components/layout/page-header';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Training Calendar',
  description:
    'Upcoming training sessions at Port Macquarie, Mid North Coast, Mackay, Hunter Valley and Bowen Basin: dates, times, places left and prices. Book a session online.',
  path: '/calendar',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CalendarPage({ searchParams }: Props) {
  // Slots change whenever staff edit them: this page is rendered per request.
  await connection();
  const { date } = await searchParams;
  return (
    <>
      <PageHeader
        title="Training Calendar"
        lead="Pick a date to see the sessions running at all five locations, with places left and prices."
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <CalendarView scope="all" requestedDate={typeof date === 'string' ? date : undefined} />
      </div>
    </>
  );
}
