import { describe, expect, it } from 'vitest';

import { demoAccounts as seededAccounts } from '@/lib/db/seed';

import { demoAccounts as e2eAccounts } from '../e2e/support/auth';

// The e2e specs cannot import the server-only seed, so they keep a copy of its sign-in details.
describe('demo accounts', () => {
  it('the e2e support module signs in with the seeded e-mail and password of each role', () => {
    const seeded = Object.fromEntries(
      seededAccounts.map(({ role, email, password }) => [role, { email, password }]),
    );
    expect(e2eAccounts).toEqual(seeded);
  });
});
