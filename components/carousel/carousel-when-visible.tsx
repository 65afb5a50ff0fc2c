'use client';

import { deferHydration } from '@/components/hydration/defer-hydration';

/**
 * The carousel, hydrated as it nears the viewport and in a task of its own, not in the page's first hydration: its
 * slides are server HTML, and until then the first one shows, as it does before any script runs.
 */
export const CarouselWhenVisible = deferHydration({
  load: () => import('./carousel').then((module) => module.Carousel),
  trigger: 'visible',
  serverComponent:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only (components/hydration/defer-hydration.tsx)
        (require('./carousel') as typeof import('./carousel')).Carousel
      : undefined,
});
