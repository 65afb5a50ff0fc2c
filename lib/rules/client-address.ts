/**
 * Who is on the other end of a request, for rate limits.
 *
 * X-Forwarded-For is whatever the client sent, with one entry appended by each proxy it went through. Only the
 * entries appended by proxies we run (or our host runs) can be believed, so the client is the entry `hops` places
 * from the right, never the first entry. Next's own server sets the header to the socket's address only when the
 * client sent none, so without a trusted proxy (hops 0) nothing in it can be believed.
 */

/** IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) as plain IPv4, so one client has one counter. */
export function normaliseAddress(address: string | null | undefined): string {
  const trimmed = String(address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1] : trimmed).slice(0, 100);
}

/**
 * The client's address: the `hops`th entry of X-Forwarded-For from the right (TRUSTED_PROXY_HOPS, the number of
 * proxies in front of the app), the leftmost when the request passed fewer proxies than configured. Null when
 * nothing trustworthy is known (no proxy, or no header).
 */
export function clientAddress({
  forwardedFor,
  hops,
}: {
  forwardedFor: string | null;
  hops: number;
}): string | null {
  if (hops < 1) return null;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return null;
  const address = normaliseAddress(entries[Math.max(0, entries.length - hops)]);
  return address === '' ? null : address;
}
