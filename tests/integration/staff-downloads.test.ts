import { randomUUID } from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import { SESSION_COOKIE } from '@/lib/auth/jwt';
import type { Session } from '@/lib/auth/types';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { asRequest, withCookies } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const { GET: roster } = await import('@/app/staff/sessions/[id]/roster/route');
const { GET: outcomes } = await import('@/app/staff/sessions/[id]/outcomes/route');
const { GET: assessorRecord } =
  await import('@/app/staff/sessions/[id]/learners/[bookingId]/record/[unitCode]/route');
const { GET: natFiles } = await import('@/app/staff/avetmiss/download/route');

/**
 * The staff downloads (a session's roster and outcomes, an assessor's record, the NAT zip) as anyone may try them:
 * a visitor is asked to sign in, a learner is refused even with a forged role in the session cookie (the role is
 * read from the database), a forged cookie is a visitor, and staff with a made-up or malformed id get 404, never a
 * database error. Each answer is plain text, never cached.
 */

const request = (path: string) => new Request(`http://127.0.0.1${path}`);
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

const downloads: Array<{ name: string; get: () => Promise<Response> }> = [
  { name: 'roster', get: () => roster(request('/'), params({ id: randomUUID() })) },
  { name: 'outcomes', get: () => outcomes(request('/'), params({ id: randomUUID() })) },
  {
    name: 'assessor record',
    get: () =>
      assessorRecord(
        request('/'),
        params({ id: randomUUID(), bookingId: randomUUID(), unitCode: 'RIIWHS202E' }),
      ),
  },
  {
    name: 'NAT files',
    get: () => natFiles(request('/staff/avetmiss/download?from=2026-01-01&to=2026-12-31')),
  },
];

async function answer(response: Response) {
  return { status: response.status, text: await response.text() };
}

describe.each(backends())('staff downloads refuse everyone but staff (%s)', (backend) => {
  const database = useTestDatabase(backend);

  it.each(downloads)(
    '$name: visitor 401, learner 403 (forged role too), forged cookie 401',
    async ({ get }) => {
      const learner: Session = await createUser(database.current(), { role: 'user' });
      expect(await asRequest(null, async () => answer(await get()))).toEqual({
        status: 401,
        text: 'Please sign in to continue.\n',
      });
      for (const claimedRole of [undefined, 'admin'] as const) {
        expect(await asRequest(learner, async () => answer(await get()), { claimedRole })).toEqual({
          status: 403,
          text: 'Admin or collaborator role required.\n',
        });
      }
      expect(
        await withCookies({ [SESSION_COOKIE]: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' }, async () =>
          answer(await get()),
        ),
      ).toMatchObject({ status: 401 });
    },
  );

  it('staff with an unknown or malformed id get 404 in plain text; a malformed period 400', async () => {
    const staff = await createUser(database.current(), { role: 'collaborator' });
    await asRequest(staff, async () => {
      for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
        for (const response of [
          await roster(request('/'), params({ id })),
          await outcomes(request('/'), params({ id })),
          await assessorRecord(request('/'), params({ id, bookingId: id, unitCode: 'RIIWHS202E' })),
        ]) {
          expect(response.status).toBe(404);
          expect(response.headers.get('content-disposition')).toBeNull();
        }
      }
      const badPeriod = await natFiles(request('/staff/avetmiss/download?from=2026-13-01&to=x'));
      expect(badPeriod.status).toBe(400);
      const zip = await natFiles(request('/staff/avetmiss/download?from=2026-01-01&to=2026-12-31'));
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      expect(zip.headers.get('cache-control')).toBe('private, no-store');
      expect(zip.headers.get('content-disposition')).toBe(
        'attachment; filename="avetmiss-2026-01-01-to-2026-12-31.zip"',
      );
    });
  });
});
