import { describe, expect, it } from 'vitest';

import { clientAddress, normaliseAddress } from '@/lib/rules/client-address';

describe('client address for rate limits (X-Forwarded-For only as far as trusted proxies appended)', () => {
  it('with no trusted proxy, knows nothing whatever X-Forwarded-For says', () => {
    expect(clientAddress({ forwardedFor: '1.2.3.4', hops: 0 })).toBeNull();
    expect(clientAddress({ forwardedFor: null, hops: 0 })).toBeNull();
  });

  it('behind one reverse proxy, is the entry the proxy appended (the last), not the spoofable first', () => {
    expect(clientAddress({ forwardedFor: '6.6.6.6, 7.7.7.7, 198.51.100.7', hops: 1 })).toBe('198.51.100.7');
    expect(clientAddress({ forwardedFor: '6.6.6.6, 198.51.100.7, 10.0.0.1', hops: 2 })).toBe('198.51.100.7');
  });

  it('falls back to the leftmost entry when fewer proxies appended than configured', () => {
    expect(clientAddress({ forwardedFor: '198.51.100.7', hops: 3 })).toBe('198.51.100.7');
    expect(clientAddress({ forwardedFor: null, hops: 1 })).toBeNull();
  });

  it('normalises IPv4-mapped IPv6 and caps the length', () => {
    expect(normaliseAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseAddress('x'.repeat(500))).toHaveLength(100);
    expect(clientAddress({ forwardedFor: '::ffff:192.0.2.1', hops: 1 })).toBe('192.0.2.1');
  });
});
