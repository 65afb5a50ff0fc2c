import type { Metadata } from 'next';
import { LocationContact } from '@/components/locations/location-contact';
import { LocationCourseList } from '@/components/locations/location-course-list';
import { LocationHero } from '@/components/locations/location-hero';
import { MackayCourseList } from '@/components/locations/mackay-course-list';
import { PrintHeader } from '@/components/locations/print-header';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareTools } from '@/components/share/share-tools';
import { buttonVariants } from '@/components/ui/button';
import { coursesForLocation } from '@/content/courses';
import { findLocation, locationSlugs, type Location } from '@/content/locations';
import { mackayCourses } from '@/content/mackay-courses';
import { site } from '@/content/site';
import { contactHref, locationCalendarHref } from '@/lib/rules/course-links';
import { withPrices } from '@/lib/rules/price-template';
import { pageMetadata } from '@/lib/rules/seo';
import { getPriceBook } from '@/lib/server/price-overrides';
import { breadcrumbList, localBusinessLd } from '@/lib/rules/structured-data';
import { missingPage } from '@/lib/edge/not-found-log';

type Props = { params: Promise<{ slug: string }> };

// Built from content prices; after deploy the page regenerates in the background with any admin overrides.
export const revalidate = 3600;

// Unknown values render on demand only to be logged and answered with the not-found page.
export const dynamicParams = true;

export function generateStaticParams() {
  return locationSlugs.map((slug) => ({ slug }));
}

function locationOrNotFound(slug: string): Location {
  const location = findLocation(slug);
  if (!location) missingPage(`/locations/${slug}`);
  return location;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const location = findLocation((await params).slug);
  if (!location) return {};
  return pageMetadata({
    title: `Safety Training in ${location.name}, ${location.state}`,
    description: `${location.blurb} White card, first aid, heights, confined spaces and machinery courses in ${location.label}, with prices.`,
    path: `/locations/${location.slug}`,
  });
}

export default async function LocationPage({ params }: Props) {
  const location = locationOrNotFound((await params).slug);
  const courses = coursesForLocation(location.slug);
  const isMackay = location.slug === 'mackay';
  // Prices from the price book, read when the page is built or revalidated (a price save revalidates it).
  const book = await getPriceBook();
  const prices = Object.fromEntries(courses.map((course) => [course.id, book.coursePrice(course)]));

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 print:px-0">
        <PrintHeader location={location} />
      </div>
      <LocationHero location={location} courseCount={courses.length} />
      <ShareTools title={`Safety Training in ${location.name}, ${location.state}`} data={courses} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:py-12 lg:grid-cols-[1fr_20rem] print:block print:px-0 print:py-4">
        <div className="min-w-0 space-y-12 print:space-y-6">
          {isMackay ? (
            <section aria-labelledby="mackay-courses-heading">
              <h2 id="mackay-courses-heading" className="text-2xl font-bold tracking-tight print:text-lg">
                Popular Courses in Mackay
              </h2>
              <p className="text-muted-foreground mt-1 mb-4 print:hidden">
                Our most requested Mackay courses and when they next run.
              </p>
              <MackayCourseList items={withPrices(mackayCourses, book)} locationSlug={location.slug} />
            </section>
          ) : null}

          <section
            aria-labelledby="courses-heading"
            // Below Mackay's popular courses: far from the first screen there, so rendered when it nears.
            className={
              isMackay
                ? 'render-near-viewport [--expected-height:3300px] sm:[--expected-height:2430px]'
                : undefined
            }
          >
            <h2 id="courses-heading" className="text-2xl font-bold tracking-tight print:text-lg">
              {isMackay ? 'All Courses in Mackay' : `Courses in ${location.name}`}
            </h2>
            <p className="text-muted-foreground mt-1 mb-4 text-sm">
              {site.priceNote} Prices are the same at every location.
            </p>
            <LocationCourseList courses={courses} locationName={location.name} prices={prices} />
          </section>
        </div>

        <div className="print-hidden space-y-4 lg:sticky lg:top-24 lg:self-start">
          <LocationContact location={location} />
          <div className="flex flex-col gap-2">
            <a
              href={locationCalendarHref(location.slug)}
              className={buttonVariants({ variant: 'brand', size: 'lg' })}
            >
              BOOK NOW
            </a>
            <a href={contactHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              CONTACT US
            </a>
          </div>
        </div>
      </div>

      <JsonLd id="local-business" data={localBusinessLd(location)} />
      <JsonLd
        id="breadcrumbs"
        data={breadcrumbList([
          { name: 'Home', path: '/' },
          { name: location.name, path: `/locations/${location.slug}` },
        ])}
      />
    </>
  );
}
