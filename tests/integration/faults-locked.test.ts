import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ServiceUnavailable } from '@/components/layout/service-unavailable';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import { BOOKING_REFERENCE_PATTERN } from '@/lib/server/bookings';
import {
  closeDb,
  DatabaseLockedError,
  embeddedPaths,
  getDatabase,
  isDatabaseUnavailable,
  setDatabaseForTesting,
} from '@/lib/db';
import { succeeded } from '@/lib/rules/action-result';
import { enquiryMailto } from '@/lib/rules/enquiry-mail';
import { resetEnvCache } from '@/lib/env';
import { CALENDAR_UNAVAILABLE_TITLE } from '@/lib/rules/unavailable-messages';
import { bookingFormDefaults, type BookingInput } from '@/lib/validation/booking';
import {
  ENQUIRY_FALLBACK_TITLE,
  ENQUIRY_SUCCESS_MESSAGE,
  ENQUIRY_SUCCESS_TITLE,
  enquirySchema,
} from '@/lib/validation/enquiry';
import {
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_SUCCESS_TITLE,
} from '@/lib/validation/newsletter';
import { REVIEWS_LOAD_FAILED_TITLE } from '@/lib/validation/review';

import { expectPhoneNumbers, renderServer } from './helpers/render-server';
import { sendEnquiry as submitEnquiry, subscribe } from './helpers/public-forms';
import { actAs } from './helpers/request-scope';

import { SOON } from '@/tests/support/preferred-date';
import { ipSequence } from '@/tests/support/ip';
import { coversPglite } from './helpers/stage';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

const { submitBookingAction } = await import('@/app/booking/actions');
const { CalendarView } = await import('@/components/calendar/calendar-view');
const { AvailabilityCalendar } = await import('@/components/calendar/availability-calendar');
const { reviewsContent } = await import('./helpers/render-server');
const { GET: health } = await import('@/app/api/health/route');

/**
 * The embedded database is locked: another process (a second `npm start`, a db script) holds DATA_DIR/pglite.lock.
 * This process must not open the folder (two PGlite writers lose data); it answers as it does when PostgreSQL is
 * down. Once the other process is gone (killed, so its lock file stays behind), the stale lock is taken over and
 * the same calls succeed.
 */

// Takes the lock as lib/db/lock.ts does (exclusive create, pid inside), reports it, and stays alive.
const HOLDER = `
const fs = require('node:fs');
const fd = fs.openSync(process.argv[1], 'wx', 0o600);
fs.writeSync(fd, process.pid + '\\n');
fs.closeSync(fd);
process.stdout.write('locked\\n');
setInterval(() => {}, 60000);
`;

function holdLock(lockPath: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', HOLDER, lockPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.once('data', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`lock holder exited (${code}): ${errors}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    // SIGKILL: a crash, so the lock file stays behind with a dead pid in it.
    child.kill('SIGKILL');
  });
}

const enquiry = {
  name: 'Lee Locked',
  email: 'lee.locked@example.com',
  phone: '0400 765 432',
  courseInterested: 'Working at Heights',
  enquiry: 'Can four of us do working at heights in Bowen Basin in August?',
};

const booking: BookingInput = {
  ...bookingFormDefaults,
  firstName: 'Jo',
  lastName: 'Locked',
  email: 'jo.locked@example.com',
  phone: '0491 570 159',
  usi: '2234 5678 9n',
  idDocuments: [{ name: 'licence.pdf', size: 90_000, type: 'application/pdf' }],
  course: 'Provide First Aid',
  trainingLevel: 'full-training',
  deliveryMethod: 'face-to-face',
  requiresAssistance: 'no',
  preferredLocation: 'mackay',
  preferredDate: SOON,
  message: 'Booking while the database is locked.',
};

const newsletter = { email: 'locked.reader@example.com', firstName: 'Kim', source: 'homepage' };

