import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';

import { SessionProvider } from '@/components/auth/session-provider';
import { LeaveReviewSection, RecentReviews, ReviewsStats } from '@/components/reviews/reviews-content';
import { coordinatorList, telHref } from '@/content/contacts';

// Client components in a tree call useRouter(), which needs a mounted app router.
export const stubRouter: AppRouterInstance = {
  back: () => {},
  forward: () => {},
  refresh: () => {},
  push: () => {},
  replace: () => {},
  prefetch: () => {},
  bfcacheId: 'test',
};

/**
 * Renders what an async server component gives: called directly, it resolves to the element tree it renders,
 * which is returned too (to check which component a page chose) along with its HTML.
 */
export async function renderServer(
  element: Promise<ReactElement>,
): Promise<{ element: ReactElement; html: string }> {
  const resolved = await element;
  return {
    element: resolved,
    // The session is read in the browser (useAuth); rendered here it stays 'loading', as in the cached page.
    html: renderToStaticMarkup(
      createElement(
        AppRouterContext.Provider,
        { value: stubRouter },
        createElement(SessionProvider, null, resolved),
      ),
    ),
  };
}

/** Both coordinators' numbers as tel: links, as the "unavailable right now" state shows them. */
export function expectPhoneNumbers(html: string): void {
  for (const coordinator of coordinatorList) {
    expect(html).toContain(`href="${telHref(coordinator.phone)}"`);
    expect(html).toContain(coordinator.phone);
  }
}

/** What /reviews shows below its header: the stats, the form's section and the recent reviews. */
export async function reviewsContent(): Promise<ReactElement> {
  const [stats, recent] = await Promise.all([ReviewsStats(), RecentReviews()]);
  return createElement('div', null, stats, createElement(LeaveReviewSection), recent);
}
