import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorsOf } from '@/tests/support/schema-errors';
import { fieldErrors } from '@/lib/validation/issues';

import { greeting, greetingName } from '@/lib/rules/mail-greeting';
import { acknowledgementMail } from '@/lib/rules/enquiry-mail';
import { coordinators } from '@/content/contacts';
import {
  bookingFormDefaults,
  bookingMessages,
  bookingSchema,
  preferredDateRange,
  type BookingInput,
} from '@/lib/validation/booking';
import { enquirySchema } from '@/lib/validation/enquiry';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { reviewSchema } from '@/lib/validation/review';
import { slotFormDefaults, slotMessages, slotSchema, type SlotInput } from '@/lib/validation/slot';

const booking: BookingInput = {
  ...bookingFormDefaults,
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan@example.com',
  phone: '0491 570 110',
  usi: '223456789N',
  idDocuments: [{ name: 'passport.pdf', size: 200_000, type: 'application/pdf' }],
  course: 'Work Safely at Heights',
  trainingLevel: 'full-training',
  deliveryMethod: 'face-to-face',
  requiresAssistance: 'no',
};

const bookingErrors = (input: Partial<BookingInput>) => errorsOf(bookingSchema, { ...booking, ...input });

const slot: SlotInput = {
  ...slotFormDefaults,
  date: '2030-03-04',
  course_name: 'Provide First Aid',
  location: 'mackay',
};

const slotErrors = (input: Partial<SlotInput>) => errorsOf(slotSchema, { ...slot, ...input });

afterEach(() => {
  vi.useRealTimers();
});

describe('control characters in bookings (PostgreSQL refuses NUL; the others disguise text)', () => {
  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b'])(
    'refuses %j in the names, the course and the message, with a field message',
    (control) => {
      const errors = bookingErrors({
        firstName: `Jor${control}dan`,
        lastName: `Lee${control}`,
        course: `Heights${control}`,
        message: `Hello${control}there`,
        requiresAssistance: 'yes',
        assistanceDetails: `Ramp${control}`,
      });
      expect(errors).toMatchObject({
        firstName: bookingMessages.firstNameCharacters,
        lastName: bookingMessages.lastNameCharacters,
        course: bookingMessages.courseCharacters,
        message: bookingMessages.messageCharacters,
        assistanceDetails: bookingMessages.assistanceCharacters,
      });
    },
  );

  it('keeps line breaks and tabs in the message, and accented names', () => {
    expect(
      bookingErrors({ firstName: 'Zoë', lastName: "O'Brien-Ngữ", message: 'Line one\r\nLine two\tend' }),
    ).toEqual({});
  });

  it('refuses a line break in a name', () => {
    expect(bookingErrors({ firstName: 'Jordan\nBcc: x@example.com' }).firstName).toBe(
      bookingMessages.firstNameCharacters,
    );
  });
});

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('text-direction characters in bookings, reviews, enquiries and newsletter names', () => {
  it.each(BIDI)(
    'refuses bidi control U+%s in a booking, a review, an enquiry and a newsletter name',
    (bidi) => {
      expect(
        bookingErrors({
          firstName: `Jor${bidi}dan`,
          lastName: `Lee${bidi}`,
          course: `Heights ${bidi}sthgieH`,
          message: `Hello${bidi}there`,
          requiresAssistance: 'yes',
          assistanceDetails: `Ramp${bidi}`,
        }),
      ).toMatchObject({
        firstName: bookingMessages.firstNameCharacters,
        lastName: bookingMessages.lastNameCharacters,
        course: bookingMessages.courseCharacters,
        message: bookingMessages.messageCharacters,
        assistanceDetails: bookingMessages.assistanceCharacters,
      });
      const review = reviewSchema.safeParse({
        customer_name: `Sam ${bidi}kcalB`,
        course_name: `Heights${bidi}`,
        rating: 5,
        review_text: `Great course ${bidi}lufesu yrev`,
      });
      expect(review.success ? {} : fieldErrors(review.error)).toMatchObject({
        customer_name: 'Please remove unsupported characters',
        course_name: 'Please remove unsupported characters',
        review_text: 'Please remove unsupported characters',
      });
      const enquiry = enquirySchema.safeParse({
        name: `Sam${bidi}`,
        email: 'sam@example.com',
        courseInterested: 'First aid',
        enquiry: `Hello ${bidi}olleh`,
      });
      expect(enquiry.success ? {} : fieldErrors(enquiry.error)).toMatchObject({
        name: 'Please remove unsupported characters',
        enquiry: 'Please remove unsupported characters',
      });
      const newsletter = newsletterSchema.safeParse({
        email: 'sam@example.com',
        firstName: `Sam${bidi}`,
        source: 'homepage',
      });
      expect(newsletter.success ? {} : fieldErrors(newsletter.error)).toMatchObject({
        firstName: 'Please remove unsupported characters',
      });
    },
  );

  it('accepts right-to-left letters themselves', () => {
    expect(bookingErrors({ firstName: 'مريم', lastName: 'כהן' })).toEqual({});
    expect(
      reviewSchema.safeParse({ customer_name: 'مريم', rating: 5, review_text: 'دورة ممتازة وواضحة جدا' })
        .success,
    ).toBe(true);
  });
});

