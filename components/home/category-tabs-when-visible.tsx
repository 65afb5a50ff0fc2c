'use client';

import { deferHydration } from '@/components/hydration/defer-hydration';

/** Home's category tabs, hydrated as they near the viewport (components/hydration/defer-hydration.tsx). */
export const CategoryTabsWhenVisible = deferHydration({
  load: () => import('./category-tabs').then((module) => module.CategoryTabs),
  trigger: 'visible',
  serverComponent:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only (components/hydration/defer-hydration.tsx)
        (require('./category-tabs') as typeof import('./category-tabs')).CategoryTabs
      : undefined,
});
