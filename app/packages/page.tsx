import { PageHeader } from '@/components/layout/page-header';
import { MarketingPackageCard } from '@/components/packages/marketing-package-card';
import { PackageFaq } from '@/components/packages/package-faq';
import { PricingPackageCard } from '@/components/packages/pricing-package-card';
import { ShareTools } from '@/components/share/share-tools';
import { SpecialOfferCard } from '@/components/packages/special-offer-card';
import { WhyChoose } from '@/components/packages/why-choose';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import {
  customSolutions,
  marketingPackages,
  MOST_POPULAR_LABEL,
  packagesClosingCta,
  packagesFaq,
  whyChoosePoints,
} from '@/content/marketing-packages';
import { cert3PackagingNote, packagesSavingsClaim, pricingPackages } from '@/content/packages';
import { site } from '@/content/site';
import { specials } from '@/content/specials';
import { pricedPackage, pricedSpecials } from '@/lib/rules/priced-offers';
import { withPrices } from '@/lib/rules/price-template';
import { getPriceBook } from '@/lib/server/price-overrides';
import { faqPageLd } from '@/lib/rules/faq';
import { pageMetadata } from '@/lib/rules/seo';
import { breadcrumbList } from '@/lib/rules/structured-data';
import { cn } from '@/lib/utils';

export const metadata = pageMetadata({
  title: 'Training Packages & Specials',
  description: `${packagesSavingsClaim} mining and civil safety training with packages and the ${specials
    .map((special) => special.title)
    .join(' and ')} specials. Group discounts and on-site training for crews.`,
  path: '/packages',
});

// Built from content prices; after deploy the page regenerates in the background with any admin overrides.
export const revalidate = 3600;

export default async function PackagesPage() {
  // Every price on the page comes from the price book; a price save revalidates the page.
  const book = await getPriceBook();
  const shownSpecials = pricedSpecials(book);
  const shownMarketingPackages = withPrices(marketingPackages, book);
  const shownPricingPackages = pricingPackages.map((pkg) => pricedPackage(pkg, book));
  return (
    <>
      <JsonLd
        id="packages-breadcrumbs"
        data={breadcrumbList([
          { name: 'Home', path: '/' },
          { name: 'Packages', path: '/packages' },
        ])}
      />
      <JsonLd id="packages-faq" data={faqPageLd(packagesFaq)} />

      <PageHeader
        title="Training Packages"
        lead={`${packagesSavingsClaim} when you bundle the tickets you need. ${site.priceNote}`}
      />
      <ShareTools
        title="Training Packages"
        data={{
          specials: shownSpecials,
          pricingPackages: shownPricingPackages,
          marketingPackages: shownMarketingPackages,
        }}
      />

      <section aria-labelledby="specials-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="specials-heading" className="text-2xl font-bold sm:text-3xl">
          Special Offers
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {shownSpecials.map((special) => (
            <li key={special.id}>
              <SpecialOfferCard special={special} />
            </li>
          ))}
        </ul>
      </section>

      <WhyChoose heading={`Why choose ${site.name}?`} points={whyChoosePoints} />

      <section
        aria-labelledby="packages-heading"
        className="render-near-viewport mx-auto max-w-7xl px-4 py-12 [--expected-height:2750px] sm:[--expected-height:2550px] md:[--expected-height:1750px] lg:[--expected-height:1650px] xl:[--expected-height:1200px]"
      >
        <h2 id="packages-heading" className="text-2xl font-bold sm:text-3xl">
          Our Training Packages
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {shownMarketingPackages.map((pkg) => (
            <li key={pkg.id}>
              <MarketingPackageCard pkg={pkg} popularLabel={MOST_POPULAR_LABEL} />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="package-pricing-heading"
        className="render-near-viewport bg-muted [--expected-height:2500px] sm:[--expected-height:2250px] md:[--expected-height:1550px] lg:[--expected-height:1250px]"
      >
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="package-pricing-heading" className="text-2xl font-bold sm:text-3xl">
            Package Pricing
          </h2>
          <p className="text-muted-foreground mt-2">
            Qualification and unit packages at a set price. {site.priceNote}
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shownPricingPackages.map((pkg) => (
              <li key={pkg.id}>
                <PricingPackageCard
                  pkg={pkg}
                  note={pkg.id === 'cert3-civil-construction' ? cert3PackagingNote : undefined}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="custom-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="custom-heading" className="text-2xl font-bold sm:text-3xl">
            {customSolutions.title}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-200">{customSolutions.description}</p>
          <a
            href={customSolutions.cta.href}
            className={cn(buttonVariants({ variant: 'brand', size: 'lg' }), 'mt-6')}
          >
            {customSolutions.cta.label}
          </a>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto max-w-4xl px-4 py-12">
        <h2 id="faq-heading" className="text-2xl font-bold sm:text-3xl">
          Frequently Asked Questions
        </h2>
        <div className="mt-6">
          <PackageFaq items={packagesFaq} />
        </div>
      </section>

      <section aria-labelledby="closing-heading" className="bg-accent border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="closing-heading" className="text-2xl font-bold">
              {packagesClosingCta.title}
            </h2>
            <p className="text-accent-foreground mt-1">{packagesClosingCta.description}</p>
          </div>
          <a href={packagesClosingCta.cta.href} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
            {packagesClosingCta.cta.label}
          </a>
        </div>
      </section>
    </>
  );
}
