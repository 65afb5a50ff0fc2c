'use client';

import { deferHydration } from '@/components/hydration/defer-hydration';

/** The packages FAQ, hydrated as it nears the viewport (components/hydration/defer-hydration.tsx). */
export const PackageFaqWhenVisible = deferHydration({
  load: () => import('./package-faq').then((module) => module.PackageFaq),
  trigger: 'visible',
  serverComponent:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only (components/hydration/defer-hydration.tsx)
        (require('./package-faq') as typeof import('./package-faq')).PackageFaq
      : undefined,
});
