import 'server-only';

import { site } from '@/content/site';
import type { Session } from '@/lib/auth/types';
import { sqlState, withService, withUser } from '@/lib/db';
import { deliverInline, type Deliver } from '@/lib/mail/deliver';
import { logSafeError } from '@/lib/server/log';
import { siteUrl } from '@/lib/env';
import type { MailMessage } from '@/lib/mail';
import { greeting as greetingFor } from '@/lib/rules/mail-greeting';
import { brandedHtml } from '@/lib/rules/mail-layout';
import { sendToUnprovenAddress } from '@/lib/server/mail-throttle';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '@/lib/server/unsubscribe-token';
import type { NewsletterData } from '@/lib/validation/newsletter';

/** Newsletter subscribers: written only here, through the service path, after validation and rate limiting. */

export type UnsubscribeResult = { ok: true } | { ok: false; reason: 'invalid' | 'not-found' | 'failed' };

type SubscriberRow = { id: string; email: string; first_name: string | null };

export function unsubscribeUrl(subscriberId: string): string {
  return `${siteUrl()}/newsletter/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(subscriberId))}`;
}

/** The welcome message the success toast promises, with a signed one-click unsubscribe link (RFC 8058 headers too). */
export function welcomeMail(subscriber: {
  email: string;
  firstName: string | null;
  unsubscribeUrl: string;
}): MailMessage {
  // Nobody has proven they own this address yet: the first name is all it quotes of what the sender typed.
  const greeting = greetingFor(subscriber.firstName);
  const body = [
    `Thanks for joining the ${site.name} mailing list.`,
    'We will send you new course dates, specials and safety updates for mining and civil construction in NSW and QLD. No more than a couple of emails a month.',
  ];
  const unsubscribe = `Don't want these emails? Unsubscribe with one click: ${subscriber.unsubscribeUrl}`;
  return {
    to: subscriber.email,
    subject: `Welcome to the ${site.name} mailing list`,
    text: [greeting, '', ...body.flatMap((line) => [line, '']), site.name, '', unsubscribe].join('\n'),
    html: brandedHtml({
      title: 'Welcome to our mailing list',
      blocks: [
        { kind: 'text', text: greeting },
        ...body.map((text) => ({ kind: 'text' as const, text })),
        { kind: 'button', href: `${siteUrl()}/courses`, label: 'Browse our courses' },
        {
          kind: 'small',
          text: "You received this email because you subscribed on our website. Don't want these emails?",
        },
        { kind: 'button', href: subscriber.unsubscribeUrl, label: 'Unsubscribe' },
      ],
    }),
    headers: {
      'List-Unsubscribe': `<${subscriber.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

async function sendWelcome(row: SubscriberRow): Promise<void> {
  try {
    await sendToUnprovenAddress(
      welcomeMail({ email: row.email, firstName: row.first_name, unsubscribeUrl: unsubscribeUrl(row.id) }),
    );
  } catch (error) {
    // The subscription stands; only the welcome message is lost.
    logSafeError('Newsletter welcome email failed', error);
  }
}

/**
 * Subscribes a parsed signup (spec 000 section 7: email, first_name or null, source, status 'active') and hands the
 * welcome mail to `deliver`. A second signup for the same address in any letter case is a unique violation (23505):
 * 'duplicate' ('Already subscribed'). An address that unsubscribed earlier is made active again. The honeypot, the
 * schema and the rate limit are the action's (app/newsletter/actions.ts, through serverAction); database errors
 * are thrown to it.
 */
export async function addSubscriber(
  data: NewsletterData,
  deliver: Deliver = deliverInline,
): Promise<'subscribed' | 'duplicate'> {
  const { email, firstName, source } = data;
  let row: SubscriberRow | undefined;
  try {
    [row] = await withService('newsletter: subscribe', (db) =>
      db.query<SubscriberRow>(
        `insert into public.newsletter_subscribers (email, first_name, source, status)
         values ($1, $2, $3, 'active') returning id, email, first_name`,
        [email, firstName ? firstName : null, source],
      ),
    );
  } catch (error) {
    if (sqlState(error) !== '23505') throw error;
    [row] = await withService('newsletter: resubscribe', (db) =>
      db.query<SubscriberRow>(
        `update public.newsletter_subscribers
            set status = 'active', source = $2, first_name = coalesce($3, first_name)
          where lower(email) = lower($1) and status = 'unsubscribed'
          returning id, email, first_name`,
        [email, source, firstName ? firstName : null],
      ),
    );
    if (!row) return 'duplicate';
  }
  if (!row) throw new Error('The subscriber insert returned no row');

  const subscriber = row;
  await deliver(() => sendWelcome(subscriber));
  return 'subscribed';
}

/** The signed link's target: marks the subscriber 'unsubscribed' (again: no change). Forged or altered tokens change nothing. */
export async function unsubscribe(token: unknown): Promise<UnsubscribeResult> {
  const id = verifyUnsubscribeToken(token);
  if (!id) return { ok: false, reason: 'invalid' };
  try {
    const rows = await withService('newsletter: unsubscribe link', async (db) => {
      const changed = await db.query<{ id: string }>(
        `update public.newsletter_subscribers set status = 'unsubscribed' where id = $1 and status = 'active'
         returning id`,
        [id],
      );
      // Counted against the last campaign that reached them (a campaign's Unsubscribes figure); a repeat click counts once.
      if (changed.length > 0) {
        await db.query(
          `update public.campaign_recipients set unsubscribed_at = now()
            where id = (select id from public.campaign_recipients
                         where subscriber_id = $1 and status = 'sent' order by sent_at desc limit 1)`,
          [id],
        );
        return changed;
      }
      return db.query<{ id: string }>('select id from public.newsletter_subscribers where id = $1', [id]);
    });
    return rows.length > 0 ? { ok: true } : { ok: false, reason: 'not-found' };
  } catch (error) {
    logSafeError('Newsletter unsubscribe failed', error);
    return { ok: false, reason: 'failed' };
  }
}

/** Active subscribers, for the marketing counters. Staff only: RLS hides the table from everyone else (0). */
export async function countActiveSubscribers(session: Session | null): Promise<number> {
  const rows = await withUser(session, (db) =>
    db.query<{ count: number }>(
      `select count(*)::integer as count from public.newsletter_subscribers where status = 'active'`,
    ),
  );
  return rows[0]?.count ?? 0;
}
