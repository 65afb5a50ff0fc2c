/*
 * Every route under app/ in Next's notation, in two lists: pages, and route handlers with metadata routes. The proxy
 * tells a path no route claims before anything renders; the site's link navigation follows links to pages only.
 * tests/unit/app-routes.test.ts checks both lists against the files. The root catch-all app/[...missing] is left
 * out on purpose: it only serves what the proxy does not see.
 */

/** The routes that render a page (a page.tsx): a plain link to one can be followed without a reload. */
export const pageRoutes = [
  '/',
  '/about',
  '/account',
  '/account/employers',
  '/account/bookings/[bookingId]/enrolment',
  '/account/bookings/[bookingId]/readiness',
  '/assessments/[unit]/theory',
  '/assessor-guide',
  '/auth',
  '/auth/confirm',
  '/auth/forgot',
  '/auth/reset',
  '/book/[sessionId]',
  '/book/done/[bookingId]',
  '/book/pay/[bookingId]',
  '/book/pay/[bookingId]/checkout',
  '/booking',
  '/booking/manage',
  '/calendar/[[...scope]]',
  '/certificates/reminders',
  '/contact',
  '/courses',
  '/courses/[slug]',
  '/elearning/[unit]',
  '/employer',
  '/employer/[id]',
  '/employer/[id]/book',
  '/employer/[id]/matrix',
  '/employer/[id]/report',
  '/employer/invite',
  '/employers/register',
  '/fees-and-policies',
  '/locations/[slug]',
  '/marketing',
  '/marketing/campaigns/[id]',
  '/newsletter/confirmed',
  '/newsletter/unsubscribed',
  '/packages',
  '/presentations/[unit]/[audience]',
  '/promotions',
  '/resources',
  '/reviews/[[...rest]]',
  '/services',
  '/staff',
  '/staff/payments',
  '/staff/avetmiss',
  '/staff/certificates',
  '/staff/employers',
  '/staff/enrolments/[bookingId]',
  '/staff/sessions/[id]',
  '/staff/sessions/[id]/learners/[bookingId]',
  '/training-package',
  '/verify/[number]',
] as const;

/** Route handlers and metadata routes: files and actions, not pages, so a link to one is the browser's to follow. */
export const handlerRoutes = [
  '/account/bookings/[bookingId]/receipt',
  '/account/documents/[documentId]',
  '/account/bookings/[bookingId]/id-documents',
  '/account/certificates/[id]',
  '/employer/[id]/matrix/csv',
  '/employer/[id]/report/csv',
  '/employer/[id]/tickets',
  '/employer/tickets/[ticketId]',
  '/api/calendar/[feed]',
  '/api/calendar/slots/[id]',
  '/api/health',
  '/api/learner',
  '/api/marketing/business-cards/[state]/[format]',
  '/api/marketing/logos/[variant]/[format]',
  '/api/marketing/promotional/[item]',
  '/api/session',
  '/api/stripe/webhook',
  '/api/upcoming-sessions',
  '/certificates/reminders/stop',
  '/icon.svg',
  '/newsletter/confirm',
  '/newsletter/open',
  '/newsletter/unsubscribe',
  '/opengraph-image',
  '/robots.txt',
  '/sitemap.xml',
  '/staff/avetmiss/download',
  '/staff/id-documents/[documentId]',
  '/staff/sessions/[id]/learners/[bookingId]/record/[unitCode]',
  '/staff/sessions/[id]/outcomes',
  '/staff/sessions/[id]/roster',
] as const;

/** Every route of the app. */
export const appRoutes = [...pageRoutes, ...handlerRoutes];

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

const toPatterns = (routes: readonly string[]) => routes.map((route) => route.split('/').filter(Boolean));
const patterns = toPatterns(appRoutes);
const pagePatterns = toPatterns(pageRoutes);

/** Whether some route of the app claims these decoded path segments (its page may still find nothing for them). */
export function isAppRoute(segments: readonly string[]): boolean {
  return patterns.some((pattern) => fits(pattern, segments));
}

/**
 * Whether these decoded path segments are one of the app's pages. A route handler or metadata route (a calendar
 * feed, a download, an unsubscribe link) is not, and neither is a path no route claims.
 */
export function isPageRoute(segments: readonly string[]): boolean {
  return pagePatterns.some((pattern) => fits(pattern, segments));
}
