import { MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import type { PricedSpecial } from '@/lib/rules/priced-offers';
import { saveLabel } from '@/lib/rules/format';
import { cn } from '@/lib/utils';
import { PriceTag } from './price-tag';
import { FeatureList } from './feature-list';

/** One of the two specials at the top of /packages, booked with `?special={id}`. */
export function SpecialOfferCard({ special }: { special: PricedSpecial }) {
  return (
    <article className="border-brand bg-card flex h-full flex-col gap-4 rounded-xl border-2 p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="brand" className="text-sm">
          {saveLabel(special.savings)}
        </Badge>
        <span className="text-muted-foreground inline-flex items-center gap-1 text-sm font-medium">
          <MapPin aria-hidden="true" className="size-4" />
          {special.area}
        </span>
      </div>
      <h3 className="text-xl font-bold">{special.title}</h3>
      <PriceTag price={special.price} originalPrice={special.originalPrice} />
      <p className="text-sm">{special.description}</p>
      <FeatureList features={special.features} className="flex-1" />
      <a
        href={special.bookingHref}
        className={cn(buttonVariants({ variant: 'brand', size: 'lg' }), 'w-full')}
      >
        BOOK NOW<span className="sr-only">: {special.title} special</span>
      </a>
    </article>
  );
}
