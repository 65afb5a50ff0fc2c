// Who is on the other end of a request, for rate limits. Shared by server.mjs (plain Node) and
// lib/server/rate-limit.ts (inside Next's bundles), so it is JavaScript with a declaration file beside it.
//
// X-Forwarded-For is whatever the client sent, with one entry appended by each proxy it went through. Only the
// entries appended by proxies we run (or our host runs) can be believed, so the client is the entry `hops`
// places from the right of [...forwarded-for, socket address], never the first entry.

/** The header server.mjs sets to the socket's address, after deleting any copy the client sent. */
export const SOCKET_ADDRESS_HEADER = 'x-ridgeline-socket-address';

const MARK = Symbol.for('ridgeline.socketAddressHeader');

/** server.mjs calls this once: from then on SOCKET_ADDRESS_HEADER in this process is its own, not the client's. */
export function trustSocketAddressHeader() {
  globalThis[MARK] = true;
}

/** Whether this process runs behind server.mjs (otherwise SOCKET_ADDRESS_HEADER may have come from anyone). */
export function socketAddressHeaderTrusted() {
  return globalThis[MARK] === true;
}

/** IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) as plain IPv4, so one client has one counter. */
export function normaliseAddress(address) {
  const trimmed = String(address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1] : trimmed).slice(0, 100);
}

/**
 * The client's address.
 * - `socket`: the TCP peer's address, or null where the app cannot see it (Vercel functions, `next start`).
 * - `forwardedFor`: the X-Forwarded-For header (all copies joined with commas), or null.
 * - `hops`: TRUSTED_PROXY_HOPS, the number of proxies in front of the app.
 * With a socket, hops 0 is the socket and hops N the Nth entry of X-Forwarded-For from the right. Without one,
 * the socket is the last proxy's own hop, so hops N (N >= 1) is again the Nth entry from the right. When the
 * header is shorter than that, the leftmost entry (the request passed fewer proxies than configured).
 * Returns null when nothing trustworthy is known.
 */
export function clientAddress({ socket, forwardedFor, hops }) {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const chain = socket ? [...entries, socket] : entries;
  const fromRight = socket ? hops : hops - 1;
  if (fromRight < 0 || chain.length === 0) return null;
  const index = Math.max(0, chain.length - 1 - fromRight);
  const address = normaliseAddress(chain[index]);
  return address === '' ? null : address;
}
