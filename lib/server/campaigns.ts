import 'server-only';

import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Session } from '@/lib/auth/types';
import { withService, withUser, type Db } from '@/lib/db';
import { siteUrl } from '@/lib/env';
import { send } from '@/lib/mail';
import { campaignImagePaths, renderCampaign } from '@/lib/rules/campaign-markdown';
import {
  averageOpenRate,
  CAMPAIGN_MAX_ATTEMPTS,
  type CampaignFigures,
  type CampaignStatus,
} from '@/lib/rules/campaign-status';
import { verifyOpenToken } from '@/lib/server/campaign-token';
import { logSafeError } from '@/lib/server/log';
import { countActiveSubscribers } from '@/lib/server/subscribers';
import { audienceFilter, campaignSchema, type Audience } from '@/lib/validation/campaign';

/**
 * E-mail campaigns (table mail_campaigns) and their outbox (campaign_recipients). Admins draft, test, queue,
 * schedule, pause and resume under their own role (RLS admits admins only); lib/server/campaign-worker.ts sends.
 */

export type CampaignSummary = {
  id: string;
  subject: string;
  status: CampaignStatus;
  createdAt: string;
  scheduledAt: string | null;
  figures: CampaignFigures;
};

export type CampaignStats = {
  totalSubscribers: number;
  /** Campaigns that reached at least one subscriber (from the outbox). */
  campaignsSent: number;
  /** Whole percent: the mean open rate of the campaigns sent, from the open pixel. */
  averageOpenRate: number;
  campaigns: CampaignSummary[];
};

export type CampaignDetail = CampaignSummary & {
  preheader: string;
  body: string;
  audienceSource: string | null;
  startedAt: string | null;
  finishedAt: string | null;
};

/** The FIGURES columns: one column per figure, as lib/rules/campaign-status.ts names them. */
type FigureRow = CampaignFigures;

/** Figures per campaign in one pass over its outbox rows ($1: attempts before a failure is final). */
const FIGURES = `
  count(r.id)::integer as recipients,
  count(r.id) filter (where r.status = 'sent')::integer as delivered,
  count(r.id) filter (where r.status = 'bounced' or (r.status = 'failed' and r.attempts >= $1))::integer as failed,
  count(r.id) filter (where r.status = 'bounced')::integer as bounced,
  count(r.id) filter (where r.status = 'suppressed')::integer as suppressed,
  count(r.id) filter (where r.status = 'pending' or (r.status = 'failed' and r.attempts < $1))::integer as remaining,
  count(r.id) filter (where r.opened_at is not null)::integer as opens,
  count(r.id) filter (where r.unsubscribed_at is not null)::integer as unsubscribes`;

function figures(row: FigureRow): CampaignFigures {
  return {
    recipients: row.recipients,
    delivered: row.delivered,
    failed: row.failed,
    bounced: row.bounced,
    suppressed: row.suppressed,
    remaining: row.remaining,
    opens: row.opens,
    unsubscribes: row.unsubscribes,
  };
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

type SummaryRow = FigureRow & {
  id: string;
  subject: string;
  status: CampaignStatus;
  created_at: Date | string;
  scheduled_at: Date | string | null;
};

function summary(row: SummaryRow): CampaignSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    createdAt: iso(row.created_at)!,
    scheduledAt: iso(row.scheduled_at),
    figures: figures(row),
  };
}

/** The counters of the Email Campaigns tab and the latest campaigns, read as the admin under RLS. */
export async function campaignStats(session: Session): Promise<CampaignStats> {
  const totalSubscribers = await countActiveSubscribers(session);
  return withUser(session, async (db) => {
    const rows = await db.query<SummaryRow>(
      `select c.id, c.subject, c.status, c.created_at, c.scheduled_at, ${FIGURES}
         from public.mail_campaigns c
         left join public.campaign_recipients r on r.campaign_id = c.id
        group by c.id
        order by c.created_at desc`,
      [CAMPAIGN_MAX_ATTEMPTS],
    );
    const all = rows.map(summary);
    const sent = all.filter((campaign) => campaign.figures.delivered > 0);
    return {
      totalSubscribers,
      campaignsSent: sent.length,
      averageOpenRate: averageOpenRate(sent.map((campaign) => campaign.figures)),
      campaigns: all.slice(0, 10),
    };
  });
}