describe.runIf(coversPglite())('embedded database locked by another process, then released', () => {
  const saved = {
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    AUTH_SECRET: process.env.AUTH_SECRET,
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER,
    DB_SKIP_SEED: process.env.DB_SKIP_SEED,
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-locked-'));
  const logged: string[] = [];
  let holder: ChildProcess | undefined;
  let lockPath: string;
  const nextIp = ipSequence('192.0.2');

  beforeAll(async () => {
    setDatabaseForTesting(null);
    await closeDb();
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    process.env.AUTH_SECRET = 'locked-test-secret-locked-test-secret-locked-test';
    process.env.RATE_LIMIT_MULTIPLIER = '100';
    process.env.DB_SKIP_SEED = 'true';
    resetEnvCache();
    resetAuthSecretCache();
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
      });
    }
    lockPath = embeddedPaths().lockPath;
    expect(lockPath).toBe(join(dataDir, 'pglite.lock'));
    holder = await holdLock(lockPath);
  });

  afterAll(async () => {
    if (holder) await killed(holder);
    await closeDb();
    rmSync(dataDir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
    resetAuthSecretCache();
    vi.restoreAllMocks();
  });

  it('while the other process holds the lock, nothing opens the folder and every call fails clearly', async () => {
    const pid = String(holder!.pid);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(pid);

    const error = await getDatabase().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect(error).toMatchObject({ pid: holder!.pid, lockPath });
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Still the other process's lock, and no PGlite folder was created beside it.
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(pid);
    expect(existsSync(embeddedPaths().pgliteDir)).toBe(false);

    // Monitors learn "down", not which file or process.
    const response = await health();
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 'degraded', database: 'down' });
    expect(body).not.toContain(pid);
    expect(body).not.toContain('pglite');
    expect(body).not.toContain(dataDir);

    const enquiryResult = await submitEnquiry(enquiry, { ip: nextIp() });
    expect(enquiryResult).toMatchObject({ ok: false, code: 'unavailable', message: ENQUIRY_FALLBACK_TITLE });
    // The form then opens the visitor's mail app with their own text (lib/rules/enquiry-mail, run in the browser).
    const enquiryMail = enquiryMailto(enquirySchema.parse(enquiry));
    expect(decodeURIComponent(enquiryMail)).toContain(enquiry.enquiry);

    await actAs(null, nextIp());
    expect(await submitBookingAction(booking)).toMatchObject({
      ok: false,
      code: 'unavailable',
      message: 'Your request could not be saved online, so please send the e-mail that opens.',
    });

    expect(await subscribe(newsletter, { ip: nextIp() })).toEqual({
      ok: false,
      code: 'unavailable',
      message: NEWSLETTER_FAILED_TITLE,
      detail: NEWSLETTER_FAILED_MESSAGE,
      fieldErrors: {},
    });

    const calendar = await renderServer(CalendarView({ scope: 'all' }));
    expect(calendar.element.type).toBe(ServiceUnavailable);
    expect(calendar.html).toContain(CALENDAR_UNAVAILABLE_TITLE);
    expectPhoneNumbers(calendar.html);

    const reviews = await renderServer(reviewsContent());
    expect(reviews.html).toContain(REVIEWS_LOAD_FAILED_TITLE);
    expectPhoneNumbers(reviews.html);

    // Nothing that reaches a visitor names the lock file or the other process.
    for (const html of [calendar.html, reviews.html, JSON.stringify(enquiryResult)]) {
      expect(html).not.toContain(lockPath);
      expect(html).not.toContain(`pid ${pid}`);
    }
    expect(existsSync(embeddedPaths().pgliteDir)).toBe(false);
  });

  it('once the other process is gone, its stale lock is taken over and the same calls succeed', async () => {
    const pid = String(holder!.pid);
    await killed(holder!);
    // A crash leaves the lock file behind.
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(pid);

    const db = await getDatabase();
    expect(db.kind).toBe('pglite');
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));

    expect((await health()).status).toBe(200);
    expect(await submitEnquiry(enquiry, { ip: nextIp() })).toEqual(
      succeeded(null, ENQUIRY_SUCCESS_TITLE, ENQUIRY_SUCCESS_MESSAGE),
    );
    await actAs(null, nextIp());
    expect(await submitBookingAction(booking)).toMatchObject({
      ok: true,
      data: { reference: expect.stringMatching(BOOKING_REFERENCE_PATTERN) },
    });
    expect(await subscribe(newsletter, { ip: nextIp() })).toEqual(
      succeeded(null, NEWSLETTER_SUCCESS_TITLE, NEWSLETTER_SUCCESS_MESSAGE),
    );

    const calendar = await renderServer(CalendarView({ scope: 'all' }));
    expect(calendar.element.type).toBe(AvailabilityCalendar);
    expect(calendar.html).not.toContain(CALENDAR_UNAVAILABLE_TITLE);
    const reviews = await renderServer(reviewsContent());
    expect(reviews.html).toContain('Recent Reviews');
    expect(reviews.html).not.toContain(REVIEWS_LOAD_FAILED_TITLE);

    const [{ count }] = await db.query<{ count: number }>(
      `select (select count(*) from public.enquiries where email = $1)
            + (select count(*) from public.booking_requests where email = $2)
            + (select count(*) from public.newsletter_subscribers where email = $3) as count`,
      [enquiry.email, booking.email, newsletter.email],
    );
    expect(Number(count)).toBe(3);
  });
});
