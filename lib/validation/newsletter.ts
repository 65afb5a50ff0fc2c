import * as z from './zod';

import { fieldErrors } from './auth';
import { newsletterSources } from './newsletter-messages';

import { hasNoBidiControls } from '@/lib/rules/text-safety';

export * from './newsletter-messages';

/** The inline newsletter signup (spec 000 sections 3, 5 and 8; spec 001 section 2). Form and server share it. */

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
    .refine(
      (value) => !value.includes('\u0000') && hasNoBidiControls(value),
      'Please remove unsupported characters',
    )
    .optional(),
  source: z.enum(newsletterSources),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;

/** The first message of each field that failed, as the server words it. */
export type NewsletterFieldErrors = Partial<Record<'email' | 'firstName', string>>;

export type NewsletterCheck =
  { ok: true; data: NewsletterData } | { ok: false; errors: NewsletterFieldErrors };

/** The form's check in the browser: the parsed values, or the first message of each field (as the server words it). */
export function checkNewsletter(values: NewsletterInput): NewsletterCheck {
  const parsed = newsletterSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const { email, firstName } = fieldErrors(parsed.error);
  return { ok: false, errors: { email, firstName } };
}
