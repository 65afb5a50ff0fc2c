import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';

import { BackToSchedule } from '@/components/calendar/back-to-schedule';
import { CalendarView } from '@/components/calendar/calendar-view';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { findLocation, locations } from '@/content/locations';
import { titleCaseFromSlug } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { calendarPageHref } from '@/lib/slot-links';

type Props = {
  params: Promise<{ location: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const UNKNOWN_LOCATION = 'Unknown Location';

/** The heading: the hyphenated parameter title-cased, 'Unknown Location' when it names none of the five. */
function locationTitle(slug: string): string {
  return findLocation(slug) ? titleCaseFromSlug(slug) : UNKNOWN_LOCATION;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { location: slug } = await params;
  const location = findLocation(slug);
  return pageMetadata({
    title: `${locationTitle(slug)} Training Calendar`,
    description: location
      ? `Upcoming training sessions in ${location.label}: dates, times, places left and prices. Book a session online.`
      : 'Training calendar',
    path: `/calendar/${slug}`,
    noIndex: !location,
  });
}

export default async function LocationCalendarPage({ params, searchParams }: Props) {
  await connection();
  const [{ location: slug }, { date }] = await Promise.all([params, searchParams]);
  const location = findLocation(slug);

  return (
    <>
      <PageHeader
        title={locationTitle(slug)}
        lead={
          location
            ? `Training calendar for ${location.label}: pick a date to see sessions and places left.`
            : undefined
        }
      >
        <BackToSchedule />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        {location ? (
          <CalendarView scope={location.slug} requestedDate={typeof date === 'string' ? date : undefined} />
        ) : (
          <section className="grid gap-4" aria-labelledby="unknown-location">
            <h2 id="unknown-location" className="text-xl font-bold">
              We don&apos;t run courses at this location
            </h2>
            <p>Choose one of our five locations, or see every session on the full training calendar.</p>
            <ul className="flex flex-wrap gap-2">
              {locations.map((item) => (
                <li key={item.slug}>
                  <Link href={calendarPageHref(item.slug)} className={buttonVariants({ variant: 'outline' })}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link href="/calendar" className={buttonVariants({ variant: 'brand' })}>
                  All locations
                </Link>
              </li>
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
