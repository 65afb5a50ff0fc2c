import 'server-only';

import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';
import { send } from '@/lib/mail';
import { site } from '@/content/site';
import { countActiveSubscribers } from '@/lib/server/subscribers';
import { campaignSchema } from '@/lib/validation/campaign';

/** E-mail campaigns (table mail_campaigns): admins draft them and send themselves a test. Sending to the list is not built yet. */

export type CampaignStats = {
  totalSubscribers: number;
  campaignsSent: number;
  /** Whole percent; 0 until sent campaigns record opens. */
  averageOpenRate: number;
  drafts: { id: string; subject: string; status: 'draft' | 'test-sent'; createdAt: string }[];
};

/** The counters of the Email Campaigns tab, read as the admin under RLS. */
export async function campaignStats(session: Session): Promise<CampaignStats> {
  const totalSubscribers = await countActiveSubscribers(session);
  return withUser(session, async (db) => {
    // Campaigns count as sent once they went to the list; no status for that exists until list sending is built.
    const [counts] = await db.query<{ sent: number }>(
      `select count(*) filter (where status not in ('draft', 'test-sent'))::integer as sent from public.mail_campaigns`,
    );
    const drafts = await db.query<{
      id: string;
      subject: string;
      status: 'draft' | 'test-sent';
      created_at: Date | string;
    }>('select id, subject, status, created_at from public.mail_campaigns order by created_at desc limit 5');
    return {
      totalSubscribers,
      campaignsSent: counts?.sent ?? 0,
      averageOpenRate: 0,
      drafts: drafts.map((row) => ({
        id: row.id,
        subject: row.subject,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  });
}

export type CampaignResult =
  | { ok: true; message: string; testSent: boolean }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

export const CAMPAIGN_FORBIDDEN_MESSAGE = 'Admin access required to manage email campaigns';

/** Saves a draft (RLS: admins only) and sends the admin a test copy through the mail module. */
export async function createCampaignDraft(session: Session | null, input: unknown): Promise<CampaignResult> {
  if (session?.role !== 'admin') return { ok: false, message: CAMPAIGN_FORBIDDEN_MESSAGE };
  const parsed = campaignSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid campaign', fieldErrors };
  }
  const { subject, body } = parsed.data;
  const [draft] = await withUser(session, (db) =>
    db.query<{ id: string }>(
      'insert into public.mail_campaigns (subject, body) values ($1, $2) returning id',
      [subject, body],
    ),
  );

  try {
    await send({
      to: session.user.email,
      subject: `[TEST] ${subject}`,
      text: `${body}\n\n--\nTest copy of a draft campaign from ${site.name}. It has not been sent to subscribers.`,
      headers: { 'X-Campaign-Id': draft.id },
    });
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('[campaigns] Test e-mail failed', { name, message });
    return {
      ok: true,
      testSent: false,
      message: 'Draft saved, but the test e-mail could not be sent. Please try again later.',
    };
  }
  await withUser(session, (db) =>
    db.query(`update public.mail_campaigns set status = 'test-sent' where id = $1`, [draft.id]),
  );
  return { ok: true, testSent: true, message: `Draft saved and a test sent to ${session.user.email}` };
}
