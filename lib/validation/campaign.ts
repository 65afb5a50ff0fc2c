import { groupThousands } from '@/lib/rules/format';
import { parseCampaignMarkdown } from '@/lib/rules/campaign-markdown';

import * as z from './zod';

/** The e-mail campaign composer on /marketing (admins only), parsed by the form and by the server action. */

export const CAMPAIGN_LIMITS = { subject: 200, preheader: 200, body: 20000 } as const;

export const campaignSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(CAMPAIGN_LIMITS.subject, `Subject must be less than ${CAMPAIGN_LIMITS.subject} characters`),
  preheader: z
    .string({ error: 'Preview text must be text' })
    .trim()
    .max(CAMPAIGN_LIMITS.preheader, `Preview text must be less than ${CAMPAIGN_LIMITS.preheader} characters`)
    .optional()
    .transform((value) => value ?? ''),
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CAMPAIGN_LIMITS.body, `Message must be less than ${groupThousands(CAMPAIGN_LIMITS.body)} characters`)
    .superRefine((body, context) => {
      // The origin only completes site-relative links; what is allowed does not depend on it.
      const [problem] = parseCampaignMarkdown(body, 'https://example.invalid').problems;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignData = z.output<typeof campaignSchema>;

export const AUDIENCE_ALL = 'all';

/** The audience value for "addresses at one domain": '@' and the domain, e.g. '@example.com'. */
export const AUDIENCE_DOMAIN_PREFIX = '@';

/**
 * 'all', one signup source (e.g. homepage; the sources offered come from the subscribers table), or '@domain'
 * (everyone at one company's domain).
 */
export const audienceSchema = z
  .string({ error: 'Choose an audience' })
  .trim()
  .toLowerCase()
  .refine(
    (value) =>
      /^[a-z0-9][a-z0-9-]{0,49}$/.test(value) ||
      (value.length <= 101 && /^@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(value)),
    'Choose an audience, or enter a domain such as example.com',
  );

export type Audience = { source: string | null; domain: string | null };

/** The parsed audience value: what the outbox query filters on. */
export function audienceFilter(audience: string): Audience {
  if (audience === AUDIENCE_ALL) return { source: null, domain: null };
  if (audience.startsWith(AUDIENCE_DOMAIN_PREFIX)) return { source: null, domain: audience.slice(1) };
  return { source: audience, domain: null };
}

export const audienceCountSchema = z.object({ audience: audienceSchema });

export const campaignIdSchema = z.object({ id: z.uuid('Unknown campaign') });

export const sendCampaignSchema = z
  .object({
    id: z.uuid('Unknown campaign'),
    audience: audienceSchema,
    /** Absent: send now. An ISO instant: schedule. */
    scheduledAt: z.iso
      .datetime({ offset: true, error: 'Choose a valid date and time' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((value, context) => {
    if (value.scheduledAt && Date.parse(value.scheduledAt) <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Choose a time in the future' });
    }
  });
