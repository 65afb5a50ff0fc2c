/**
 * Pages served from Next's ISR cache whose content changes when someone acts (staff edit a slot, a review is posted or
 * hidden). Next answers them with `s-maxage=60, stale-while-revalidate=<a year>`, and browsers honour
 * stale-while-revalidate too: the router's refetch after a change would get the browser's stored copy from before it.
 * These responses tell the browser to ask every time (a cheap 304 through the ETag) while shared caches keep the
 * page's minute.
 */
const liveCachedPages = [/^\/reviews\/?$/, /^\/calendar(\/[^/]+)?\/?$/];

/** The page's revalidate (app/reviews/[[...rest]], app/calendar/[[...scope]]). */
const SHARED_CACHE_SECONDS = 60;

export const LIVE_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, must-revalidate`;

/** The Cache-Control the proxy sets for a GET of `pathname`, or null to leave Next's own. */
export function liveCacheControl(method: string, pathname: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  return liveCachedPages.some((pattern) => pattern.test(pathname)) ? LIVE_PAGE_CACHE_CONTROL : null;
}

/** A response that sets a cookie (a refreshed session, a cleared one) belongs to one browser: no cache keeps it. */
export const COOKIE_RESPONSE_CACHE_CONTROL = 'private, no-store';

/**
 * The Cache-Control the proxy sets on its response, or null to leave Next's own. A response that sets cookies is
 * never made cacheable: a shared cache would hand one visitor's session to the next.
 */
export function proxyCacheControl(method: string, pathname: string, setsCookies: boolean): string | null {
  if (setsCookies) return COOKIE_RESPONSE_CACHE_CONTROL;
  return liveCacheControl(method, pathname);
}
