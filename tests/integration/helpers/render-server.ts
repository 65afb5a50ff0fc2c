import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';

import { coordinatorList, telHref } from '@/content/contacts';

// Client components in a tree (the review form) call useRouter(), which needs a mounted app router.
const router: AppRouterInstance = {
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
    html: renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, resolved)),
  };
}

/** Both coordinators' numbers as tel: links, as the "unavailable right now" state shows them. */
export function expectPhoneNumbers(html: string): void {
  for (const coordinator of coordinatorList) {
    expect(html).toContain(`href="${telHref(coordinator.phone)}"`);
    expect(html).toContain(coordinator.phone);
  }
}
