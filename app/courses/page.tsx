import { PageHeader } from '@/components/layout/page-header';
import { CatalogueTable } from '@/components/courses/catalogue-table';
import { CategoryGroup } from '@/components/courses/category-group';
import { FeaturedCourseCard } from '@/components/courses/featured-course-card';
import { PriceList } from '@/components/courses/price-list';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareTools } from '@/components/share/share-tools';
import { buttonVariants } from '@/components/ui/button';
import {
  catalogueUnits as catalogueData,
  featuredCatalogueUnits as featuredData,
} from '@/content/catalogue-units';
import { site } from '@/content/site';
import { groupCatalogue } from '@/lib/rules/catalogue';
import { contactHref } from '@/lib/rules/course-links';
import { courseHref } from '@/lib/rules/course-slug';
import { formatAud } from '@/lib/rules/format';
import { priceListRows, pricingPanelData } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';
import { getPriceBook } from '@/lib/server/price-overrides';
import { pageMetadata } from '@/lib/rules/seo';
import { breadcrumbList, itemListLd } from '@/lib/rules/structured-data';

// Built from content prices; after deploy the page regenerates in the background with any admin overrides.
export const revalidate = 3600;

export const metadata = pageMetadata({
  title: 'Courses & Prices',
  description:
    'Price list and full catalogue of white card, first aid, working at heights, confined spaces, machinery tickets and mining courses in NSW and QLD. Prices in AUD, GST included.',
  path: '/courses',
});

export default async function CoursesPage() {
  // Admin price overrides, read when the page is built or revalidated (never per request).
  const book = await getPriceBook();
  const rows = priceListRows(book, 'standard').map((row) => ({
    id: row.id,
    name: row.name,
    price: formatAud(row.price),
  }));
  const catalogueUnits = withPrices(catalogueData, book);
  const featuredCatalogueUnits = withPrices(featuredData, book);
  const groups = groupCatalogue(catalogueUnits);

  return (
    <>
      <PageHeader
        title="Courses & Prices"
        lead={`Nationally recognised safety training for mining and civil construction across NSW and QLD. ${site.priceNote}`}
      />
      <ShareTools title="Courses & Prices" data={rows} />

      <section aria-labelledby="price-list-heading" className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        <h2 id="price-list-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Course Price List
        </h2>
        <p className="text-muted-foreground mt-2 mb-6 max-w-3xl">
          Every course at a glance. Switch to the calendar to see upcoming sessions, or filter by location.
        </p>
        <PriceList rows={rows} pricing={pricingPanelData(book)} />
      </section>

      <section aria-labelledby="catalogue-heading" className="bg-muted/60 border-t">
        {/* About 140 links below (cards, category lists, the table): plain anchors, which SiteLinkNavigation follows. */}
        <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:py-12">
          <div>
            <h2 id="catalogue-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Course Catalogue
            </h2>
            <p className="text-muted-foreground mt-2 max-w-3xl">
              Units of competency from the resources and infrastructure, construction and health training
              packages.
            </p>
          </div>

          <section
            aria-labelledby="featured-heading"
            className="render-near-viewport [--expected-height:4400px] sm:[--expected-height:2700px] md:[--expected-height:2250px] lg:[--expected-height:1550px]"
          >
            <h3 id="featured-heading" className="text-xl font-bold">
              Featured Courses
            </h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {featuredCatalogueUnits.map((unit) => (
                <li key={unit.code}>
                  <FeaturedCourseCard unit={unit} viewHref={courseHref(unit)} />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="categories-heading">
            <h3 id="categories-heading" className="text-xl font-bold">
              Browse by Category
            </h3>
            <div className="mt-4 space-y-3">
              {groups.map(({ rule, items }) => (
                <CategoryGroup key={rule.id} id={rule.id} title={rule.title} count={items.length}>
                  <ul className="divide-y">
                    {items.map((unit) => (
                      <li
                        key={unit.code}
                        className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between"
                      >
                        <a
                          href={courseHref(unit)}
                          className="text-primary font-medium underline-offset-4 hover:underline"
                        >
                          <span className="font-mono text-xs">{unit.code}</span> {unit.title}
                        </a>
                        <span className="text-muted-foreground text-sm">
                          {unit.duration} ·{' '}
                          <span className="text-foreground font-semibold">{unit.price}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </CategoryGroup>
              ))}
            </div>
          </section>

          <section
            aria-labelledby="full-catalogue-heading"
            className="render-near-viewport [--expected-height:3600px] lg:[--expected-height:2700px]"
          >
            <h3 id="full-catalogue-heading" className="text-xl font-bold">
              Full Course Catalogue
            </h3>
            <p className="text-muted-foreground mt-1 mb-4 text-sm">{site.priceNote}</p>
            <div className="bg-card rounded-xl border">
              <CatalogueTable units={catalogueUnits} />
            </div>
          </section>
        </div>
      </section>

      <section aria-labelledby="custom-training-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="custom-training-heading" className="text-2xl font-bold">
              Need Custom Training?
            </h2>
            <p className="mt-2 max-w-2xl text-slate-200">
              We build programs around your site, your crew and your roster, delivered at our venues or on
              your site.
            </p>
          </div>
          <a href={contactHref()} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
            Contact Us Today
          </a>
        </div>
      </section>

      <JsonLd
        id="breadcrumbs"
        data={breadcrumbList([
          { name: 'Home', path: '/' },
          { name: 'Courses', path: '/courses' },
        ])}
      />
      <JsonLd
        id="featured-courses"
        data={itemListLd(
          'Featured courses',
          featuredCatalogueUnits.map((unit) => ({ name: unit.title, path: courseHref(unit) })),
        )}
      />
    </>
  );
}
