import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { PricedPackage } from '@/lib/rules/priced-offers';
import { cn } from '@/lib/utils';
import { PriceTag } from './price-tag';

type HeadingLevel = 'h2' | 'h3' | 'h4';

/** One of the seven pricing packages: price, struck-through original, saving and a booking link. */
export function PricingPackageCard({
  pkg,
  headingLevel = 'h3',
  note,
  className,
}: {
  pkg: PricedPackage;
  headingLevel?: HeadingLevel;
  /** Extra line under the description, e.g. the Certificate III packaging rule. */
  note?: string;
  className?: string;
}) {
  return (
    <Card className={cn('h-full gap-4', className)}>
      <CardHeader>
        <Badge variant="success" className="mb-1">
          {pkg.discount}
        </Badge>
        <CardTitle as={headingLevel} className="text-lg">
          {pkg.name}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <PriceTag price={pkg.packagePrice} originalPrice={pkg.originalPrice} />
        <p className="text-muted-foreground text-sm">{pkg.description}</p>
        {note ? <p className="text-sm font-medium">{note}</p> : null}
      </CardContent>
      <CardFooter>
        <a
          href={`/booking?${new URLSearchParams({ package: pkg.id })}`}
          className={cn(buttonVariants({ variant: 'brand' }), 'w-full')}
        >
          BOOK NOW<span className="sr-only">: {pkg.name}</span>
        </a>
      </CardFooter>
    </Card>
  );
}
