import { PricingPackageCard } from '@/components/packages/pricing-package-card';
import { Badge } from '@/components/ui/badge';
import { CategoryTabs } from './category-tabs';
import type { PricedPackage } from '@/lib/rules/priced-offers';

export type CategoryWithPackages = {
  category: string;
  title: string;
  description: string;
  packages: readonly PricedPackage[];
};

/** Course categories as tabs, each with the packages that price it. Every panel is in the HTML; only one shows. */
export function CategoryBrowser({
  categories,
  claim,
  packageNotes,
}: {
  categories: readonly CategoryWithPackages[];
  /** e.g. 'Up to 30% off' */
  claim: string;
  /** Extra lines under particular packages, by package id. */
  packageNotes?: Partial<Record<string, string>>;
}) {
  const first = categories[0]?.category;
  if (!first) return null;
  return (
    <section aria-labelledby="categories-heading" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="categories-heading" className="text-2xl font-bold sm:text-3xl">
            Browse training by category
          </h2>
          <Badge variant="brand" className="text-sm">
            {claim}
          </Badge>
        </div>
        <CategoryTabs
          tabs={categories.map((category) => ({
            value: category.category,
            title: category.title,
            panel: (
              <>
                <p className="text-muted-foreground">{category.description}</p>
                <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {category.packages.map((pkg) => (
                    <li key={pkg.id}>
                      <PricingPackageCard pkg={pkg} note={packageNotes?.[pkg.id]} />
                    </li>
                  ))}
                </ul>
              </>
            ),
          }))}
        />
      </div>
    </section>
  );
}
