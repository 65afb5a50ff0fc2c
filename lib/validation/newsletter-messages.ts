/**
 * The newsletter signup's sources and messages, apart from the zod schema so the form can show them without
 * loading zod. `@/lib/validation/newsletter` re-exports everything here.
 */

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
