import type { Metadata } from 'next';
import { ArrowLeftIcon, StarIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { CourseActions } from '@/components/courses/course-actions';
import { CourseInfoCard } from '@/components/courses/course-info-card';
import { NamedCourseDetails } from '@/components/courses/named-course-details';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareTools } from '@/components/share/share-tools';
import { VideoPoster } from '@/components/video/video-poster';
import { bookingCourseName } from '@/lib/rules/course-page';
import { allCourseSlugs, courseForSlug } from '@/lib/rules/course-slug';
import type { CoursePage as CoursePageContent } from '@/content/course-pages';
import { madeCourseVideos } from '@/content/course-videos';
import { datedVideoPricesNotice, videoPricesDated } from '@/lib/rules/course-video-script';
import { formatDateDMY } from '@/lib/rules/format';
import type { PriceBook } from '@/lib/rules/price-book';
import { getPriceBook } from '@/lib/server/price-overrides';
import { pageMetadata } from '@/lib/rules/seo';
import { breadcrumbList } from '@/lib/rules/structured-data';
import {
  courseFacts,
  courseStructuredData,
  pricedCourse as pricedCourseInfo,
  type PricedCourse,
} from '@/lib/rules/course-info';
import { missingPage } from '@/lib/edge/not-found-log';

type Props = { params: Promise<{ slug: string }> };

// Every slug a card or row links to is prerendered; anything else is the not-found page.
// Built from content prices; after deploy the page regenerates in the background with any admin overrides.
export const revalidate = 3600;

// Unknown values render on demand only to be logged and answered with the not-found page.
export const dynamicParams = true;

export function generateStaticParams() {
  return allCourseSlugs().map((slug) => ({ slug }));
}

function metaTitle(info: PricedCourse): string {
  if (info.namedPage) return info.title;
  return info.codes.length === 1 && !info.title.includes(info.codes[0])
    ? `${info.title} (${info.codes[0]})`
    : info.title;
}

function metaDescription(info: PricedCourse): string {
  if (info.namedPage) return info.namedPage.summary;
  const facts = [info.duration, info.price].filter(Boolean).join(', ');
  return `${info.description}${facts ? ` ${facts}.` : ''} Nationally recognised training in NSW and QLD.`;
}

/** Under a video made here whose prices the price book has since changed: say so, without the old figures. */
function videoNotice(page: CoursePageContent, book: PriceBook): string | null {
  const made = madeCourseVideos[page.slug];
  if (!made || page.video.source?.kind !== 'file' || !page.video.source.madeHere) return null;
  return videoPricesDated(page, book, made.overrides)
    ? datedVideoPricesNotice(formatDateDMY(made.madeOn))
    : null;
}

/** The slug's content priced from the current price book (a price save revalidates the page). */
async function pricedCourse(slug: string) {
  const book = await getPriceBook();
  const info = pricedCourseInfo(slug, book);
  if (!info) return undefined;
  // The notice compares the content's own price references with the book, before they are rendered.
  const content = courseForSlug(slug)?.namedPage;
  return { ...info, videoNotice: content ? videoNotice(content, book) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const info = await pricedCourse(slug);
  if (!info) return {};
  return pageMetadata({
    title: metaTitle(info),
    description: metaDescription(info),
    path: `/courses/${slug}`,
  });
}

export default async function CoursePage({ params }: Props) {
  const { slug } = await params;
  // Prices from the price book, read when the page is built or revalidated (a price save revalidates it).
  const info = await pricedCourse(slug);
  if (!info) missingPage(`/courses/${slug}`);

  const path = `/courses/${slug}`;
  const page = info.namedPage;
  const bookingName = bookingCourseName(info);

  const facts = courseFacts(info);

  return (
    <>
      <PageHeader title={info.title} lead={page ? page.summary : info.description}>
        <CourseActions courseName={bookingName} trainingMaterials={page?.linksToTrainingPackage ?? false} />
      </PageHeader>
      <ShareTools title={info.title} data={{ course: info.title, codes: info.codes, facts }} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        <a
          href="/courses"
          className="print-hidden text-primary mb-6 inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          All courses
        </a>

        <div className="grid gap-10 lg:grid-cols-3">
          <div className="min-w-0 space-y-10 lg:col-span-2">
            {page ? (
              <>
                <VideoPoster
                  slug={page.slug}
                  title={page.video.title}
                  source={page.video.source}
                  description={page.video.description}
                  notice={info.videoNotice}
                />
                <NamedCourseDetails page={page} />
              </>
            ) : (
              <section aria-labelledby="about-heading" className="space-y-3">
                <h2 id="about-heading" className="text-xl font-bold">
                  About This Course
                </h2>
                <p>{info.description}</p>
                {info.rating !== null ? (
                  <p className="flex items-center gap-1.5 text-sm">
                    <StarIcon aria-hidden="true" className="fill-highlight size-4 text-amber-700" />
                    Rated {info.rating.toFixed(1)} out of 5 by past students
                  </p>
                ) : null}
                <p>
                  Delivered on behalf of a nationally registered training organisation: you receive a
                  statement of attainment for each unit you complete. Group and on-site bookings are welcome.
                </p>
              </section>
            )}
          </div>

          <aside aria-label="Course information" className="lg:sticky lg:top-24 lg:self-start">
            <CourseInfoCard facts={facts} priceOptions={page?.priceOptions} keyFacts={page?.keyFacts}>
              <CourseActions
                courseName={bookingName}
                trainingMaterials={page?.linksToTrainingPackage ?? false}
                className="sm:flex-col"
              />
            </CourseInfoCard>
          </aside>
        </div>
      </div>

      <JsonLd id="course" data={courseStructuredData(info, path)} />
      <JsonLd
        id="breadcrumbs"
        data={breadcrumbList([
          { name: 'Home', path: '/' },
          { name: 'Courses', path: '/courses' },
          { name: info.title, path },
        ])}
      />
    </>
  );
}
