import 'server-only';

import { site } from '@/content/site';
import type { Session } from '@/lib/auth/types';
import { sqlState, withService, withUser, type Db } from '@/lib/db';
import { deliverInline, type Deliver } from '@/lib/mail/deliver';
import { logSafeError } from '@/lib/server/log';
import { siteUrl } from '@/lib/env';
import type { MailMessage } from '@/lib/mail';
import { greeting as greetingFor } from '@/lib/rules/mail-greeting';
import { CONFIRM_LINK_DAYS } from '@/lib/rules/newsletter-opt-in';
import { brandedHtml } from '@/lib/rules/mail-layout';
import { sendToUnprovenAddress } from '@/lib/server/mail-throttle';
import { createConfirmToken, verifyConfirmToken } from '@/lib/server/newsletter-confirm-token';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '@/lib/server/unsubscribe-token';
import type { NewsletterData } from '@/lib/validation/newsletter';

/**
 * Newsletter subscribers, by double opt-in: written only here, through the service path, after validation and
 * rate limiting. Anyone can type any address, so a signup is 'pending' until the link in its welcome mail is
 * confirmed; only 'active' (confirmed) addresses get campaigns or count as subscribers. An address that
 * unsubscribed stays 'unsubscribed' (suppressed) until its owner confirms a new opt-in. Addresses are compared in
 * any letter case (a unique index on lower(email)).
 */

export type UnsubscribeResult = { ok: true } | { ok: false; reason: 'invalid' | 'not-found' | 'failed' };
export type ConfirmResult = { ok: true } | { ok: false; reason: 'invalid' | 'failed' };

export { CONFIRM_LINK_DAYS };

type SubscriberRow = { id: string; email: string; first_name: string | null; confirm_nonce: string };

export function unsubscribeUrl(subscriberId: string): string {
  return `${siteUrl()}/newsletter/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(subscriberId))}`;
}

export function confirmUrl(nonce: string): string {
  return `${siteUrl()}/newsletter/confirm?token=${encodeURIComponent(createConfirmToken(nonce))}`;
}

/**
 * The welcome message the success toast promises. It asks the owner of the address to confirm (nothing is sent to
 * a pending address but this), and carries a signed one-click unsubscribe link (RFC 8058 headers too).
 */
