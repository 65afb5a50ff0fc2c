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
import { promotionSlides } from '@/content/promotions';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: homeMetadata.title,
  description: homeMetadata.description,
  path: '/',
});

const categories = courseCategoryBrowser.map((entry) => ({
  category: entry.category,
  title: entry.title,
  description: entry.description,
  packages: entry.packageIds.map((id) => getPackage(id)),
}));

export default function HomePage() {
  return (
    <>
      <HomeHero hero={homeHero} media={<MiningCarousel images={miningCarouselImages} />}>
        <LocationButtons heading={homeLocationsHeading} locations={locations} />
      </HomeHero>

      <IntroBlurbs heading={`Why train with ${site.shortName}`} blurbs={homeIntroBlurbs} />

      <CategoryBrowser
        categories={categories}
        claim={packagesSavingsClaim}
        packageNotes={{ 'cert3-civil-construction': cert3PackagingNote }}
      />

      <PromotionsCarousel slides={promotionSlides} />

      <CorporatePanel panel={corporatePanel} benefits={corporateBenefits} />

      <NewsletterSignup source="homepage" variant="inline" />
    </>
  );
}
