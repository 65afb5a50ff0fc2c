import { createHmac } from 'node:crypto';

import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { GET, POST } from '@/app/newsletter/unsubscribe/route';
import { setDatabaseForTesting, type Database } from '@/lib/db';
import { rateLimits } from '@/lib/server/rate-limit';
import { succeeded } from '@/lib/rules/action-result';
import { unsubscribe } from '@/lib/server/subscribers';
import { NEWSLETTER_SUCCESS_MESSAGE, NEWSLETTER_SUCCESS_TITLE } from '@/lib/validation/newsletter';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '@/lib/server/unsubscribe-token';
import { useSmtpServer } from '@/tests/support/smtp';
import { ipSequence } from '@/tests/support/ip';

import { backends, useTestDatabase } from './helpers/database';
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

  beforeEach(() => {
    smtp.refuse(false);
    smtp.clear();
  });

  it('subscribes (trimmed, source, active) and sends the welcome e-mail with a signed unsubscribe link', async () => {
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
      status: 'active',
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
  });

  it('stores an empty first name as null and keeps the marketing page as the source', async () => {
    expect(
      await subscribe(
        { email: 'no-name@example.com', firstName: '', source: 'marketing-page' },
        { ip: nextIp() },
      ),
    ).toEqual(SUBSCRIBED);
    const [row] = await rowsFor('no-name@example.com');
    expect(row).toMatchObject({ first_name: null, source: 'marketing-page', status: 'active' });
    expect(smtp.messages[0].text).toContain('Hi there,');
  });

  it("answers a duplicate in another letter case with 'Already subscribed' (unique violation 23505)", async () => {
    await subscribe({ email: 'twice@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() });
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
    const [row] = await rowsFor('leaver@example.com');
    const token = createUnsubscribeToken(row.id);
    expect(verifyUnsubscribeToken(token)).toBe(row.id);

    // Behind server.mjs the request URL is the bound address, never the public one.
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
    expect(forged.headers.get('location')).toBe('https://training.example.com/newsletter/unsubscribed?result=invalid');

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
      .query(`update public.newsletter_subscribers set status = 'active' where id = $1`, [row.id]);
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
    expect((await rowsFor('stays@example.com'))[0].status).toBe('active');
    expect((await rowsFor('other@example.com'))[0].status).toBe('active');
  });

  it('welcomes back an address that unsubscribed earlier', async () => {
    await subscribe({ email: 'returner@example.com', firstName: '', source: 'homepage' }, { ip: nextIp() });
    const [row] = await rowsFor('returner@example.com');
    await unsubscribe(createUnsubscribeToken(row.id));
    smtp.clear();
    // An hour later (within the hour the address gets no second form mail: mail-throttle.test.ts).
    await database
      .current()
      .query(`update public.rate_limits set window_start = window_start - interval '61 minutes' where key like 'mail-to:%'`);
    expect(
      await subscribe(
        { email: 'Returner@example.com', firstName: 'Ro', source: 'marketing-page' },
        { ip: nextIp() },
      ),
    ).toEqual(SUBSCRIBED);
    const rows = await rowsFor('returner@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: row.id,
      status: 'active',
      first_name: 'Ro',
      source: 'marketing-page',
    });
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps the subscription when the welcome e-mail cannot be sent', async () => {
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

  it('rate limits signups per address (duplicates count) and per client address', async () => {
    const perSubject = rateLimits.newsletter.perSubject.limit;
    for (let i = 0; i < perSubject; i += 1) {
      const result = await subscribe(
        { email: 'hammer@example.com', firstName: '', source: 'homepage' },
        { ip: nextIp() },
      );
      expect(result.ok || result.code === 'conflict').toBe(true);
    }
    const refused = await subscribe(
      { email: 'Hammer@example.com', firstName: '', source: 'homepage' },
      { ip: nextIp() },
    );
    expect(refused).toMatchObject({ ok: false, code: 'rate-limited', message: 'Subscription failed' });

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
