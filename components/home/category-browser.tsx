import { PricingPackageCard } from '@/components/packages/pricing-package-card';
import { Badge } from '@/components/ui/badge';
import type { CategoryTabsClasses } from './category-tabs';
import { CategoryTabs } from './category-tabs';
import {
  tabsClassName,
  tabsContentClassName,
  tabsListClassName,
  tabsTriggerClassName,
} from '@/components/ui/styles';
import type { PricedPackage } from '@/lib/rules/priced-offers';
import { cn } from '@/lib/utils';
import { staticHtml } from '@/lib/server/static-markup';

// The classes of components/ui/tabs.tsx merged here on the server, so the home page does not ship tailwind-merge for
// the tabs (components/home/category-tabs.tsx).
const tabsClasses: CategoryTabsClasses = {
  tabs: cn(tabsClassName, 'mt-6 gap-6'),
  list: cn(tabsListClassName, 'bg-secondary grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-11 sm:w-fit'),
  trigger: cn(tabsTriggerClassName, 'h-10 px-3 sm:h-full sm:px-5'),
  content: cn(tabsContentClassName, 'data-[state=inactive]:hidden'),
};

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
          classes={tabsClasses}
          tabs={categories.map((category) => ({
            value: category.category,
            title: category.title,
            panel: (
              <>
                <p className="text-muted-foreground">{category.description}</p>
                <ul
                  className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
                  dangerouslySetInnerHTML={staticHtml(
                    category.packages.map((pkg) => (
                      <li key={pkg.id}>
                        <PricingPackageCard pkg={pkg} note={packageNotes?.[pkg.id]} />
                      </li>
                    )),
                  )}
                />
              </>
            ),
          }))}
        />
      </div>
    </section>
  );
}
