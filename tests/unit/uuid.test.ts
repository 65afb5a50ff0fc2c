import { describe, expect, it } from 'vitest';

import { isCanonicalUuid, isUuid } from '@/lib/rules/uuid';

const id = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';

describe('row ids from addresses, forms and cookies', () => {
  it('takes a UUID in either case, and nothing else, before any query', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    for (const value of [
      undefined,
      null,
      42,
      [id],
      '',
      `${id} `,
      `${id}0`,
      id.slice(1),
      id.replace(/-/g, ''),
      "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f' OR 1=1 --",
      '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6g',
    ]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });

  it('a signed token carries only the lower-case form, so one row has one token', () => {
    expect(isCanonicalUuid(id)).toBe(true);
    expect(isCanonicalUuid(id.toUpperCase())).toBe(false);
    expect(isCanonicalUuid(`${id}\n`)).toBe(false);
    expect(isCanonicalUuid(undefined)).toBe(false);
  });
});