export function welcomeMail(subscriber: {
  email: string;
  firstName: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  // Nobody has proven they own this address yet: the first name is all it quotes of what the sender typed.
  const greeting = greetingFor(subscriber.firstName);
  const body = [
    `Thanks for joining the ${site.name} mailing list.`,
    'We will send you new course dates, specials and safety updates for mining and civil construction in NSW and QLD. No more than a couple of emails a month.',
  ];
  const confirm = 'Please confirm your subscription so we can start sending them:';
  const notYou = `Didn't sign up? Ignore this email and you will not hear from us again. The link works for ${CONFIRM_LINK_DAYS} days.`;
  const unsubscribe = `Don't want these emails? Unsubscribe with one click: ${subscriber.unsubscribeUrl}`;
  return {
    to: subscriber.email,
    subject: `Welcome to the ${site.name} mailing list`,
    text: [
      greeting,
      '',
      ...body.flatMap((line) => [line, '']),
      confirm,
      subscriber.confirmUrl,
      '',
      notYou,
      '',
      site.name,
      '',
      unsubscribe,
    ].join('\n'),
    html: brandedHtml({
      title: 'Welcome to our mailing list',
      blocks: [
        { kind: 'text', text: greeting },
        ...body.map((text) => ({ kind: 'text' as const, text })),
        { kind: 'text', text: confirm },
        { kind: 'button', href: subscriber.confirmUrl, label: 'Confirm my subscription' },
        { kind: 'small', text: notYou },
        {
          kind: 'small',
          text: "You received this email because someone entered this address on our website. Don't want these emails?",
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
      welcomeMail({
        email: row.email,
        firstName: row.first_name,
        confirmUrl: confirmUrl(row.confirm_nonce),
        unsubscribeUrl: unsubscribeUrl(row.id),
      }),
    );
  } catch (error) {
    // The opt-in stands; only its mail is lost (a new signup mails the link again).
    logSafeError('Newsletter welcome email failed', error);
  }
}

const RETURNING = 'returning id, email, first_name, confirm_nonce';

async function recordOptIn(
  db: Db,
  email: string,
  firstName: string | null,
  source: string,
): Promise<SubscriberRow | 'duplicate' | undefined> {
  const [existing] = await db.query<{ id: string; status: string }>(
    'select id, status from public.newsletter_subscribers where lower(email) = lower($1) for update',
    [email],
  );
  if (existing?.status === 'active') return 'duplicate';
  if (existing) {
    // The link already mailed stays the one to click while it works, so a stranger's repeat signup cannot
    // retire the owner's link; one that has run out is replaced.
    const fresh = `(confirm_nonce is not null and confirm_requested_at > now() - make_interval(days => $4))`;
    const [updated] = await db.query<SubscriberRow>(
      `update public.newsletter_subscribers
          set first_name = coalesce($2, first_name), source = $3,
              confirm_nonce = case when ${fresh} then confirm_nonce else gen_random_uuid() end,
              confirm_requested_at = case when ${fresh} then confirm_requested_at else now() end
        where id = $1 ${RETURNING}`,
      [existing.id, firstName, source, CONFIRM_LINK_DAYS],
    );
    return updated;
  }
  const [inserted] = await db.query<SubscriberRow>(
    `insert into public.newsletter_subscribers (email, first_name, source, status, confirm_nonce, confirm_requested_at)
     values ($1, $2, $3, 'pending', gen_random_uuid(), now()) ${RETURNING}`,
    [email, firstName, source],
  );
  return inserted;
}

/**
 * Records a signup (spec 000 section 7: email, first_name or null, source) as an opt-in waiting for confirmation,
 * and hands the welcome mail, which carries the confirmation link, to `deliver`. An address already confirmed is
 * 'duplicate' ('Already subscribed'), in any letter case. A pending or unsubscribed address keeps its status and
 * gets the link again (a fresh one once the old has run out); only the confirmation changes the status. The
 * honeypot, the schema and the rate limit are the action's (app/newsletter/actions.ts, through serverAction);
 * database errors are thrown to it.
 */
export async function addSubscriber(
  data: NewsletterData,
  deliver: Deliver = deliverInline,
): Promise<'subscribed' | 'duplicate'> {
  const { email, firstName, source } = data;
  const name = firstName ? firstName : null;
  let row: SubscriberRow | 'duplicate' | undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      row = await withService('newsletter: opt-in', (db) => recordOptIn(db, email, name, source));
      break;
    } catch (error) {
      // Two signups for one new address at once: the second finds the first's row on its next try.
      if (sqlState(error) !== '23505' || attempt >= 3) throw error;
    }
  }
  if (row === 'duplicate') return 'duplicate';
  if (!row) throw new Error('The subscriber write returned no row');

  const subscriber = row;
  await deliver(() => sendWelcome(subscriber));
  return 'subscribed';
}

/** The confirmation link's POST: the opt-in it names becomes an active subscription. Used links change nothing. */
export async function confirmSubscription(token: unknown): Promise<ConfirmResult> {
  const nonce = verifyConfirmToken(token);
  if (!nonce) return { ok: false, reason: 'invalid' };
  try {
    const rows = await withService('newsletter: confirm link', (db) =>
      db.query<{ id: string }>(
        `update public.newsletter_subscribers
            set status = 'active', confirmed_at = now(), confirm_nonce = null, unsubscribed_at = null
          where confirm_nonce = $1 and confirm_requested_at > now() - make_interval(days => $2)
          returning id`,
        [nonce, CONFIRM_LINK_DAYS],
      ),
    );
    return rows.length > 0 ? { ok: true } : { ok: false, reason: 'invalid' };
  } catch (error) {
    logSafeError('Newsletter confirmation failed', error);
    return { ok: false, reason: 'failed' };
  }
}

/**
 * The signed link's target: the address goes to 'unsubscribed' (suppressed), whatever it was, and any opt-in
 * waiting for confirmation is retired. Again: no change. Forged or altered tokens change nothing.
 */
export async function unsubscribe(token: unknown): Promise<UnsubscribeResult> {
  const id = verifyUnsubscribeToken(token);
  if (!id) return { ok: false, reason: 'invalid' };
  try {
    const rows = await withService('newsletter: unsubscribe link', async (db) => {
      const [row] = await db.query<{ id: string; status: string; pending_opt_in: boolean }>(
        `select id, status, confirm_nonce is not null as pending_opt_in
           from public.newsletter_subscribers where id = $1 for update`,
        [id],
      );
      if (!row || (row.status === 'unsubscribed' && !row.pending_opt_in)) return row ? [row] : [];
      await db.query(
        `update public.newsletter_subscribers
            set status = 'unsubscribed', unsubscribed_at = now(), confirm_nonce = null
          where id = $1`,
        [id],
      );
      // Counted against the last campaign that reached them (a campaign's Unsubscribes figure); a repeat click counts once.
      if (row.status === 'active') {
        await db.query(
          `update public.campaign_recipients set unsubscribed_at = now()
            where id = (select id from public.campaign_recipients
                         where subscriber_id = $1 and status = 'sent' order by sent_at desc limit 1)`,
          [id],
        );
      }
      return [row];
    });
    return rows.length > 0 ? { ok: true } : { ok: false, reason: 'not-found' };
  } catch (error) {
    logSafeError('Newsletter unsubscribe failed', error);
    return { ok: false, reason: 'failed' };
  }
}

/** Confirmed subscribers, for the marketing counters. Staff only: RLS hides the table from everyone else (0). */
export async function countActiveSubscribers(session: Session | null): Promise<number> {
  const rows = await withUser(session, (db) =>
    db.query<{ count: number }>(
      `select count(*)::integer as count from public.newsletter_subscribers where status = 'active'`,
    ),
  );
  return rows[0]?.count ?? 0;
}
