import { PriceTag } from '@/components/packages/price-tag';
import type { PricedPromotionSlide } from '@/lib/rules/priced-offers';
import { formatAud, saveLabel } from '@/lib/rules/format';
import { cn } from '@/lib/utils';

/** One slide of the home promotions carousel, on its offer's dark gradient. */
export function PromotionSlideCard({ slide }: { slide: PricedPromotionSlide }) {
  return (
    <article className={cn('flex h-full flex-col gap-4 rounded-xl p-6 text-white sm:p-8', slide.gradient)}>
      <p>
        <span className="bg-highlight text-highlight-foreground inline-block rounded-md px-2 py-0.5 text-sm font-bold">
          {saveLabel(slide.savings)}
        </span>
      </p>
      <div>
        <h3 className="text-2xl font-extrabold sm:text-3xl">{slide.title}</h3>
        <p className="mt-1 font-medium text-white">{slide.subtitle}</p>
      </div>
      <div>
        <PriceTag price={slide.price} originalPrice={slide.originalPrice} tone="dark" />
        {slide.refresherPrice !== undefined ? (
          <p className="mt-1 text-sm text-white">Refresher {formatAud(slide.refresherPrice)}</p>
        ) : null}
      </div>
      <p className="max-w-2xl flex-1">{slide.description}</p>
      <p>
        <a
          href={slide.action.href}
          className="text-primary hover:bg-highlight inline-flex h-12 items-center justify-center rounded-md bg-white px-6 font-bold shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {slide.action.label}
          <span className="sr-only">: {slide.title}</span>
        </a>
      </p>
    </article>
  );
}
