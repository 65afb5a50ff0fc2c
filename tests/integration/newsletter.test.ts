import { createHmac } from 'node:crypto';

import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { GET as CONFIRM_GET, POST as CONFIRM_POST } from '@/app/newsletter/confirm/route';
import { GET, POST } from '@/app/newsletter/unsubscribe/route';
import { setDatabaseForTesting, type Database } from '@/lib/db';
import { rateLimits } from '@/lib/server/rate-limit';
import { succeeded } from '@/lib/rules/action-result';
import { confirmSubscription, countActiveSubscribers, unsubscribe } from '@/lib/server/subscribers';
import { countAudience } from '@/lib/server/campaigns';
import { createConfirmToken } from '@/lib/server/newsletter-confirm-token';
import { NEWSLETTER_SUCCESS_MESSAGE, NEWSLETTER_SUCCESS_TITLE } from '@/lib/validation/newsletter';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '@/lib/server/unsubscribe-token';
import { useSmtpServer } from '@/tests/support/smtp';
import { ipSequence } from '@/tests/support/ip';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { subscribe } from './helpers/public-forms';

// The real action (app/newsletter/actions.ts) as a visitor's request; the welcome mail runs in after(), awaited.
vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

const SUBSCRIBED = succeeded(null, NEWSLETTER_SUCCESS_TITLE, NEWSLETTER_SUCCESS_MESSAGE);

type SubscriberRow = { id: string; email: string; first_name: string | null; source: string; status: string };

const brokenDatabase: Database = {
  kind: 'postgres',
  description: 'broken',
  query: () => Promise.reject(Object.assign(new Error('connection refused'), { code: '08006' })),
  exec: () => Promise.reject(Object.assign(new Error('connection refused'), { code: '08006' })),
  transaction: () => Promise.reject(Object.assign(new Error('connection refused'), { code: '08006' })),
  close: () => Promise.resolve(),
};

const nextIp = ipSequence('203.0.113');

