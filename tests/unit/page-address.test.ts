import { describe, expect, it } from 'vitest';

import { authPageAddress } from '@/app/auth/link-params';
import { pageAddress } from '@/lib/rules/page-address';

describe('the address a form posts back to without JavaScript', () => {
  it('keeps the query the page was opened with, repeated names and encoding included', () => {
    const address = pageAddress('/booking', {
      course: 'Working at Heights & more',
      session: ['a', 'b'],
      x: undefined,
    });
    const url = new URL(address, 'http://x');
    expect(url.pathname).toBe('/booking');
    expect(url.searchParams.get('course')).toBe('Working at Heights & more');
    expect(url.searchParams.getAll('session')).toEqual(['a', 'b']);
    expect(url.searchParams.has('x')).toBe(false);
  });

  it('is the bare path without a query', () => {
    expect(pageAddress('/booking', {})).toBe('/booking');
  });

  it('keeps the auth tab and next, and leaves out the defaults', () => {
    expect(authPageAddress('signin', '/')).toBe('/auth');
    expect(authPageAddress('signup', '/')).toBe('/auth?tab=signup');
    expect(authPageAddress('signin', '/reviews')).toBe('/auth?next=%2Freviews');
  });
});
