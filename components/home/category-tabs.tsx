'use client';

import type { ReactNode } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';

import {
  tabsClassName,
  tabsContentClassName,
  tabsListClassName,
  tabsTriggerClassName,
} from '@/components/ui/styles';
import { cn } from '@/lib/utils';

export type CategoryTab = { value: string; title: string; panel: ReactNode };

const classes = {
  tabs: cn(tabsClassName, 'mt-6 gap-6'),
  list: cn(tabsListClassName, 'bg-secondary grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-11 sm:w-fit'),
  trigger: cn(tabsTriggerClassName, 'h-10 px-3 sm:h-full sm:px-5'),
  content: cn(tabsContentClassName, 'data-[state=inactive]:hidden'),
};

/** Home's course categories as Radix tabs; every panel is in the HTML, only one shows. */
export function CategoryTabs({ tabs }: { tabs: readonly CategoryTab[] }) {
  return (
    <TabsPrimitive.Root data-slot="tabs" defaultValue={tabs[0]?.value} className={classes.tabs}>
      <TabsPrimitive.List data-slot="tabs-list" aria-label="Course categories" className={classes.list}>
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            data-slot="tabs-trigger"
            value={tab.value}
            className={classes.trigger}
          >
            {tab.title}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content
          key={tab.value}
          data-slot="tabs-content"
          value={tab.value}
          forceMount
          className={classes.content}
        >
          {tab.panel}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
