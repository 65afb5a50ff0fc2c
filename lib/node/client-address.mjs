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

const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address as numbers, or null when it is not one. */
function ipv6Groups(text) {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half) => (half === '' ? [] : half.split(':'));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  // A dotted IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is the last two groups.
  const last = halves.length === 2 ? tail : head;
  const dotted = last.length > 0 && last[last.length - 1].includes('.') ? last.pop() : null;
  const extra = [];
  if (dotted !== null) {
    const octets = dotted.split('.');
    if (octets.length !== 4 || octets.some((octet) => !/^\d{1,3}$/.test(octet) || Number(octet) > 255))
      return null;
    extra.push(((Number(octets[0]) << 8) | Number(octets[1])).toString(16));
    extra.push(((Number(octets[2]) << 8) | Number(octets[3])).toString(16));
  }
  const headGroups = halves.length === 2 ? head : [...head, ...extra];
  const tailGroups = halves.length === 2 ? [...tail, ...extra] : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  if (groups.some((group) => !HEXTET.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The unit a rate limit counts: an IPv4 address as it is, an IPv6 address as its /64 ('2001:db8:1:2::/64'), since
 * one subscriber line or host is usually given a whole /64 and could otherwise rotate through it. Brackets, a port
 * and a zone are dropped; anything unrecognised is returned as given.
 */
export function addressBlock(address) {
  let text = String(address ?? '')
    .trim()
    .toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  text = normaliseAddress(text.replace(/%.*$/, ''));
  if (!text.includes(':')) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