describe('control and text-direction characters in slot course names', () => {
  it.each(['\u0000', '\u0009', '\u000a', '\u001f', '\u007f'])('refuses control character %j', (control) => {
    expect(slotErrors({ course_name: `First${control}Aid` }).course_name).toBe(slotMessages.courseCharacters);
  });

  it.each(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'refuses bidi control U+%s',
    (bidi) => {
      expect(slotErrors({ course_name: `First Aid ${bidi}dia tsriF` }).course_name).toBe(
        slotMessages.courseCharacters,
      );
    },
  );

  it('accepts ordinary names, including non-Latin letters and punctuation', () => {
    expect(slotErrors({ course_name: 'Provide First Aid (HLTAID011) – Café edition' })).toEqual({});
  });
});

describe("a booking's preferred date, on the provider's clock (Australia/Sydney)", () => {
  it('refuses 1900-01-01 and yesterday, accepts today and two years on, refuses the day after', () => {
    // 2026-06-30 14:30 UTC is already 1 July in Sydney (UTC+10 in winter).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-30T14:30:00Z'));
    expect(preferredDateRange()).toEqual({ first: '2026-07-01', last: '2028-07-01' });
    expect(bookingErrors({ preferredDate: '1900-01-01' }).preferredDate).toBe(
      bookingMessages.preferredDatePast,
    );
    expect(bookingErrors({ preferredDate: '2026-06-30' }).preferredDate).toBe(
      bookingMessages.preferredDatePast,
    );
    expect(bookingErrors({ preferredDate: '2026-07-01' })).toEqual({});
    expect(bookingErrors({ preferredDate: '2028-07-01' })).toEqual({});
    expect(bookingErrors({ preferredDate: '2028-07-02' }).preferredDate).toBe(
      bookingMessages.preferredDateFar,
    );
    expect(bookingErrors({ preferredDate: '9999-12-31' }).preferredDate).toBe(
      bookingMessages.preferredDateFar,
    );
    expect(bookingErrors({ preferredDate: '' })).toEqual({});
    expect(bookingErrors({ preferredDate: '2027-02-30' }).preferredDate).toBe(bookingMessages.preferredDate);
  });

  it('uses daylight saving in summer (UTC+11)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T13:30:00Z'));
    expect(preferredDateRange().first).toBe('2027-01-01');
  });
});

describe('mail to an address nobody has proven they own quotes a first name at most', () => {
  it('takes the first word when it reads as a name of at most 30 letters', () => {
    expect(greetingName('Jess Taylor')).toBe('Jess');
    expect(greetingName("  Zoë-Anne O'Neil ")).toBe('Zoë-Anne');
    expect(greetingName('Visit evil.example/win to claim your prize')).toBe('Visit');
    expect(greetingName('evil.example/win')).toBeNull();
    expect(greetingName('http://evil.example')).toBeNull();
    expect(greetingName('A'.repeat(31))).toBeNull();
    expect(greetingName('')).toBeNull();
    expect(greeting('www.win-prizes.example Bob')).toBe('Hi there,');
  });

  it('the enquiry acknowledgement quotes neither the message, the course text nor the rest of the name', () => {
    const mail = acknowledgementMail(
      {
        name: 'Winner Visit evil.example/win',
        email: 'victim@example.com',
        phone: '0491 570 110',
        courseInterested: 'Claim your prize at evil.example',
        enquiry: 'SECRET-TEXT evil.example',
      },
      coordinators.NSW,
    );
    expect(mail.text.startsWith('Hi Winner,')).toBe(true);
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('SECRET-TEXT');
    }
  });
});
