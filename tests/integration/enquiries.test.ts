import { beforeEach, describe, expect, it, vi } from 'vitest';

import { setDatabaseForTesting, type Database } from '@/lib/db';
import { retryUnsentEnquiries } from '@/lib/server/enquiries';
import { succeeded } from '@/lib/rules/action-result';
import { enquiryMailto } from '@/lib/rules/enquiry-mail';
import { rateLimits } from '@/lib/server/rate-limit';
import { ENQUIRY_SUCCESS_MESSAGE, ENQUIRY_SUCCESS_TITLE } from '@/lib/validation/enquiry';
import { useSmtpServer } from '@/tests/support/smtp';
import { ipSequence } from '@/tests/support/ip';

import { holdAfter } from './helpers/after';
import { backends, useTestDatabase } from './helpers/database';
import { sendEnquiry as submitEnquiry } from './helpers/public-forms';
import { asRequest } from './helpers/request-scope';

// The real action (app/contact/actions.ts) as a visitor's request; its mail runs in after(), awaited by the helper.
vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

const { sendEnquiryAction } = await import('@/app/contact/actions');

/** What the visitor is told when the enquiry is stored (and a bot that filled the honeypot too). */
const SENT = succeeded(null, ENQUIRY_SUCCESS_TITLE, ENQUIRY_SUCCESS_MESSAGE);

type EnquiryRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  course_interested: string;
  enquiry: string;
  state: string;
  mail_status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
};

/** A database that refuses every statement, as one that is down or out of connections would. */
const brokenDatabase: Database = {
  kind: 'postgres',
  description: 'broken',
  query: () =>
    Promise.reject(Object.assign(new Error('the database system is shutting down'), { code: '57P01' })),
  exec: () =>
    Promise.reject(Object.assign(new Error('the database system is shutting down'), { code: '57P01' })),
  transaction: () =>
    Promise.reject(Object.assign(new Error('the database system is shutting down'), { code: '57P01' })),
  close: () => Promise.resolve(),
};

const nextIp = ipSequence('198.51.100');

const valid = {
  name: 'Jess Taylor',
  email: 'jess@example.com',
  phone: '0400 123 456',
  courseInterested: 'Work Safely at Heights',
  enquiry: 'Do you run this course in Port Macquarie next month? We have four workers.',
};

