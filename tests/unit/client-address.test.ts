import { describe, expect, it } from 'vitest';

import { addressBlock, clientAddress, normaliseAddress } from '@/lib/rules/client-address';

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

describe('addressBlock: what a rate limit counts', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(addressBlock('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one client, in any spelling', () => {
    const block = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '[2001:db8:1:2::42]:443',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::1'),
      '2001:db8:1:2:0:0:192.0.2.1',
    ])
      expect([address, addressBlock(address)]).toEqual([address, block]);
    expect(addressBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock(block)).toBe(block);
  });

  it('leaves anything it cannot read as given', () => {
    for (const text of ['unknown', '', '1:2:3', '1::2::3', 'gggg::1', '1:2:3:4:5:6:7:8:9'])
      expect(addressBlock(text)).toBe(text);
  });
});
