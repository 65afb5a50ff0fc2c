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
