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
import { rateLimit } from '@/lib/server/rate-limit';
import { honeypotFilled } from '@/lib/rules/honeypot';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '@/lib/server/unsubscribe-token';
import { fieldErrors, firstIssueMessage } from '@/lib/validation/auth';
import {
  NEWSLETTER_DUPLICATE_MESSAGE,
  NEWSLETTER_DUPLICATE_TITLE,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  newsletterSchema,
} from '@/lib/validation/newsletter';

/** Newsletter subscribers: written only here, through the service path, after validation and rate limiting. */

export type SubscribeResult =
  | { ok: true }
  | {
      ok: false;
      reason: 'invalid' | 'rate-limited' | 'duplicate' | 'failed';
      title: string;
      message: string;
      fieldErrors?: Record<string, string>;
    };

export type UnsubscribeResult = { ok: true } | { ok: false; reason: 'invalid' | 'not-found' | 'failed' };

type SubscriberRow = { id: string; email: string; first_name: string | null };

const failed = (): SubscribeResult => ({
  ok: false,
  reason: 'failed',
  title: NEWSLETTER_FAILED_TITLE,
  message: NEWSLETTER_FAILED_MESSAGE,
});

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
 * Subscribes an address (spec 000 section 7: email, first_name or null, source, status 'active'). A second signup
 * for the same address in any letter case is a unique violation (23505): 'Already subscribed'. An address that
 * unsubscribed earlier is made active again.
 */
export async function subscribe(
  input: unknown,
  context: { ip: string; deliver?: Deliver },
): Promise<SubscribeResult> {
  if (honeypotFilled(input)) return { ok: true };
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      title: NEWSLETTER_FAILED_TITLE,
      message: firstIssueMessage(parsed.error),
      fieldErrors: fieldErrors(parsed.error),
    };
  }
  const { email, firstName, source } = parsed.data;

  try {
    const limited = await rateLimit('newsletter', { ip: context.ip, subject: email });
    if (!limited.ok)
      return { ok: false, reason: 'rate-limited', title: NEWSLETTER_FAILED_TITLE, message: limited.message };
  } catch (error) {
    logSafeError('Newsletter rate limit failed', error);
    return failed();
  }

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
    if (sqlState(error) !== '23505') {
      logSafeError('Newsletter subscribe failed', error);
      return failed();
    }
    try {
      [row] = await withService('newsletter: resubscribe', (db) =>
        db.query<SubscriberRow>(
          `update public.newsletter_subscribers
              set status = 'active', source = $2, first_name = coalesce($3, first_name)
            where lower(email) = lower($1) and status = 'unsubscribed'
            returning id, email, first_name`,
          [email, source, firstName ? firstName : null],
        ),
      );
    } catch (retryError) {
      logSafeError('Newsletter resubscribe failed', retryError);
      return failed();
    }
    if (!row) {
      return {
        ok: false,
        reason: 'duplicate',
        title: NEWSLETTER_DUPLICATE_TITLE,
        message: NEWSLETTER_DUPLICATE_MESSAGE,
      };
    }
  }
  if (!row) return failed();

  const subscriber = row;
  await (context.deliver ?? deliverInline)(() => sendWelcome(subscriber));
  return { ok: true };
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
