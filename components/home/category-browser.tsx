import { PricingPackageCard } from '@/components/packages/pricing-package-card';
import { Badge } from '@/components/ui/badge';
import { Tabs as TabsPrimitive } from 'radix-ui';
import {
  tabsClassName,
  tabsContentClassName,
  tabsListClassName,
  tabsTriggerClassName,
} from '@/components/ui/styles';
import type { PricedPackage } from '@/lib/rules/priced-offers';
import { cn } from '@/lib/utils';
import { staticHtml } from '@/lib/server/static-markup';

// The Radix tabs with the classes of components/ui/tabs.tsx merged here on the server, so the home page does not
// ship tailwind-merge for them.
const tabsClass = cn(tabsClassName, 'mt-6 gap-6');
const listClass = cn(
  tabsListClassName,
  'bg-secondary grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-11 sm:w-fit',
);
const triggerClass = cn(tabsTriggerClassName, 'h-10 px-3 sm:h-full sm:px-5');
const contentClass = cn(tabsContentClassName, 'data-[state=inactive]:hidden');

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
        <TabsPrimitive.Root data-slot="tabs" defaultValue={first} className={tabsClass}>
          <TabsPrimitive.List data-slot="tabs-list" aria-label="Course categories" className={listClass}>
            {categories.map((category) => (
              <TabsPrimitive.Trigger
                key={category.category}
                data-slot="tabs-trigger"
                value={category.category}
                className={triggerClass}
              >
                {category.title}
              </TabsPrimitive.Trigger>
            ))}
          </TabsPrimitive.List>
          {categories.map((category) => (
            <TabsPrimitive.Content
              key={category.category}
              data-slot="tabs-content"
              value={category.category}
              forceMount
              className={contentClass}
            >
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
            </TabsPrimitive.Content>
          ))}
        </TabsPrimitive.Root>
      </div>
    </section>
  );
}
