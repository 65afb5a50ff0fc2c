import { describe, expect, it } from 'vitest';

import { linkAddress, linkFields } from '@/app/auth/link-params';

describe('the address a mailed link opened, rebuilt for the form to post back to', () => {
  it('keeps every part of the link and next, so the page rendered after a post without JavaScript still has them', () => {
    const fields = linkFields({ token_hash: 'abc+/=', type: 'email_change', next: '/account' });
    const address = linkAddress('/auth/confirm', fields, '/account');
    const url = new URL(address, 'http://x');
    expect(url.pathname).toBe('/auth/confirm');
    expect(linkFields(Object.fromEntries(url.searchParams))).toEqual(fields);
    expect(url.searchParams.get('next')).toBe('/account');
  });

  it('is the bare path when the link carried nothing', () => {
    expect(linkAddress('/auth/reset', linkFields({}))).toBe('/auth/reset');
  });
});
