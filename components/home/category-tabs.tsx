'use client';

import type { ReactNode } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';

export type CategoryTab = { value: string; title: string; panel: ReactNode };

/** The classes of components/ui/tabs.tsx, merged on the server (the home page ships no tailwind-merge). */
export type CategoryTabsClasses = { tabs: string; list: string; trigger: string; content: string };

/** Home's course categories as Radix tabs; every panel is in the HTML, only one shows. */
export function CategoryTabs({
  tabs,
  classes,
}: {
  tabs: readonly CategoryTab[];
  classes: CategoryTabsClasses;
}) {
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
