import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SIGN_UP_SUCCESS_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/messages';
import type { Session } from '@/lib/auth/types';
import { createCampaignDraft } from '@/lib/server/campaigns';
import { bookingFormDefaults, type BookingInput } from '@/lib/validation/booking';
import { useSmtpServer } from '@/tests/support/smtp';
import { ipSequence } from '@/tests/support/ip';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { actAs } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const { submitBookingAction } = await import('@/app/booking/actions');
const { confirm, signIn, signUp } = await import('@/lib/auth');

/**
 * The SMTP server refuses every recipient, then accepts again. Enquiries (stored, marked failed, retried by
 * mail:retry) and the newsletter welcome are covered in enquiries.test.ts and newsletter.test.ts; this file covers
 * the other senders. Booking requests send no mail from the server at all (the visitor's own mail client sends the
 * booking e-mail), so they must be stored whatever the SMTP server does.
 */

const PASSWORD = 'mail-outage-password-2026';

function booking(email: string): BookingInput {
  return {
    ...bookingFormDefaults,
    firstName: 'Kai',
    lastName: 'Refused',
    email,
    phone: '0491 570 110',
    usiExempt: true,
    idDocuments: [{ name: 'licence.png', size: 80_000, type: 'image/png' }],
    course: 'Working Safely at Heights',
    trainingLevel: 'full-training',
    deliveryMethod: 'face-to-face',
    requiresAssistance: 'no',
  };
}

describe.each(backends())('mail server down (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({}, { refuse: true });
  let admin: Session;
  const logged: string[] = [];
  const nextIp = ipSequence('192.0.2');

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
      });
    }
    admin = await createUser(database.current(), { role: 'admin' });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  beforeEach(() => {
    smtp.refuse(true);
    smtp.clear();
  });

  it('booking requests are stored while SMTP refuses: the server sends no booking mail', async () => {
    const email = `refused-${backend}@example.com`;
    await actAs(null, nextIp());
    const result = await submitBookingAction(booking(email));
    expect(result).toMatchObject({ ok: true });
    const rows = await database
      .current()
      .query('select reference, handled from public.booking_requests where email = $1', [email]);
    expect(rows).toEqual([{ reference: result.ok ? result.data.reference : '', handled: false }]);
    expect(smtp.messages).toHaveLength(0);
  });

  it('sign-up fails cleanly while the confirmation cannot be mailed; signing up again later mails a working link', async () => {
    const email = `confirm-later-${backend}@example.com`;
    const input = {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: 'Ira',
      lastName: 'Later',
    };
    logged.length = 0;
    expect(await signUp(input, { ip: nextIp() })).toEqual({ ok: false, message: UNEXPECTED_ERROR_MESSAGE });
    expect(smtp.messages).toHaveLength(0);

    // The unconfirmed account does not block the address: the same sign-up sends a new link (as Supabase does).
    smtp.refuse(false);
    expect(await signUp(input, { ip: nextIp() })).toEqual({
      ok: true,
      message: SIGN_UP_SUCCESS_MESSAGE,
      signedIn: false,
    });
    expect(smtp.messages).toHaveLength(1);
    const token = /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(smtp.messages[0].text)?.[1];
    expect(token).toBeDefined();
    expect(await confirm({ token })).toMatchObject({ ok: true, signedIn: false });
    expect(await signIn({ email, password: PASSWORD }, { ip: nextIp() })).toEqual({
      ok: true,
      signedIn: true,
    });
    const users = await database.current().query('select id from auth.users where email = $1', [email]);
    expect(users).toHaveLength(1);

    expect(logged.some((line) => line.startsWith('Sign up failed'))).toBe(true);
    expect(logged.filter((line) => line.includes(PASSWORD))).toEqual([]);
    expect(smtp.messages.some((message) => message.raw.includes(PASSWORD))).toBe(false);
  });

  it('a campaign draft is kept when its test copy cannot be mailed, and says so', async () => {
    const subject = `Refused test copy ${backend}`;
    const result = await createCampaignDraft(admin, { subject, body: 'New dates for Mackay in March.' });
    expect(result).toEqual({
      ok: true,
      id: expect.any(String),
      testSent: false,
      message: 'Draft saved, but the test e-mail could not be sent. Please try again later.',
    });
    const rows = await database
      .current()
      .query('select status from public.mail_campaigns where subject = $1', [subject]);
    expect(rows).toEqual([{ status: 'draft' }]);
  });
});
