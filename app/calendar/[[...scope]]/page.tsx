import type { Metadata } from 'next';

import { BackToSchedule } from '@/components/calendar/back-to-schedule';
import { CalendarView } from '@/components/calendar/calendar-view';
import { LocationTitleFromPath } from '@/components/calendar/location-title-from-path';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { findLocation, locations } from '@/content/locations';
import { UNKNOWN_LOCATION } from '@/lib/rules/calendar-location-title';
import { titleCaseFromSlug } from '@/lib/rules/format';
import { missingPage } from '@/lib/edge/not-found-log';
import { pageMetadata } from '@/lib/rules/seo';
import { calendarPageHref } from '@/lib/rules/slot-links';

/**
 * /calendar (every location) and /calendar/{location}: one route so both are served from the ISR cache.
 * Nothing is prerendered at build (the build has no database): each is rendered on its first request, cached, and
 * rendered again when staff change a slot (the 'slots' tag its data carries, on every instance) or after a minute (today moves on).
 * The viewer's access and a ?date= deep link are applied in the browser, so the cached page is the same for all.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ scope?: string[] }> {
  return [];
}

type Props = { params: Promise<{ scope?: string[] }> };

/**
 * The heading of a known location: its hyphenated parameter title-cased. Unknown ones share one cached page titled
 * 'Unknown Location' on the server; the browser titles it from the path (LocationTitleFromPath).
 */
function locationTitle(slug: string): string {
  return findLocation(slug) ? titleCaseFromSlug(slug) : UNKNOWN_LOCATION;
}

/** The location slug, null for the all-locations calendar; deeper paths are not pages. */
async function slugOf(params: Props['params']): Promise<string | null> {
  const { scope = [] } = await params;
  if (scope.length > 1) missingPage(`/calendar/${scope.join('/')}`);
  return scope[0] ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugOf(params);
  if (slug === null) {
    return pageMetadata({
      title: 'Training Calendar',
      description:
        'Upcoming training sessions at Port Macquarie, Mid North Coast, Mackay, Hunter Valley and Bowen Basin: dates, times, places left and prices. Book a session online.',
      path: '/calendar',
    });
  }
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

export default async function CalendarPage({ params }: Props) {
  const slug = await slugOf(params);
  if (slug === null) {
    return (
      <>
        <PageHeader
          title="Training Calendar"
          lead="Pick a date to see the sessions running at all five locations, with places left and prices."
        />
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
          <CalendarView scope="all" />
        </div>
      </>
    );
  }

  const location = findLocation(slug);
  return (
    <>
      <PageHeader
        title={location ? locationTitle(slug) : <LocationTitleFromPath />}
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
          <CalendarView scope={location.slug} />
        ) : (
          <section className="grid gap-4" aria-labelledby="unknown-location">
            <h2 id="unknown-location" className="text-xl font-bold">
              We don&apos;t run courses at this location
            </h2>
            <p>Choose one of our five locations, or see every session on the full training calendar.</p>
            <ul className="flex flex-wrap gap-2">
              {locations.map((item) => (
                <li key={item.slug}>
                  <a href={calendarPageHref(item.slug)} className={buttonVariants({ variant: 'outline' })}>
                    {item.label}
                  </a>
                </li>
              ))}
              <li>
                <a href="/calendar" className={buttonVariants({ variant: 'brand' })}>
                  All locations
                </a>
              </li>
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
