import { Clock, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import type { MarketingPackage } from '@/content/marketing-packages';
import { cn } from '@/lib/utils';
import { FeatureList } from './feature-list';

/** A package in the /packages grid; the popular one is outlined and badged. */
export function MarketingPackageCard({ pkg, popularLabel }: { pkg: MarketingPackage; popularLabel: string }) {
  const action = pkg.cta;
  return (
    <article
      className={cn(
        'bg-card relative flex h-full flex-col gap-4 rounded-xl border p-6 shadow-sm',
        pkg.popular && 'border-brand border-2 shadow-md',
      )}
    >
      {pkg.popular ? (
        <Badge variant="brand" className="absolute -top-3 left-6 text-sm">
          {popularLabel}
        </Badge>
      ) : null}
      <h3 className="text-xl font-bold">{pkg.name}</h3>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-extrabold tracking-tight">{pkg.price}</span>
        {pkg.originalPrice ? (
          <s className="text-muted-foreground text-base">
            <span className="sr-only">was </span>
            {pkg.originalPrice}
          </s>
        ) : null}
      </p>
      <p className="text-muted-foreground text-sm">{pkg.description}</p>
      <dl className="bg-muted grid grid-cols-2 gap-2 rounded-lg p-3 text-sm">
        <div>
          <dt className="text-muted-foreground flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            Duration
          </dt>
          <dd className="font-semibold">{pkg.duration}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            Max students
          </dt>
          <dd className="font-semibold">{pkg.maxStudents}</dd>
        </div>
      </dl>
      <FeatureList features={pkg.features} className="flex-1" />
      <a
        href={action.href}
        className={cn(buttonVariants({ variant: pkg.popular ? 'brand' : 'default', size: 'lg' }), 'w-full')}
      >
        {action.label}
        <span className="sr-only">: {pkg.name}</span>
      </a>
    </article>
  );
}
