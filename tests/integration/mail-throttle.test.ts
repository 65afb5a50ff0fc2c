import { beforeEach, describe, expect, it, vi } from 'vitest';

import { claimRecipient } from '@/lib/server/mail-throttle';
import { useSmtpServer } from '@/tests/support/smtp';
import { ipSequence } from '@/tests/support/ip';

import { backends, useTestDatabase } from './helpers/database';
import { sendEnquiry as submitEnquiry, subscribe } from './helpers/public-forms';

// The forms' real actions as visitors' requests; their mail runs in after(), awaited by the helpers.
vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

/**
 * The forms must not be a mail relay: one machine sending enquiries and signups to addresses it chose must not get
 * an acknowledgement to each, carrying its own words. Each recipient gets at most one such mail an hour, whoever
 * asks and from however many addresses, and the mail quotes a first name at most.
 */

const nextIp = ipSequence('192.0.2');

const spam = {
  name: 'Visit evil.example/win to claim your prize',
  phone: '0400 123 456',
  courseInterested: 'Free money at evil.example',
  enquiry: 'Click evil.example/win now, SPAM-BODY',
};

describe.each(backends())('mail to unproven addresses (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com', RATE_LIMIT_MULTIPLIER: '100' });
  const toVictim = (address: string) =>
    smtp.messages.filter((message) => message.to.some((to) => to.toLowerCase() === address));

  beforeEach(() => {
    smtp.refuse(false);
    smtp.clear();
  });

  it('acknowledges an enquiry address once an hour, however many enquiries and addresses send them', async () => {
    const victim = 'victim-enquiry@example.com';
    for (let i = 0; i < 4; i += 1) {
      expect(
        await submitEnquiry({ ...spam, email: i % 2 ? victim.toUpperCase() : victim }, { ip: nextIp() }),
      ).toMatchObject({
        ok: true,
      });
    }
    // Every enquiry is stored and reaches the coordinator; the visitor's address gets one acknowledgement.
    const stored = await database
      .current()
      .query<{ count: number }>(
        'select count(*)::integer as count from public.enquiries where lower(email) = $1',
        [victim],
      );
    expect(stored[0].count).toBe(4);
    const acknowledgements = toVictim(victim);
    expect(acknowledgements).toHaveLength(1);
    const [mail] = acknowledgements;
    expect(mail.text).toContain('Hi Visit,');
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('SPAM-BODY');
      expect(part).not.toContain('claim your prize');
    }

    // An hour later the address may be acknowledged again.
    await database
      .current()
      .query(
        `update public.rate_limits set window_start = window_start - interval '61 minutes' where key = $1`,
        [`mail-to:${victim}`],
      );
    await submitEnquiry({ ...spam, email: victim }, { ip: nextIp() });
    expect(toVictim(victim)).toHaveLength(2);
  });

  it('a newsletter welcome counts against the same hourly allowance, and quotes only a capped first name', async () => {
    const victim = 'victim-welcome@example.com';
    await subscribe({ email: victim, firstName: 'Winprizes.example', source: 'homepage' }, { ip: nextIp() });
    await submitEnquiry({ ...spam, email: victim }, { ip: nextIp() });
    const mails = toVictim(victim);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Welcome');
    expect(mails[0].text).toContain('Hi there,');
    expect(mails[0].text).not.toContain('Winprizes');
  });

  it('gives the hour back when the mail could not be sent, so a retry is not refused', async () => {
    const victim = 'victim-retry@example.com';
    smtp.refuse(true);
    await subscribe({ email: victim, firstName: 'Ana', source: 'homepage' }, { ip: nextIp() });
    smtp.refuse(false);
    expect(await claimRecipient(victim)).not.toBeNull();
    expect(await claimRecipient(victim)).toBeNull();
  });

  it('two claims at the same moment: exactly one wins (the allowance holds across instances)', async () => {
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimRecipient('victim-race@example.com')),
    );
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
  });
});
