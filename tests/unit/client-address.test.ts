import { describe, expect, it } from 'vitest';

import { clientAddress, normaliseAddress } from '@/lib/node/client-address.mjs';

describe('client address for rate limits (socket first, X-Forwarded-For only as far as trusted proxies)', () => {
  it('with no trusted proxy, is the socket whatever X-Forwarded-For says', () => {
    expect(clientAddress({ socket: '203.0.113.9', forwardedFor: '1.2.3.4', hops: 0 })).toBe('203.0.113.9');
    expect(clientAddress({ socket: '::ffff:127.0.0.1', forwardedFor: null, hops: 0 })).toBe('127.0.0.1');
  });

  it('behind one reverse proxy, is the entry the proxy appended (the last), not the spoofable first', () => {
    expect(
      clientAddress({ socket: '127.0.0.1', forwardedFor: '6.6.6.6, 7.7.7.7, 198.51.100.7', hops: 1 }),
    ).toBe('198.51.100.7');
    expect(clientAddress({ socket: '10.0.0.2', forwardedFor: '6.6.6.6, 198.51.100.7, 10.0.0.1', hops: 2 })).toBe(
      '198.51.100.7',
    );
  });

  it('falls back to the leftmost entry when fewer proxies appended than configured', () => {
    expect(clientAddress({ socket: '10.0.0.2', forwardedFor: null, hops: 2 })).toBe('10.0.0.2');
    expect(clientAddress({ socket: '10.0.0.2', forwardedFor: '198.51.100.7', hops: 3 })).toBe('198.51.100.7');
  });

  it('without a socket (Vercel), hops 1 is the last entry, which the host appended; hops 0 knows nothing', () => {
    expect(clientAddress({ socket: null, forwardedFor: '6.6.6.6, 198.51.100.7', hops: 1 })).toBe('198.51.100.7');
    expect(clientAddress({ socket: null, forwardedFor: '6.6.6.6', hops: 0 })).toBeNull();
    expect(clientAddress({ socket: null, forwardedFor: null, hops: 1 })).toBeNull();
  });

  it('normalises IPv4-mapped IPv6 and caps the length', () => {
    expect(normaliseAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseAddress('x'.repeat(500))).toHaveLength(100);
  });
});
