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

const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address as numbers, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half: string) => (half === '' ? [] : half.split(':'));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  // A dotted IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is the last two groups.
  const last = halves.length === 2 ? tail : head;
  const dotted = last.length > 0 && last[last.length - 1].includes('.') ? (last.pop() as string) : null;
  const extra: string[] = [];
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
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  if (groups.some((group) => !HEXTET.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The unit a rate limit counts: an IPv4 address as it is, an IPv6 address as its /64 ('2001:db8:1:2::/64'), since
 * one subscriber line or host is usually given a whole /64 and could otherwise rotate through it. Brackets, a port
 * and a zone are dropped; anything unrecognised is returned as given.
 */
export function addressBlock(address: string | null | undefined): string {
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
