import { z } from 'zod';

/** The inline newsletter signup (spec 000 sections 3, 5 and 8; spec 001 section 2). Form and server share it. */

export const newsletterSources = ['homepage', 'marketing-page'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const NEWSLETTER_CONSENT =
  'By subscribing, you agree to receive marketing emails. Unsubscribe anytime.';
export const NEWSLETTER_SUCCESS_TITLE = 'Success!';
export const NEWSLETTER_SUCCESS_MESSAGE =
  "You've been added to our mailing list. Check your email for a welcome message.";
export const NEWSLETTER_PANEL_TITLE = "You're subscribed!";
export const NEWSLETTER_PANEL_MESSAGE = 'Thank you for joining our mailing list.';
/** How long the success panel stays before the empty form returns. */
export const NEWSLETTER_PANEL_MS = 5000;
export const NEWSLETTER_DUPLICATE_TITLE = 'Already subscribed';
export const NEWSLETTER_DUPLICATE_MESSAGE = 'This email is already on our mailing list!';
export const NEWSLETTER_FAILED_TITLE = 'Subscription failed';
export const NEWSLETTER_FAILED_MESSAGE = 'Please try again later';

const EMAIL_INVALID = 'Please enter a valid email address';
const NAME_SHORT = 'Name must be at least 2 characters';

export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .pipe(z.email(EMAIL_INVALID).max(255, 'Email must be less than 255 characters')),
  // Optional: an empty name is allowed, a one-letter one is not.
  firstName: z
    .string({ error: NAME_SHORT })
    .trim()
    .refine((value) => value.length === 0 || value.length >= 2, NAME_SHORT)
    .max(100, 'Name must be less than 100 characters')
    .refine((value) => !value.includes('\u0000'), 'Please remove unsupported characters')
    .optional(),
  source: z.enum(newsletterSources),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