/** One campaign with its figures, or null (unknown id, or not an admin: RLS shows nothing). */
export async function campaignDetail(session: Session, id: string): Promise<CampaignDetail | null> {
  const [row] = await withUser(session, (db) =>
    db.query<
      SummaryRow & {
        preheader: string;
        body: string;
        audience_source: string | null;
        started_at: Date | string | null;
        finished_at: Date | string | null;
      }
    >(
      `select c.id, c.subject, c.preheader, c.body, c.status, c.audience_source, c.created_at, c.scheduled_at,
              c.started_at, c.finished_at, ${FIGURES}
         from public.mail_campaigns c
         left join public.campaign_recipients r on r.campaign_id = c.id
        where c.id = $2
        group by c.id`,
      [CAMPAIGN_MAX_ATTEMPTS, id],
    ),
  );
  if (!row) return null;
  return {
    ...summary(row),
    preheader: row.preheader,
    body: row.body,
    audienceSource: row.audience_source,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

export type AudienceOption = { value: string; label: string; count: number };

const SOURCE_LABELS: Record<string, string> = {
  homepage: 'Signed up on the home page',
  'marketing-page': 'Signed up on the marketing page',
};

/**
 * Who a campaign can go to, with how many each would reach now: every active subscriber, or those of one signup
 * source. Suppressed addresses are not counted. (The signup form asks no state, so there is no state segment.)
 */
export async function audienceOptions(session: Session): Promise<AudienceOption[]> {
  const rows = await withUser(session, (db) =>
    db.query<{ source: string; count: number }>(
      `select s.source, count(*)::integer as count
         from public.newsletter_subscribers s
        where s.status = 'active'
          and not exists (select 1 from public.mail_suppressions m where m.email = lower(s.email))
        group by s.source
        order by s.source`,
    ),
  );
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return [
    { value: 'all', label: 'All active subscribers', count: total },
    ...rows.map((row) => ({
      value: row.source,
      label: SOURCE_LABELS[row.source] ?? `Source: ${row.source}`,
      count: row.count,
    })),
  ];
}

/** The audience as SQL over `s` (newsletter_subscribers): parameter `source` a signup source or null, `domain` a domain or null. */
function audienceWhere(source: string, domain: string): string {
  return `s.status = 'active'
          and (${source}::text is null or s.source = ${source}::text)
          and (${domain}::text is null or split_part(lower(s.email), '@', 2) = ${domain}::text)
          and not exists (select 1 from public.mail_suppressions m where m.email = lower(s.email))`;
}

/** How many a campaign to this audience would reach now (active, not suppressed). */
export async function countAudience(session: Session, audience: Audience): Promise<number> {
  const [row] = await withUser(session, (db) =>
    db.query<{ count: number }>(
      `select count(*)::integer as count from public.newsletter_subscribers s where ${audienceWhere('$1', '$2')}`,
      [audience.source, audience.domain],
    ),
  );
  return row?.count ?? 0;
}

/**
 * Fills the outbox for one campaign in one statement: every active, unsuppressed subscriber of the audience.
 * A second run adds nobody twice (unique campaign + address). Returns how many were queued.
 */
export async function queueRecipients(db: Db, campaignId: string, audience: Audience): Promise<number> {
  const [row] = await db.query<{ queued: number }>(
    `with queued as (
       insert into public.campaign_recipients (campaign_id, subscriber_id, email)
       select $1, s.id, lower(s.email)
         from public.newsletter_subscribers s
        where ${audienceWhere('$2', '$3')}
       on conflict (campaign_id, email) do nothing
       returning 1
     )
     select count(*)::integer as queued from queued`,
    [campaignId, audience.source, audience.domain],
  );
  return row?.queued ?? 0;
}

export type CampaignResult =
  | { ok: true; message: string; testSent: boolean; id: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

export const CAMPAIGN_FORBIDDEN_MESSAGE = 'Admin access required to manage email campaigns';

function missingImage(body: string): string | null {
  for (const path of campaignImagePaths(body)) {
    if (!existsSync(join(process.cwd(), 'public', path)))
      return `The image ${path} is not in the site's public folder`;
  }
  return null;
}

/** Sends the admin a copy of a campaign as subscribers will see it (no tracking, placeholder unsubscribe link). */
export async function sendTestCopy(
  session: Session,
  campaign: { id: string; subject: string; preheader: string; body: string },
): Promise<boolean> {
  const { html, text } = renderCampaign({
    subject: campaign.subject,
    preheader: campaign.preheader,
    body: campaign.body,
    origin: siteUrl(),
    unsubscribeUrl: `${siteUrl()}/marketing`,
  });
  try {
    await send({
      to: session.user.email,
      subject: `[TEST] ${campaign.subject}`,
      text: `${text}\n\n--\nTest copy of a draft campaign. It has not been sent to subscribers.`,
      html,
      headers: { 'X-Campaign-Id': campaign.id },
    });
    return true;
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('[campaigns] Test e-mail failed', { name, message });
    return false;
  }
}

/** Saves a draft (RLS: admins only) and sends the admin a test copy through the mail module. */
export async function createCampaignDraft(session: Session | null, input: unknown): Promise<CampaignResult> {
  if (session?.role !== 'admin') return { ok: false, message: CAMPAIGN_FORBIDDEN_MESSAGE };
  const parsed = campaignSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid campaign', fieldErrors };
  }
  const { subject, preheader, body } = parsed.data;
  const imageProblem = missingImage(body);
  if (imageProblem) return { ok: false, message: imageProblem, fieldErrors: { body: imageProblem } };

  const [draft] = await withUser(session, (db) =>
    db.query<{ id: string }>(
      'insert into public.mail_campaigns (subject, preheader, body) values ($1, $2, $3) returning id',
      [subject, preheader, body],
    ),
  );

  if (!(await sendTestCopy(session, { id: draft.id, subject, preheader, body }))) {
    return {
      ok: true,
      id: draft.id,
      testSent: false,
      message: 'Draft saved, but the test e-mail could not be sent. Please try again later.',
    };
  }
  await withUser(session, (db) =>
    db.query(`update public.mail_campaigns set status = 'test-sent' where id = $1 and status = 'draft'`, [
      draft.id,
    ]),
  );
  return {
    ok: true,
    id: draft.id,
    testSent: true,
    message: `Draft saved and a test sent to ${session.user.email}`,
  };
}

export type SendOutcome =
  | { ok: true; status: 'sending' | 'scheduled'; queued: number }
  | { ok: false; reason: 'not-found' | 'not-draft' | 'empty' };

/**
 * Send now: marks the draft 'sending' and fills its outbox in the same transaction (a second click finds it no
 * longer a draft and queues nothing). Schedule: marks it 'scheduled'; the worker queues it when the time comes, so
 * people who subscribe meanwhile are included. Runs as the admin: RLS refuses anyone else.
 */
export async function startCampaign(
  session: Session,
  input: { id: string; audience: string; scheduledAt?: string },
): Promise<SendOutcome> {
  const audience = audienceFilter(input.audience);
  return withUser(session, async (db): Promise<SendOutcome> => {
    const [current] = await db.query<{ status: CampaignStatus }>(
      'select status from public.mail_campaigns where id = $1 for update',
      [input.id],
    );
    if (!current) return { ok: false, reason: 'not-found' };
    if (current.status !== 'draft' && current.status !== 'test-sent')
      return { ok: false, reason: 'not-draft' };
    if (input.scheduledAt) {
      await db.query(
        `update public.mail_campaigns
            set status = 'scheduled', scheduled_at = $2, audience_source = $3, audience_domain = $4
          where id = $1`,
        [input.id, input.scheduledAt, audience.source, audience.domain],
      );
      return { ok: true, status: 'scheduled', queued: 0 };
    }
    const queued = await queueRecipients(db, input.id, audience);
    if (queued === 0) throw new EmptyAudience();
    await db.query(
      `update public.mail_campaigns
          set status = 'sending', audience_source = $2, audience_domain = $3, started_at = now()
        where id = $1`,
      [input.id, audience.source, audience.domain],
    );
    return { ok: true, status: 'sending', queued };
  }).catch((error: unknown): SendOutcome => {
    // Thrown to roll the (empty) insert back with the transaction.
    if (error instanceof EmptyAudience) return { ok: false, reason: 'empty' };
    throw error;
  });
}

class EmptyAudience extends Error {
  constructor() {
    super('empty audience');
  }
}

/** Pause stops workers claiming the campaign's rows (a batch already claimed finishes); resume lets them again. */
export async function setCampaignPaused(
  session: Session,
  id: string,
  paused: boolean,
): Promise<CampaignStatus | null> {
  const [row] = await withUser(session, (db) =>
    db.query<{ status: CampaignStatus }>(
      `update public.mail_campaigns set status = $2 where id = $1 and status = $3 returning status`,
      [id, paused ? 'paused' : 'sending', paused ? 'sending' : 'paused'],
    ),
  );
  return row?.status ?? null;
}

/**
 * The open pixel: records the first open of a delivered message. A forged token changes nothing; a valid one
 * replayed changes nothing after the first time (opened_at is set once). Never throws: the pixel always answers.
 */
export async function recordOpen(token: unknown): Promise<'recorded' | 'ignored'> {
  const id = verifyOpenToken(token);
  if (!id) return 'ignored';
  try {
    const rows = await withService('campaigns: open pixel', (db) =>
      db.query(
        `update public.campaign_recipients set opened_at = now()
          where id = $1 and status = 'sent' and opened_at is null returning id`,
        [id],
      ),
    );
    return rows.length > 0 ? 'recorded' : 'ignored';
  } catch (error) {
    logSafeError('[campaigns] Recording an open failed', error);
    return 'ignored';
  }
}

/** Takes a scheduled campaign back to the drafts before its time (the worker queues only 'scheduled' ones). */
export async function unscheduleCampaign(session: Session, id: string): Promise<boolean> {
  const rows = await withUser(session, (db) =>
    db.query(
      `update public.mail_campaigns set status = 'draft', scheduled_at = null
        where id = $1 and status = 'scheduled' returning id`,
      [id],
    ),
  );
  return rows.length > 0;
}
