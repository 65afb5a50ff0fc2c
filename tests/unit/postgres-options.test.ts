import { describe, expect, it } from 'vitest';

import { preparesStatements, redactUrl } from '@/lib/db/postgres';

describe('preparesStatements', () => {
  it('prepares on a direct PostgreSQL connection', () => {
    expect(preparesStatements('postgres://postgres@127.0.0.1:5432/postgres')).toBe(true);
    expect(preparesStatements('postgresql://app:secret@db.example.com/app')).toBe(true);
    expect(
      preparesStatements(
        'postgresql://postgres.ref:pw@aws-0-ap-southeast-2.pooler.supabase.com:5432/postgres',
      ),
    ).toBe(true);
  });

  it("does not prepare through Supabase's transaction pooler (port 6543)", () => {
    expect(
      preparesStatements(
        'postgresql://postgres.ref:pw@aws-0-ap-southeast-2.pooler.supabase.com:6543/postgres',
      ),
    ).toBe(false);
  });
});

describe('redactUrl', () => {
  it('hides the password only', () => {
    expect(redactUrl('postgresql://app:secret@db.example.com:5432/app')).toBe(
      'postgresql://app:***@db.example.com:5432/app',
    );
  });
});
