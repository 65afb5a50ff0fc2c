'use client';

import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs = [
  { value: 'brand', label: 'Brand Assets' },
  { value: 'cards', label: 'Business Cards' },
  { value: 'promotional', label: 'Promotional' },
  { value: 'campaigns', label: 'Email Campaigns' },
] as const;

type TabValue = (typeof tabs)[number]['value'];

/** The four tabs of /marketing; each panel's content is rendered on the server and handed in. */
export function MarketingTabs({ panels }: { panels: Record<TabValue, ReactNode> }) {
  return (
    <Tabs defaultValue="brand">
      <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-11 sm:w-fit">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="py-2">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        // forceMount keeps the server-rendered panels in the page; hidden ones are hidden by Radix.
        <TabsContent
          key={tab.value}
          value={tab.value}
          forceMount
          className="mt-6 data-[state=inactive]:hidden"
        >
          {panels[tab.value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