describe.each(backends())('newsletter (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com', RATE_LIMIT_MULTIPLIER: '1' });
  const rowsFor = (email: string) =>
    database
      .current()
      .query<SubscriberRow>('select * from public.newsletter_subscribers where lower(email) = lower($1)', [
        email,
      ]);

  /** The confirmation link of the newest mail to `email`. */
  const confirmLinkFor = (email: string): string => {
    const mail = smtp.messages
      .filter((message) => message.to.some((to) => to.toLowerCase() === email.toLowerCase()))
      .at(-1);
    const match = /https:\/\/training\.example\.com\/newsletter\/confirm\?token=[^\s"<]+/.exec(
      mail?.text ?? '',
    );
    expect(match, `a confirmation link mailed to ${email}`).not.toBeNull();
    return match![0];
  };
  /** Presses the confirmation page's button, as the address's owner would. */
  const confirmFromMail = async (email: string) => {
    const link = confirmLinkFor(email);
    const response = await CONFIRM_POST(new NextRequest(link, { method: 'POST' }));
    return response.headers.get('location');
  };
  /** The throttle allows one form mail per address an hour: move the last one an hour back. */
  const anHourLater = () =>
    database
      .current()
      .query(
        `update public.rate_limits set window_start = window_start - interval '61 minutes' where key like 'mail-to:%'`,
      );

  beforeEach(() => {
    smtp.refuse(false);
    smtp.clear();
  });

  it('records a signup as pending (trimmed, source) and sends the welcome e-mail with the confirmation and unsubscribe links', async () => {
    const result = await subscribe(
      { email: '  Welcome.Me@Example.com ', firstName: '  Jo  ', source: 'homepage' },
      { ip: nextIp() },
    );
    expect(result).toEqual(SUBSCRIBED);
    const [row] = await rowsFor('welcome.me@example.com');
    expect(row).toMatchObject({
      email: 'Welcome.Me@Example.com',
      first_name: 'Jo',
      source: 'homepage',
      status: 'pending',
    });

    expect(smtp.messages).toHaveLength(1);
    const [welcome] = smtp.messages;
    expect(welcome.to.map((to) => to.toLowerCase())).toEqual(['welcome.me@example.com']);
    expect(welcome.subject).toBe('Welcome to the Ridgeline Safety Training mailing list');
    expect(welcome.text).toContain('Hi Jo,');
    const link = `https://training.example.com/newsletter/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(row.id))}`;
    expect(welcome.text).toContain(link);
    expect(welcome.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.html).toContain('Unsubscribe');
    expect(welcome.text).toContain('Please confirm your subscription');
    expect(welcome.html).toContain('Confirm my subscription');
    expect(confirmLinkFor('welcome.me@example.com')).toMatch(/\/newsletter\/confirm\?token=/);
  });

  it('double opt-in: the link (GET) changes nothing; its page button confirms once; only then campaigns and counters see the address', async () => {
    const admin = await createUser(database.current(), { role: 'admin' });
    const before = await countActiveSubscribers(admin);
    const audience = { source: null, domain: 'optin.example' };
    await subscribe({ email: 'Reader@OptIn.example', firstName: '', source: 'homepage' }, { ip: nextIp() });
    expect((await rowsFor('reader@optin.example'))[0].status).toBe('pending');
    expect(await countAudience(admin, audience)).toBe(0);
    expect(await countActiveSubscribers(admin)).toBe(before);

    const link = confirmLinkFor('reader@optin.example');
    const token = new URL(link).searchParams.get('token')!;
    // Behind a proxy the request URL is the bound address, never the public one.
    for (const method of ['GET', 'HEAD']) {
      const response = await CONFIRM_GET(
        new NextRequest(`http://0.0.0.0:3000/newsletter/confirm?token=${encodeURIComponent(token)}`, {
          method,
        }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `https://training.example.com/newsletter/confirmed?token=${encodeURIComponent(token)}`,
      );
    }
    expect((await rowsFor('reader@optin.example'))[0].status).toBe('pending');
    const forged = await CONFIRM_GET(
      new NextRequest('http://0.0.0.0:3000/newsletter/confirm?token=forged.x'),
    );
    expect(forged.headers.get('location')).toBe(
      'https://training.example.com/newsletter/confirmed?result=invalid',
    );

    expect(await confirmFromMail('reader@optin.example')).toBe(
      'https://training.example.com/newsletter/confirmed?result=done',
    );
    expect((await rowsFor('reader@optin.example'))[0].status).toBe('active');
    expect(await countAudience(admin, audience)).toBe(1);
    expect(await countActiveSubscribers(admin)).toBe(before + 1);
    // Used once: the same link confirms nothing again.
    expect(await confirmSubscription(token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await confirmSubscription(createConfirmToken('00000000-0000-4000-8000-000000000000'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('an address that unsubscribed stays suppressed: a signup by anyone, in any letter case, changes nothing until its owner confirms', async () => {
    const admin = await createUser(database.current(), { role: 'admin' });
    const audience = { source: null, domain: 'gone.example' };
    await subscribe({ email: 'leaver@gone.example', firstName: '', source: 'homepage' }, { ip: nextIp() });
    const oldLink = confirmLinkFor('leaver@gone.example');
    await confirmFromMail('leaver@gone.example');
    const [row] = await rowsFor('leaver@gone.example');
    expect(await unsubscribe(createUnsubscribeToken(row.id))).toEqual({ ok: true });
    expect(await countAudience(admin, audience)).toBe(0);

    // A stranger signs the address up again: still suppressed, and the old welcome mail's link is retired.
    await anHourLater();
    smtp.clear();
    expect(
      await subscribe(
        { email: 'LEAVER@Gone.Example', firstName: 'Xx', source: 'homepage' },
        { ip: nextIp() },
      ),
    ).toEqual(SUBSCRIBED);
    expect(await rowsFor('leaver@gone.example')).toMatchObject([{ id: row.id, status: 'unsubscribed' }]);
    expect(await countAudience(admin, audience)).toBe(0);
    expect(await confirmSubscription(new URL(oldLink).searchParams.get('token'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await rowsFor('leaver@gone.example'))[0].status).toBe('unsubscribed');

    // The owner confirms the new opt-in from their mailbox: subscribed again.
    expect(await confirmFromMail('leaver@gone.example')).toBe(
      'https://training.example.com/newsletter/confirmed?result=done',
    );
    expect((await rowsFor('leaver@gone.example'))[0].status).toBe('active');
    expect(await countAudience(admin, audience)).toBe(1);
  });

  it('an unsubscribe from a pending opt-in retires its link', async () => {
    await subscribe({ email: 'not-me@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() });
    const link = confirmLinkFor('not-me@example.com');
    const [row] = await rowsFor('not-me@example.com');
    expect(await unsubscribe(createUnsubscribeToken(row.id))).toEqual({ ok: true });
    expect(await confirmSubscription(new URL(link).searchParams.get('token'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await rowsFor('not-me@example.com'))[0].status).toBe('unsubscribed');
  });

  it('stores an empty first name as null and keeps the marketing page as the source', async () => {
    expect(
      await subscribe(
        { email: 'no-name@example.com', firstName: '', source: 'marketing-page' },
        { ip: nextIp() },
      ),
    ).toEqual(SUBSCRIBED);
    const [row] = await rowsFor('no-name@example.com');
    expect(row).toMatchObject({ first_name: null, source: 'marketing-page', status: 'pending' });
    expect(smtp.messages[0].text).toContain('Hi there,');
  });

  it("answers a confirmed address in another letter case with 'Already subscribed'", async () => {
    await subscribe({ email: 'twice@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() });
    await confirmFromMail('twice@example.com');
    const again = await subscribe(
      { email: 'TWICE@Example.COM', firstName: 'Tw', source: 'marketing-page' },
      { ip: nextIp() },
    );
    expect(again).toEqual({
      ok: false,
      code: 'conflict',
      message: 'Already subscribed',
      detail: 'This email is already on our mailing list!',
      fieldErrors: {},
    });
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('the signed link (GET, HEAD) changes nothing and lands on a SITE_URL confirmation page; its button and one-click POST unsubscribe', async () => {
    await subscribe({ email: 'leaver@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() });
    await confirmFromMail('leaver@example.com');
    const [row] = await rowsFor('leaver@example.com');
    const token = createUnsubscribeToken(row.id);
    expect(verifyUnsubscribeToken(token)).toBe(row.id);

    // Behind a proxy the request URL is the bound address, never the public one.
    for (const method of ['GET', 'HEAD']) {
      const response = await GET(
        new NextRequest(`http://0.0.0.0:3000/newsletter/unsubscribe?token=${token}`, { method }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `https://training.example.com/newsletter/unsubscribed?token=${encodeURIComponent(token)}`,
      );
    }
    expect((await rowsFor('leaver@example.com'))[0].status).toBe('active');

    const forged = await GET(new NextRequest('http://0.0.0.0:3000/newsletter/unsubscribe?token=forged.x'));
    expect(forged.headers.get('location')).toBe(
      'https://training.example.com/newsletter/unsubscribed?result=invalid',
    );

    const confirmed = await POST(
      new NextRequest(`http://0.0.0.0:3000/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: 'confirm=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(
      'https://training.example.com/newsletter/unsubscribed?result=done',
    );
    expect((await rowsFor('leaver@example.com'))[0].status).toBe('unsubscribed');

    await database
      .current()
      .query(
        `update public.newsletter_subscribers set status = 'active', confirmed_at = now() where id = $1`,
        [row.id],
      );
    const oneClick = await POST(
      new NextRequest(`https://training.example.com/newsletter/unsubscribe?token=${token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(oneClick.status).toBe(200);
    expect((await rowsFor('leaver@example.com'))[0].status).toBe('unsubscribed');
  });

  it('refuses forged, altered and foreign tokens and changes nothing', async () => {
    await subscribe({ email: 'stays@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() });
    await subscribe({ email: 'other@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() });
    const [row] = await rowsFor('stays@example.com');
    const [other] = await rowsFor('other@example.com');
    const good = createUnsubscribeToken(row.id);
    const [, mac] = good.split('.');
    const forgedMac = createHmac('sha256', 'not-the-secret').update(row.id).digest('base64url');
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const forgeries = [
      `${row.id}.${forgedMac}`,
      `${row.id}.${flipped}`,
      `${other.id}.${mac}`,
      row.id,
      `${good}.extra`,
      '',
      'x'.repeat(500),
      null,
      42,
    ];
    for (const token of forgeries) {
      expect(verifyUnsubscribeToken(token)).toBeNull();
      expect(await unsubscribe(token)).toEqual({ ok: false, reason: 'invalid' });
    }
    const response = await GET(
      new NextRequest(`https://training.example.com/newsletter/unsubscribe?token=${row.id}.${forgedMac}`),
    );
    expect(response.headers.get('location')).toBe(
      'https://training.example.com/newsletter/unsubscribed?result=invalid',
    );
    const post = await POST(
      new NextRequest(`https://training.example.com/newsletter/unsubscribe?token=${row.id}.${flipped}`, {
        method: 'POST',
      }),
    );
    expect(post.status).toBe(400);
    expect((await rowsFor('stays@example.com'))[0].status).toBe('pending');
    expect((await rowsFor('other@example.com'))[0].status).toBe('pending');
  });

  it('keeps the opt-in when the welcome e-mail cannot be sent', async () => {
    smtp.refuse(true);
    expect(
      await subscribe(
        { email: 'no-welcome@example.com', firstName: '', source: 'homepage' },
        { ip: nextIp() },
      ),
    ).toEqual(SUBSCRIBED);
    expect(await rowsFor('no-welcome@example.com')).toHaveLength(1);
  });

  it("answers 'Subscription failed' / 'Please try again later' when the database refuses", async () => {
    setDatabaseForTesting(brokenDatabase);
    try {
      expect(
        await subscribe({ email: 'down@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() }),
      ).toEqual({
        ok: false,
        code: 'unavailable',
        message: 'Subscription failed',
        detail: 'Please try again later',
        fieldErrors: {},
      });
    } finally {
      setDatabaseForTesting(database.current());
    }
    expect(await rowsFor('down@example.com')).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('refuses invalid input with the schema message and stores nothing', async () => {
    const result = await subscribe({ email: 'nope', firstName: 'J', source: 'homepage' }, { ip: nextIp() });
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid',
      message: 'Subscription failed',
      detail: 'Please enter a valid email address',
      fieldErrors: {
        email: 'Please enter a valid email address',
        firstName: 'Name must be at least 2 characters',
      },
    });
    const [{ count }] = await database
      .current()
      .query<{ count: number }>(
        `select count(*)::integer as count from public.newsletter_subscribers where email = 'nope'`,
      );
    expect(count).toBe(0);
  });

  it('rate limits signups per address and client together (duplicates count), and per client address', async () => {
    const perSubject = rateLimits.newsletter.perSubject.limit;
    const hammer = nextIp();
    for (let i = 0; i < perSubject; i += 1) {
      const result = await subscribe(
        { email: 'hammer@example.com', firstName: '', source: 'homepage' },
        { ip: hammer },
      );
      expect(result.ok || result.code === 'conflict').toBe(true);
    }
    const refused = await subscribe(
      { email: 'Hammer@example.com', firstName: '', source: 'homepage' },
      { ip: hammer },
    );
    expect(refused).toMatchObject({ ok: false, code: 'rate-limited', message: 'Subscription failed' });
    // Another client is not locked out of that address by the first one's attempts.
    expect(
      await subscribe({ email: 'hammer@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() }),
    ).toEqual(SUBSCRIBED);

    const perIp = rateLimits.newsletter.perIp.limit;
    const ip = nextIp();
    for (let i = 0; i < perIp; i += 1) {
      expect(
        await subscribe({ email: `burst-${i}@example.com`, firstName: '', source: 'homepage' }, { ip }),
      ).toEqual(SUBSCRIBED);
    }
    expect(
      await subscribe({ email: 'burst-last@example.com', firstName: '', source: 'homepage' }, { ip }),
    ).toMatchObject({
      code: 'rate-limited',
    });
    expect(await rowsFor('burst-last@example.com')).toHaveLength(0);
  });
});
