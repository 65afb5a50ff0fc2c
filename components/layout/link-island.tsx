'use client';

import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps, type SyntheticEvent } from 'react';

/**
 * The site-internal link an event happened in, when it is inside `container` and a plain same-tab link. Same origin
 * by the browser's own reading of the href, so '//host' or '/\\host' (both another site) stay the browser's.
 */
function internalLink(event: SyntheticEvent, container: HTMLElement): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || !container.contains(link) || link.target || link.hasAttribute('download')) return null;
  return link.origin === window.location.origin ? link : null;
}

/**
 * One client component that gives every plain `<a href="/...">` inside it what next/link gives one link: a soft
 * navigation on a plain click, and a prefetch when someone shows intent (pointer over, focus, touch). For sections
 * that repeat many links: /courses showed about 180 next/link instances (a Book Now per row, the cards, the
 * catalogue's titles), each hydrated, each watched for visibility and prefetched when in view (issue 22). The
 * links stay plain anchors in the server's HTML, so they work before hydration and without JavaScript, and a click
 * with a modifier key or another button stays the browser's (new tab, new window, download).
 */
export function LinkIsland({ onClick, onMouseOver, onFocus, onTouchStart, ...props }: ComponentProps<'div'>) {
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const prefetched = useRef(new Set<string>());

  const prefetch = (event: SyntheticEvent) => {
    const link = container.current && internalLink(event, container.current);
    const href = link && link.pathname + link.search;
    if (!href || prefetched.current.has(href)) return;
    prefetched.current.add(href);
    router.prefetch(href);
  };

  return (
    <div
      ref={container}
      onClick={(event) => {
        onClick?.(event);
        const link = container.current && internalLink(event, container.current);
        if (!link || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        router.push(link.pathname + link.search + link.hash);
      }}
      onMouseOver={(event) => {
        onMouseOver?.(event);
        prefetch(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch(event);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch(event);
      }}
      {...props}
    />
  );
}
