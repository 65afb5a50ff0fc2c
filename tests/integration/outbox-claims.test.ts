import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { withService } from '@/lib/db';
import { retryUnsentEnquiries, storeEnquiry } from '@/lib/server/enquiries';
import { deliverQueued, queueMail, retryOutbox } from '@/lib/server/outbox';
import { enquirySchema } from '@/lib/validation/enquiry';
import { useSmtpServer } from '@/tests/support/smtp';

import { backends, useTestDatabase } from './helpers/database';

/**
 * The booking mail outbox with more than one sender: the request that queued a message and any number of
 * `npm run mail:retry` runs (cron on two hosts). Each message reaches SMTP exactly once, whoever sends it; the
 * same for enquiry mail.
 */
describe.each(backends())('mail outbox claims (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer();

  beforeAll(() => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  beforeEach(async () => {
    smtp.clear();
    await database.current().query(`delete from public.mail_outbox`);
    await database.current().query(`delete from public.enquiries`);
  });

  async function queue(count: number, status: 'pending' | 'failed'): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push(
        await withService('test: queue', (db) =>
          queueMail(db, { to: `learner-${i}@example.com`, subject: `Message ${i}`, text: `Body ${i}` }),
        ),
      );
    }
    await database
      .current()
      .query(`update public.mail_outbox set status = $1, created_at = now() - interval '1 hour'`, [status]);
    return ids;
  }

  it('two mail:retry runs at once send every failed message once, in queue order', async () => {
    await queue(6, 'failed');
    const reports = await Promise.all([retryOutbox(), retryOutbox(), retryOutbox()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(6);
    expect(reports.reduce((sum, report) => sum + report.failed, 0)).toBe(0);
    const subjects = smtp.messages.map((mail) => mail.subject);
    expect([...subjects].sort()).toEqual([
      'Message 0',
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    const rows = await database
      .current()
      .query<{ status: string; attempts: number; claimed_until: Date | null }>(
        `select status, attempts, claimed_until from public.mail_outbox`,
      );
    expect(
      rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.claimed_until === null),
    ).toBe(true);
    // Nothing is left for a later run.
    expect(await retryOutbox()).toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('the request that queued a message and a retry racing it send it once', async () => {
    const ids = await queue(4, 'pending');
    const [queued, retried] = await Promise.all([deliverQueued(ids), retryOutbox({ minAgeMinutes: 0 })]);
    expect(queued.sent + retried.sent).toBe(4);
    expect(smtp.messages).toHaveLength(4);
  });

  it('a message another sender holds is skipped until its lease runs out, then sent', async () => {
    const [id] = await queue(1, 'failed');
    // A sender that claimed the message and died before sending it.
    await database
      .current()
      .query(`update public.mail_outbox set claimed_until = now() + interval '5 minutes' where id = $1`, [
        id,
      ]);
    expect(await retryOutbox()).toEqual({ attempted: 0, sent: 0, failed: 0 });
    expect(await deliverQueued([id])).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);

    await database
      .current()
      .query(`update public.mail_outbox set claimed_until = now() - interval '1 second' where id = $1`, [id]);
    expect(await retryOutbox()).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Message 0']);
  });

  it('a refused send releases its claim, so the next run tries again', async () => {
    await queue(2, 'failed');
    smtp.refuse(true);
    try {
      expect(await retryOutbox()).toEqual({ attempted: 2, sent: 0, failed: 2 });
    } finally {
      smtp.refuse(false);
    }
    expect(await retryOutbox()).toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(smtp.messages).toHaveLength(2);
  });

  it('two mail:retry runs at once mail each failed enquiry to its coordinator once', async () => {
    for (let i = 0; i < 4; i += 1) {
      await database.current().query(
        `insert into public.enquiries (name, email, phone, course_interested, enquiry, state, mail_status, created_at)
         values ($1, $2, null, 'Provide First Aid', 'When is the next course?', 'QLD', 'failed', now() - interval '1 hour')`,
        [`Learner ${i}`, `enquirer-${i}@example.com`],
      );
    }
    const reports = await Promise.all([
      retryUnsentEnquiries(),
      retryUnsentEnquiries(),
      retryUnsentEnquiries(),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(4);
    const toCoordinator = smtp.messages.filter((mail) => !mail.to.some((to) => to.startsWith('enquirer-')));
    expect(toCoordinator).toHaveLength(4);
    const rows = await database
      .current()
      .query<{ mail_status: string; attempts: number }>(`select mail_status, attempts from public.enquiries`);
    expect(rows.every((row) => row.mail_status === 'sent' && row.attempts === 1)).toBe(true);
  });
  it('an enquiry whose claim fails after it was stored stays pending for mail:retry, and nothing throws', async () => {
    const enquiry = enquirySchema.parse({
      name: 'Claim Failure',
      email: 'claim-failure@example.com',
      phone: '',
      courseInterested: 'Provide First Aid',
      enquiry: 'Is there a course next month?',
    });
    // The database errs between the insert and the claim (here: the claim's column is gone for a moment).
    const { id } = await storeEnquiry(enquiry, async (task) => {
      await database
        .current()
        .query(`alter table public.enquiries rename column claimed_until to claimed_until_gone`);
      try {
        await task();
      } finally {
        await database
          .current()
          .query(`alter table public.enquiries rename column claimed_until_gone to claimed_until`);
      }
    });
    expect(smtp.messages).toHaveLength(0);
    const [row] = await database
      .current()
      .query<{ mail_status: string }>(`select mail_status from public.enquiries where id = $1`, [id]);
    expect(row.mail_status).toBe('pending');
    expect(await retryUnsentEnquiries({ minAgeMinutes: 0 })).toMatchObject({ attempted: 1, sent: 1 });
  });
});
