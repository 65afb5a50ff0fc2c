import { describe, expect, it } from 'vitest';

import { errorsOf } from '@/tests/support/schema-errors';

import {
  NEWSLETTER_CONSENT,
  NEWSLETTER_DUPLICATE_MESSAGE,
  NEWSLETTER_DUPLICATE_TITLE,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  NEWSLETTER_PANEL_MESSAGE,
  NEWSLETTER_PANEL_MS,
  NEWSLETTER_PANEL_TITLE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_SUCCESS_TITLE,
  checkNewsletter,
  newsletterSchema,
} from '@/lib/validation/newsletter';

const valid = { email: 'sam@example.com', firstName: 'Sam', source: 'homepage' as const };

describe('newsletter schema (spec 000 section 5)', () => {
  it('trims the e-mail and the first name', () => {
    expect(newsletterSchema.parse({ ...valid, email: '  sam@example.com ', firstName: '  Sam  ' })).toEqual(
      valid,
    );
  });

  it("refuses an invalid e-mail with 'Please enter a valid email address'", () => {
    for (const email of ['', '   ', 'sam', 'sam@', '@example.com', 'sam example@x.com']) {
      expect(errorsOf(newsletterSchema, { ...valid, email }).email).toBe(
        'Please enter a valid email address',
      );
    }
    expect(errorsOf(newsletterSchema, { ...valid, email: 42 }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it("refuses 255 characters or more with 'Email must be less than 255 characters'", () => {
    expect(
      errorsOf(newsletterSchema, { ...valid, email: `${'a'.repeat(243)}@example.com` }).email,
    ).toBeUndefined();
    expect(errorsOf(newsletterSchema, { ...valid, email: `${'a'.repeat(244)}@example.com` }).email).toBe(
      'Email must be less than 255 characters',
    );
  });

  it('allows an empty or missing first name', () => {
    expect(newsletterSchema.safeParse({ ...valid, firstName: '' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ ...valid, firstName: '   ' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: valid.email, source: 'marketing-page' }).success).toBe(true);
  });

  it("refuses a one-letter name with 'Name must be at least 2 characters'", () => {
    expect(errorsOf(newsletterSchema, { ...valid, firstName: 'J' }).firstName).toBe(
      'Name must be at least 2 characters',
    );
    expect(errorsOf(newsletterSchema, { ...valid, firstName: '  J  ' }).firstName).toBe(
      'Name must be at least 2 characters',
    );
  });

  it("refuses more than 100 characters with 'Name must be less than 100 characters'", () => {
    expect(errorsOf(newsletterSchema, { ...valid, firstName: 'x'.repeat(100) }).firstName).toBeUndefined();
    expect(errorsOf(newsletterSchema, { ...valid, firstName: 'x'.repeat(101) }).firstName).toBe(
      'Name must be less than 100 characters',
    );
  });

  it('takes only the two sources of the specs', () => {
    expect(newsletterSchema.safeParse({ ...valid, source: 'marketing-page' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ ...valid, source: 'popup' }).success).toBe(false);
  });

  it('words every state as the spec does', () => {
    expect(NEWSLETTER_CONSENT).toBe(
      'By subscribing, you agree to receive marketing emails. Unsubscribe anytime.',
    );
    expect(NEWSLETTER_SUCCESS_TITLE).toBe('Success!');
    expect(NEWSLETTER_SUCCESS_MESSAGE).toBe(
      "You've been added to our mailing list. Check your email for a welcome message.",
    );
    expect(NEWSLETTER_PANEL_TITLE).toBe("You're subscribed!");
    expect(NEWSLETTER_PANEL_MESSAGE).toBe('Thank you for joining our mailing list.');
    expect(NEWSLETTER_PANEL_MS).toBe(5000);
    expect(NEWSLETTER_DUPLICATE_TITLE).toBe('Already subscribed');
    expect(NEWSLETTER_DUPLICATE_MESSAGE).toBe('This email is already on our mailing list!');
    expect(NEWSLETTER_FAILED_TITLE).toBe('Subscription failed');
    expect(NEWSLETTER_FAILED_MESSAGE).toBe('Please try again later');
  });
});

describe('checkNewsletter (the form in the browser)', () => {
  it('gives the trimmed values when they are valid', () => {
    expect(checkNewsletter({ ...valid, email: ' sam@example.com ', firstName: '' })).toEqual({
      ok: true,
      data: { ...valid, firstName: '' },
    });
  });

  it("gives each field's first message, the spec's words", () => {
    expect(checkNewsletter({ ...valid, email: 'not-an-email', firstName: 'J' })).toEqual({
      ok: false,
      errors: {
        email: 'Please enter a valid email address',
        firstName: 'Name must be at least 2 characters',
      },
    });
    const onlyName = checkNewsletter({ ...valid, firstName: 'J' });
    expect(onlyName.ok ? null : onlyName.errors.email).toBeUndefined();
  });
});
