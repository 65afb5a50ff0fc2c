/** `?next=` targets: only same-site relative paths, never back to /auth itself. */
export function safeNextPath(value: string | string[] | null | undefined, fallback = '/'): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (!candidate || typeof candidate !== 'string') return fallback;
  if (candidate.length > 2000) return fallback;
  // '//host' and '/\host' are protocol-relative in browsers; control characters can smuggle either.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, 'http://same-site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://same-site.invalid') return fallback;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
  // Dot segments normalise '/.//host' and '/..//host' to '//host': protocol-relative again, an open redirect.
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The header's Sign In target for the page at `pathname`: back to that page after sign-in. Pages are static, so
 * the path is all there is at build time (no query string). On /auth itself, or Next's internal not-found route
 * (prerendered as /_not-found), there is no page to return to.
 */
export function signInHref(pathname: string | null | undefined): string {
  if (!pathname || pathname === '/auth' || pathname.startsWith('/auth/') || pathname.startsWith('/_')) {
    return '/auth';
  }
  const next = safeNextPath(pathname, '');
  return next ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}
