'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isPageRoute } from '@/lib/edge/app-routes';

/**
 * The page a plain same-tab link in the event's path leads to, as a path with its query, when it is one of the
 * app's pages on this origin; otherwise null, and the link is the browser's: another site ('//host' and '/\host'
 * included, by the browser's own reading of the href), a new tab or a download, a route handler (a calendar feed,
 * an unsubscribe link) or a path no page claims.
 */
function pageLink(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin) return null;
  try {
    return isPageRoute(link.pathname.split('/').filter(Boolean).map(decodeURIComponent)) ? link : null;
  } catch {
    return null; // a malformed escape: not a path of ours
  }
}

/**
 * What next/link gives one link, given once to every plain `<a href="/...">` on the site: a soft navigation on a
 * plain click, and a prefetch of the page when someone shows intent (pointer over, focus, touch). Pages write plain
 * anchors, so a section of links hydrates as plain elements (a next/link is a component of its own, hydrated and
 * watched for visibility: home had 46, /courses about 180). The anchors work before hydration
 * and without JavaScript; a click with a modifier key or another button stays the browser's (new tab, new window),
 * as does a link to a place on the same page. Listening on the window, after React's own listeners on the document,
 * leaves alone a click a component has handled (next/link's included).
 */
export function SiteLinkNavigation() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = pageLink(event);
      const href = link && link.pathname + link.search;
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = pageLink(event);
      if (!link) return;
      const here = window.location;
      // A place on this page (the skip link, a table of contents): the browser scrolls and moves focus itself.
      if (link.hash && link.pathname === here.pathname && link.search === here.search) return;
      event.preventDefault();
      router.push(link.pathname + link.search + link.hash);
    };
    const passive = { passive: true } as const;
    window.addEventListener('click', follow);
    window.addEventListener('mouseover', prefetch, passive);
    window.addEventListener('focusin', prefetch, passive);
    window.addEventListener('touchstart', prefetch, passive);
    return () => {
      window.removeEventListener('click', follow);
      window.removeEventListener('mouseover', prefetch);
      window.removeEventListener('focusin', prefetch);
      window.removeEventListener('touchstart', prefetch);
    };
  }, [router]);

  return null;
}