describe.each(backends())('enquiries (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ RATE_LIMIT_MULTIPLIER: '1' });
  const rowsFor = (email: string) =>
    database
      .current()
      .query<EnquiryRow>('select * from public.enquiries where email = $1 order by created_at', [email]);

  beforeEach(() => {
    smtp.refuse(false);
    smtp.clear();
  });

  it('stores the enquiry, then mails the routed coordinator and acknowledges the visitor', async () => {
    const email = 'stored-then-mailed@example.com';
    const result = await submitEnquiry({ ...valid, email, name: '  Jess Taylor ' }, { ip: nextIp() });
    expect(result).toEqual(SENT);

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      name: 'Jess Taylor',
      phone: '0400 123 456',
      course_interested: 'Work Safely at Heights',
      state: 'NSW',
      mail_status: 'sent',
      attempts: 1,
      last_error: null,
    });
    expect(row.sent_at).not.toBeNull();

    expect(smtp.messages.map((message) => message.to)).toEqual([['nsw.training@example.com'], [email]]);
    const [toCoordinator, acknowledgement] = smtp.messages;
    expect(toCoordinator.subject).toBe('Course Enquiry: Work Safely at Heights');
    expect(toCoordinator.headers['reply-to']).toBe(email);
    expect(toCoordinator.text).toContain(valid.enquiry);
    expect(toCoordinator.text).toContain(`Reference: ${row.id.slice(0, 8).toUpperCase()}`);
    expect(toCoordinator.html).toContain('Ridgeline Safety Training');
    expect(acknowledgement.subject).toBe('We received your enquiry – Ridgeline Safety Training');
    expect(acknowledgement.text).toContain('within 24 hours');
    expect(acknowledgement.html).toContain('Thank you for your enquiry');
  });

  it('routes enquiries about Queensland or Mackay to the QLD coordinator', async () => {
    const email = 'qld-route@example.com';
    await submitEnquiry(
      { ...valid, email, enquiry: 'Can you train our crew on site near Mackay?' },
      { ip: nextIp() },
    );
    const [row] = await rowsFor(email);
    expect(row.state).toBe('QLD');
    expect(smtp.messages[0].to).toEqual(['qld.training@example.com']);
  });

  it('escapes markup typed by the visitor in the HTML body', async () => {
    const email = 'markup@example.com';
    await submitEnquiry(
      { ...valid, email, name: '<b>Bold</b> Name', enquiry: '<script>alert("x")</script> please call' },
      { ip: nextIp() },
    );
    const [toCoordinator] = smtp.messages;
    expect(toCoordinator.html).not.toContain('<script>alert');
    expect(toCoordinator.html).not.toContain('<b>Bold</b>');
    expect(toCoordinator.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(toCoordinator.text).toContain('<script>alert("x")</script> please call');
  });

  it('keeps the enquiry and marks it failed when SMTP refuses; mail:retry sends it later', async () => {
    const email = 'smtp-refused@example.com';
    smtp.refuse(true);
    const result = await submitEnquiry({ ...valid, email }, { ip: nextIp() });
    expect(result).toEqual(SENT);
    expect(smtp.messages).toHaveLength(0);
    let [row] = await rowsFor(email);
    expect(row).toMatchObject({ mail_status: 'failed', attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/Mailbox unavailable/);

    // Still refusing: the retry counts the attempt and keeps it for next time.
    expect(await retryUnsentEnquiries()).toEqual({ attempted: 1, sent: 0, failed: 1 });
    [row] = await rowsFor(email);
    expect(row).toMatchObject({ mail_status: 'failed', attempts: 2 });

    smtp.refuse(false);
    expect(await retryUnsentEnquiries()).toEqual({ attempted: 1, sent: 1, failed: 0 });
    [row] = await rowsFor(email);
    expect(row).toMatchObject({ mail_status: 'sent', attempts: 3, last_error: null });
    expect(smtp.messages.map((message) => message.to)).toEqual([['nsw.training@example.com'], [email]]);
    expect(smtp.messages[0].text).toContain(valid.enquiry);

    expect(await retryUnsentEnquiries()).toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('leaves a pending enquiry to its own delivery until it is 10 minutes old', async () => {
    const email = 'pending@example.com';
    // Its delivery (after the response) is kept from running, as if the server restarted first.
    const { result, tasks } = await holdAfter(() =>
      asRequest(null, () => sendEnquiryAction({ ...valid, email }), { ip: nextIp() }),
    );
    expect(result).toEqual(SENT);
    expect((await rowsFor(email))[0].mail_status).toBe('pending');
    expect((await retryUnsentEnquiries()).attempted).toBe(0);
    expect((await retryUnsentEnquiries({ minAgeMinutes: 0 })).sent).toBe(1);
    expect((await rowsFor(email))[0].mail_status).toBe('sent');
    expect(tasks).toHaveLength(1);
  });

  it("falls back to the visitor's mail client only when the enquiry cannot be stored", async () => {
    setDatabaseForTesting(brokenDatabase);
    try {
      const result = await submitEnquiry(
        { ...valid, enquiry: 'Training in Mackay for 6 people?' },
        { ip: nextIp() },
      );
      expect(result).toMatchObject({ ok: false, code: 'unavailable', message: 'Email Service Issue' });
      if (result.ok || result.code !== 'unavailable') throw new Error('expected the fallback');
      expect(result.detail).toContain('Failed to send enquiry');
      // The form opens the visitor's mail app with what they typed (components/contact/enquiry-form.tsx).
      const mailto = enquiryMailto({ ...valid, enquiry: 'Training in Mackay for 6 people?' });
      expect(
        mailto.startsWith(
          'mailto:qld.training@example.com?subject=Course%20Enquiry%3A%20Work%20Safely%20at%20Heights&body=',
        ),
      ).toBe(true);
      const body = decodeURIComponent(mailto.split('&body=')[1]);
      expect(body).toContain('Name: Jess Taylor');
      expect(body).toContain('Email: jess@example.com');
      expect(body).toContain('Training in Mackay for 6 people?');
    } finally {
      setDatabaseForTesting(database.current());
    }
    expect(smtp.messages).toHaveLength(0);
  });

  it("refuses an enquiry with a required field empty: 'Missing Information', nothing stored or mailed", async () => {
    const email = 'missing@example.com';
    const result = await submitEnquiry({ ...valid, email, enquiry: '   ' }, { ip: nextIp() });
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid',
      message: 'Missing Information',
      detail: 'Please fill in all required fields.',
      fieldErrors: { enquiry: 'Please fill in all required fields.' },
    });
    expect(await rowsFor(email)).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('pretends success to a bot that fills the honeypot, storing and mailing nothing', async () => {
    const email = 'bot@example.com';
    expect(
      await submitEnquiry({ ...valid, email, website: 'http://spam.example' }, { ip: nextIp() }),
    ).toEqual(SENT);
    expect(await rowsFor(email)).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('rate limits enquiries per e-mail address and client together, and per client address', async () => {
    const perSubject = rateLimits.enquiry.perSubject.limit;
    const email = 'busy@example.com';
    const busy = nextIp();
    for (let i = 0; i < perSubject; i += 1) {
      expect(await submitEnquiry({ ...valid, email }, { ip: busy })).toEqual(SENT);
    }
    const refused = await submitEnquiry({ ...valid, email }, { ip: busy });
    expect(refused).toMatchObject({ ok: false, code: 'rate-limited', message: 'Enquiry not sent' });
    if (!refused.ok)
      expect(refused.detail).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(await rowsFor(email)).toHaveLength(perSubject);
    // Someone else's attempts do not lock the address out for another client.
    expect(await submitEnquiry({ ...valid, email }, { ip: nextIp() })).toEqual(SENT);

    const perIp = rateLimits.enquiry.perIp.limit;
    const ip = nextIp();
    for (let i = 0; i < perIp; i += 1) {
      expect(await submitEnquiry({ ...valid, email: `ip-${i}@example.com` }, { ip })).toEqual(SENT);
    }
    expect(await submitEnquiry({ ...valid, email: 'ip-last@example.com' }, { ip })).toMatchObject({
      code: 'rate-limited',
    });
    expect(await rowsFor('ip-last@example.com')).toHaveLength(0);
  });
});
