import { PriceTag } from '@/components/packages/price-tag';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateDMY } from '@/lib/rules/format';
import { cn } from '@/lib/utils';
import { FeatureList } from '@/components/packages/feature-list';

export type OfferCardProps = {
  savingsBadge: string;
  title: string;
  subtitle: string;
  price: number;
  originalPrice: number;
  /** A second price shown under the main one, e.g. the refresher price. */
  priceNote?: string;
  description: string;
  features: readonly string[];
  /** 'yyyy-MM-dd' */
  validUntil: string;
  cta: { label: string; href: string };
};

/** One promotion on /promotions: badge, title, prices, description, features, validity and its call to action. */
export function OfferCard({
  savingsBadge,
  title,
  subtitle,
  price,
  originalPrice,
  priceNote,
  description,
  features,
  validUntil,
  cta,
}: OfferCardProps) {
  return (
    <Card className="h-full gap-4 overflow-hidden pt-0">
      <div className="bg-primary text-primary-foreground flex items-center justify-between gap-2 px-4 py-3 sm:px-6">
        <Badge variant="warning" className="text-sm font-bold">
          {savingsBadge}
        </Badge>
      </div>
      <CardHeader>
        <CardTitle as="h3" className="text-xl font-bold">
          {title}
        </CardTitle>
        <p className="text-accent-foreground text-sm font-medium">{subtitle}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <div>
          <PriceTag price={price} originalPrice={originalPrice} />
          {priceNote ? <p className="text-muted-foreground mt-1 text-sm">{priceNote}</p> : null}
        </div>
        <p className="text-sm">{description}</p>
        <FeatureList features={features} />
        <p className="text-muted-foreground text-sm">
          Offer valid until <time dateTime={validUntil}>{formatDateDMY(validUntil)}</time>
        </p>
      </CardContent>
      <CardFooter>
        <a href={cta.href} className={cn(buttonVariants({ variant: 'brand', size: 'lg' }), 'w-full')}>
          {cta.label}
          <span className="sr-only">: {title}</span>
        </a>
      </CardFooter>
    </Card>
  );
}
