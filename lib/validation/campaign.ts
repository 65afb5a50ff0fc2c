import * as z from './zod';

/** The e-mail campaign composer on /marketing (admins only), parsed by the form and by the server action. */

export const CAMPAIGN_LIMITS = { subject: 200, body: 20000 } as const;

export const campaignSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(CAMPAIGN_LIMITS.subject, `Subject must be less than ${CAMPAIGN_LIMITS.subject} characters`),
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(
      CAMPAIGN_LIMITS.body,
      `Message must be less than ${CAMPAIGN_LIMITS.body.toLocaleString('en-AU')} characters`,
    ),
});

export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignData = z.output<typeof campaignSchema>;
