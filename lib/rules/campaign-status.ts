/** Campaign states and the figures the admin reads; shared by the server, the worker and the campaign page. */

export type CampaignStatus = 'draft' | 'test-sent' | 'scheduled' | 'sending' | 'paused' | 'sent';

/** A recipient whose mail failed this many times is given up (counted as failed). */
export const CAMPAIGN_MAX_ATTEMPTS = 5;

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  'test-sent': 'Draft, test sent',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
};

export type CampaignFigures = {
  recipients: number;
  delivered: number;
  /** Given up: permanent failures after every attempt, and hard bounces. */
  failed: number;
  bounced: number;
  /** Left out at send time: unsubscribed or suppressed after the campaign was queued. */
  suppressed: number;
  /** Still to send: pending, or failed with attempts left. */
  remaining: number;
  opens: number;
  unsubscribes: number;
};

/** Whole percent of recipients dealt with (sent, given up or left out). */
export function campaignProgressPercent(figures: Pick<CampaignFigures, 'recipients' | 'remaining'>): number {
  if (figures.recipients <= 0) return 0;
  return Math.floor(((figures.recipients - figures.remaining) / figures.recipients) * 100);
}

/** Opens per delivered message, whole percent (0 when nothing was delivered). */
export function openRatePercent(figures: Pick<CampaignFigures, 'delivered' | 'opens'>): number {
  return figures.delivered > 0 ? Math.round((figures.opens / figures.delivered) * 100) : 0;
}

/** The tab's Avg Open Rate: the mean of each sent campaign's open rate, whole percent. */
export function averageOpenRate(campaigns: readonly Pick<CampaignFigures, 'delivered' | 'opens'>[]): number {
  const rated = campaigns.filter((campaign) => campaign.delivered > 0);
  if (rated.length === 0) return 0;
  const sum = rated.reduce((total, campaign) => total + campaign.opens / campaign.delivered, 0);
  return Math.round((sum / rated.length) * 100);
}

export const OPEN_RATE_NOTE =
  'Open rates come from a tracking image in each e-mail. Mail privacy features (such as Apple Mail Privacy Protection) load it for every message, so opens read higher than reality; images blocked read lower.';
