import { CategoryBrowser } from '@/components/home/category-browser';
import { CorporatePanel } from '@/components/home/corporate-panel';
import { HomeHero } from '@/components/home/home-hero';
import { IntroBlurbs } from '@/components/home/intro-blurbs';
import { LocationButtons } from '@/components/home/location-buttons';
import { MiningCarousel } from '@/components/home/mining-carousel';
import { PromotionsCarousel } from '@/components/home/promotions-carousel';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';
import { corporateBenefits, corporatePanel } from '@/content/corporate';
import {
  courseCategoryBrowser,
  homeHero,
  homeIntroBlurbs,
  homeLocationsHeading,
  homeMetadata,
  miningCarouselImages,
} from '@/content/home';
import { locations } from '@/content/locations';
import { cert3PackagingNote, getPackage, packagesSavingsClaim } from '@/content/packages';
import { site } from '@/content/site';
import { pricedPackage, pricedPromotionSlides } from '@/lib/rules/priced-offers';
import { pageMetadata } from '@/lib/rules/seo';
import { organizationLd } from '@/lib/rules/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { getPriceBook } from '@/lib/server/price-overrides';

export const metadata = pageMetadata({
  title: homeMetadata.title,
  description: homeMetadata.description,
  path: '/',
});

// Built from content prices; after deploy the page regenerates in the background with any admin overrides.
export const revalidate = 3600;

export default async function HomePage() {
  // Every price on the page comes from the price book; a price save revalidates the page.
  const book = await getPriceBook();
  const categories = courseCategoryBrowser.map((entry) => ({
    category: entry.category,
    title: entry.title,
    description: entry.description,
    packages: entry.packageIds.map((id) => pricedPackage(getPackage(id), book)),
  }));
  return (
    <>
      <HomeHero hero={homeHero} media={<MiningCarousel images={miningCarouselImages} />}>
        <LocationButtons heading={homeLocationsHeading} locations={locations} />
      </HomeHero>

      <IntroBlurbs heading={`Why train with ${site.shortName}`} blurbs={homeIntroBlurbs} />

      {/* Below the first screen at every width: rendered as they near the viewport (render-near-viewport in
          app/globals.css). Heights measured at 375 px and at each breakpoint. */}
      <div className="render-near-viewport [--expected-height:756px] sm:[--expected-height:570px] md:[--expected-height:656px] lg:[--expected-height:676px] xl:[--expected-height:636px]">
        <CategoryBrowser
          categories={categories}
          claim={packagesSavingsClaim}
          packageNotes={{ 'cert3-civil-construction': cert3PackagingNote }}
        />
      </div>

      <div className="render-near-viewport [--expected-height:629px] sm:[--expected-height:585px]">
        <PromotionsCarousel slides={pricedPromotionSlides(book)} />
      </div>

      <div className="render-near-viewport [--expected-height:1024px] sm:[--expected-height:696px] md:[--expected-height:636px] lg:[--expected-height:560px] xl:[--expected-height:520px]">
        <CorporatePanel panel={corporatePanel} benefits={corporateBenefits} />
      </div>

      <div className="render-near-viewport [--expected-height:489px] sm:[--expected-height:445px] md:[--expected-height:282px]">
        <NewsletterSignup source="homepage" variant="inline" />
      </div>
      <JsonLd id="organization" data={organizationLd()} />
    </>
  );
}
