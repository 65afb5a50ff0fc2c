import { Carousel } from '@/components/carousel/carousel';
import { CAROUSEL_INTERVAL_MS } from '@/content/home';
import type { PricedPromotionSlide } from '@/lib/rules/priced-offers';
import { PromotionSlideCard } from './promotion-slide-card';

/** The five current offers, one slide each, under a link to the full promotions page. */
export function PromotionsCarousel({ slides }: { slides: readonly PricedPromotionSlide[] }) {
  return (
    <section aria-labelledby="home-promotions-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="home-promotions-heading" className="text-2xl font-bold sm:text-3xl">
          Current specials
        </h2>
        <a
          href="/promotions"
          className="text-primary font-semibold underline underline-offset-4 hover:decoration-2"
        >
          See all promotions
        </a>
      </div>
      <Carousel
        label="Special offers"
        intervalMs={CAROUSEL_INTERVAL_MS}
        className="mt-6"
        slideLabels={slides.map((slide, index) => `${index + 1} of ${slides.length}: ${slide.title}`)}
        slides={slides.map((slide) => (
          <PromotionSlideCard key={slide.id} slide={slide} />
        ))}
      />
    </section>
  );
}
