/**
 * Every route under app/ (pages, route handlers and metadata routes) in Next's notation, so the proxy can tell a
 * path no route claims before anything renders. tests/unit/app-routes.test.ts checks the list against the files.
 * The root catch-all app/[...missing] is left out on purpose: it only serves what the proxy does not see.
 */
export const appRoutes = [
  '/',
  '/about',
  '/account',
  '/api/calendar/[feed]',
  '/api/calendar/slots/[id]',
  '/api/health',
  '/api/internal/campaign-worker',
  '/api/learner',
  '/api/marketing/business-cards/[state]/[format]',
  '/api/marketing/logos/[variant]/[format]',
  '/api/marketing/promotional/[item]',
  '/api/session',
  '/api/upcoming-sessions',
  '/assessments/[unit]/theory',
  '/assessor-guide',
  '/auth',
  '/auth/confirm',
  '/booking',
  '/booking/manage',
  '/calendar/[[...scope]]',
  '/contact',
  '/courses',
  '/courses/[slug]',
  '/elearning/[unit]',
  '/icon.svg',
  '/locations/[slug]',
  '/marketing',
  '/marketing/campaigns/[id]',
  '/newsletter/open',
  '/newsletter/unsubscribe',
  '/newsletter/unsubscribed',
  '/opengraph-image',
  '/packages',
  '/presentations/[unit]/[audience]',
  '/promotions',
  '/resources',
  '/reviews/[[...rest]]',
  '/robots.txt',
  '/services',
  '/sitemap.xml',
  '/staff',
  '/staff/sessions/[id]',
  '/staff/sessions/[id]/roster',
  '/training-package',
] as const;

/** Whether the decoded path segments fit one route segment pattern list, catch-alls included. */
function fits(pattern: readonly string[], segments: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0;
  if (head.startsWith('[[...')) return true;
  if (head.startsWith('[...')) return segments.length > 0;
  if (segments.length === 0) return false;
  if (!head.startsWith('[') && head !== segments[0]) return false;
  return fits(rest, segments.slice(1));
}

const patterns = appRoutes.map((route) => route.split('/').filter(Boolean));

/** Whether some route of the app claims these decoded path segments (its page may still find nothing for them). */
export function isAppRoute(segments: readonly string[]): boolean {
  return patterns.some((pattern) => fits(pattern, segments));
}
