import { describe, expect, it } from 'vitest';

import { errorsOf } from '@/tests/support/schema-errors';

import {
  enquiryCoordinator,
  enquiryMailto,
  enquiryState,
  coordinatorMail,
  acknowledgementMail,
} from '@/lib/rules/enquiry-mail';
import { coordinators } from '@/content/contacts';
import { enquiryCourseGroups } from '@/lib/rules/enquiry-options';
import {
  CORPORATE_COURSE,
  CORPORATE_ENQUIRY_STUB,
  ENQUIRY_FALLBACK_TITLE,
  ENQUIRY_MISSING_TITLE,
  ENQUIRY_REQUIRED_MESSAGE,
  ENQUIRY_SUCCESS_MESSAGE,
  ENQUIRY_SUCCESS_TITLE,
  enquiryInvalidTitle,
  enquiryPrefill,
  enquirySchema,
} from '@/lib/validation/enquiry';

const valid = {
  name: 'Jess Taylor',
  email: 'jess@example.com',
  phone: '0400 123 456',
  courseInterested: 'Work Safely at Heights',
  enquiry: 'Do you run this course in Port Macquarie next month?',
};

describe('enquiry schema (spec 000 section 5)', () => {
  it('accepts a complete enquiry, trimmed, with the phone optional', () => {
    const result = enquirySchema.parse({ ...valid, name: '  Jess Taylor ', email: ' jess@example.com ' });
    expect(result.name).toBe('Jess Taylor');
    expect(result.email).toBe('jess@example.com');
    expect(enquirySchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
    expect(enquirySchema.safeParse({ ...valid, phone: undefined }).success).toBe(true);
  });

  it.each(['name', 'email', 'courseInterested', 'enquiry'] as const)(
    "an empty or blank %s is 'Please fill in all required fields.'",
    (field) => {
      expect(errorsOf(enquirySchema, { ...valid, [field]: '' })[field]).toBe(ENQUIRY_REQUIRED_MESSAGE);
      expect(errorsOf(enquirySchema, { ...valid, [field]: '   ' })[field]).toBe(ENQUIRY_REQUIRED_MESSAGE);
      expect(errorsOf(enquirySchema, { ...valid, [field]: undefined })[field]).toBe(ENQUIRY_REQUIRED_MESSAGE);
    },
  );

  it("a required field missing makes the toast title 'Missing Information'", () => {
    expect(ENQUIRY_MISSING_TITLE).toBe('Missing Information');
    expect(ENQUIRY_REQUIRED_MESSAGE).toBe('Please fill in all required fields.');
    expect(enquiryInvalidTitle(Object.values(errorsOf(enquirySchema, { ...valid, enquiry: '' })))).toBe(
      'Missing Information',
    );
    expect(enquiryInvalidTitle(Object.values(errorsOf(enquirySchema, { ...valid, email: 'nope' })))).not.toBe(
      'Missing Information',
    );
  });

  it('checks the e-mail address and the lengths the table allows', () => {
    expect(errorsOf(enquirySchema, { ...valid, email: 'not-an-email' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(errorsOf(enquirySchema, { ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toBe(
      'Email must be less than 255 characters',
    );
    expect(errorsOf(enquirySchema, { ...valid, name: 'x'.repeat(201) }).name).toBe(
      'Name must be less than 200 characters',
    );
    expect(errorsOf(enquirySchema, { ...valid, courseInterested: 'x'.repeat(201) }).courseInterested).toBe(
      'Course name must be less than 200 characters',
    );
    expect(errorsOf(enquirySchema, { ...valid, enquiry: 'x'.repeat(5001) }).enquiry).toBe(
      'Enquiry must be less than 5000 characters',
    );
    expect(errorsOf(enquirySchema, { ...valid, phone: 'call me' }).phone).toBe(
      'Please enter a valid phone number',
    );
    expect(errorsOf(enquirySchema, { ...valid, phone: '1'.repeat(51) }).phone).toBe(
      'Phone number must be less than 50 characters',
    );
    expect(errorsOf(enquirySchema, { ...valid, enquiry: 'nul \u0000 byte' }).enquiry).toBe(
      'Please remove unsupported characters',
    );
  });

  it('words the success and fallback toasts as the spec does', () => {
    expect(ENQUIRY_SUCCESS_TITLE).toBe('Enquiry Sent Successfully');
    expect(ENQUIRY_SUCCESS_MESSAGE).toContain('within 24 hours');
    expect(ENQUIRY_FALLBACK_TITLE).toBe('Email Service Issue');
  });
});

describe('enquiry prefill from the link', () => {
  it('fills the course from ?course=', () => {
    expect(enquiryPrefill({ course: ' Work Safely at Heights ' })).toMatchObject({
      courseInterested: 'Work Safely at Heights',
      enquiry: '',
    });
    expect(enquiryPrefill({ course: 'x'.repeat(300) }).courseInterested).toHaveLength(200);
  });

  it('?enquiry=corporate chooses the corporate account and starts the enquiry text', () => {
    expect(enquiryPrefill({ enquiry: 'corporate' })).toMatchObject({
      courseInterested: CORPORATE_COURSE,
      enquiry: CORPORATE_ENQUIRY_STUB,
    });
    expect(CORPORATE_COURSE).toBe('Corporate training account');
  });

  it('offers every catalogue course plus the corporate account', () => {
    const options = enquiryCourseGroups().flatMap((group) => group.options);
    expect(options).toContain('Work Safely at Heights');
    expect(options).toContain('NSW White Card (General Construction Induction)');
    expect(options).toContain(CORPORATE_COURSE);
    expect(new Set(options).size).toBe(options.length);
  });
});

describe('enquiry routing and mail', () => {
  it('routes to QLD when the course or enquiry mentions Queensland or Mackay, otherwise NSW', () => {
    expect(enquiryState({ courseInterested: 'Live LV panel rescue (QLD)', enquiry: 'Hi' })).toBe('QLD');
    expect(
      enquiryState({ courseInterested: 'Work Safely at Heights', enquiry: 'Can we train in Mackay?' }),
    ).toBe('QLD');
    expect(
      enquiryState({ courseInterested: 'Work Safely at Heights', enquiry: 'We are in Queensland' }),
    ).toBe('QLD');
    expect(
      enquiryState({ courseInterested: 'Work Safely at Heights', enquiry: 'Port Macquarie please' }),
    ).toBe('NSW');
    expect(enquiryCoordinator({ courseInterested: 'First aid', enquiry: 'hello' })).toBe(coordinators.NSW);
  });

  it('escapes visitor input in the HTML body and keeps it verbatim in the text body', () => {
    const enquiry = {
      ...valid,
      name: '<script>alert(1)</script>',
      enquiry: '<img src=x onerror=alert(1)> & more',
    };
    const mail = coordinatorMail(
      { ...enquiry, id: '0b7a7d4e-7a55-4a4e-9d0e-2d1f4f1e9a11', createdAt: new Date() },
      coordinators.NSW,
    );
    expect(mail.html).not.toContain('<script>alert');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(mail.text).toContain('<img src=x onerror=alert(1)> & more');
    expect(mail.replyTo).toBe(valid.email);
    expect(mail.html).toContain('Ridgeline Safety Training');
  });

  it('keeps header values on one line', () => {
    const mail = coordinatorMail(
      {
        ...valid,
        courseInterested: 'Heights\r\nBcc: victim@example.com',
        id: '0b7a7d4e-7a55-4a4e-9d0e-2d1f4f1e9a11',
        createdAt: new Date(),
      },
      coordinators.NSW,
    );
    expect(mail.subject).toBe('Course Enquiry: Heights Bcc: victim@example.com');
  });

  it('acknowledges without repeating the enquiry text', () => {
    const mail = acknowledgementMail({ ...valid, enquiry: 'SECRET-TEXT' }, coordinators.NSW);
    expect(mail.to).toBe(valid.email);
    expect(mail.text).not.toContain('SECRET-TEXT');
    expect(mail.text).toContain('within 24 hours');
  });

  it('builds the mailto backup for the routed coordinator with the whole enquiry', () => {
    const url = enquiryMailto({ ...valid, enquiry: 'Training in Mackay?' });
    expect(
      url.startsWith(
        'mailto:qld.training@example.com?subject=Course%20Enquiry%3A%20Work%20Safely%20at%20Heights&body=',
      ),
    ).toBe(true);
    const body = decodeURIComponent(url.split('&body=')[1]);
    expect(body).toContain('Name: Jess Taylor');
    expect(body).toContain('Training in Mackay?');
  });
});
