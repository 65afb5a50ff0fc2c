import { describe, expect, it } from 'vitest';

import { catalogueUnits } from '@/content/catalogue-units';
import { courses } from '@/content/courses';
import { mackayCourses } from '@/content/mackay-courses';
import { pricingPackages } from '@/content/packages';
import { errorsOf } from '@/tests/support/schema-errors';

import { bookingPrefill } from '@/lib/rules/booking-prefill';
import { bookingCourseName } from '@/lib/rules/course-page';
import { allCourseSlugs, courseForSlug } from '@/lib/rules/course-slug';
import { createPriceBook } from '@/lib/rules/price-book';
import { usiMessages } from '@/lib/rules/usi';
import {
  bookingFormDefaults,
  bookingMessages,
  bookingSchema,
  deliveryMethods,
  ID_DOCUMENT_ACCEPT,
  idDocumentProblems,
  trainingLevels,
  type BookingInput,
} from '@/lib/validation/booking';

const valid: BookingInput = {
  ...bookingFormDefaults,
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'Jordan.Lee@Example.com',
  phone: '0491 570 110',
  usi: '2234 5678 9n',
  idDocuments: [{ name: 'passport.pdf', size: 200_000, type: 'application/pdf' }],
  course: 'Work Safely at Heights',
  trainingLevel: 'full-training',
  deliveryMethod: 'face-to-face',
  requiresAssistance: 'no',
};

/** The form's messages for a valid booking with these fields changed. */
const bookingErrors = (input: Partial<BookingInput>) => errorsOf(bookingSchema, { ...valid, ...input });

describe('booking form values (spec 000 sections 3 and 9)', () => {
  it('offers the training levels and delivery methods of the spec', () => {
    expect(trainingLevels).toEqual([
      { value: 'full-training', label: 'Full Training' },
      { value: 'experienced', label: 'Experienced (Refresher)' },
    ]);
    expect(deliveryMethods).toEqual([
      { value: 'face-to-face', label: 'Face to Face' },
      { value: 'blended', label: 'Face to Face and Zoom' },
      { value: 'elearning', label: 'E-Learning' },
    ]);
    expect(ID_DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png');
  });
});

describe('booking schema', () => {
  it('accepts a complete request, normalising the USI and e-mail', () => {
    const data = bookingSchema.parse(valid);
    expect(data).toMatchObject({
      email: 'jordan.lee@example.com',
      usi: '223456789N',
      usiExempt: false,
      requiresAssistance: false,
      assistanceDetails: null,
      preferredLocation: null,
      preferredDate: null,
      message: null,
    });
  });

  it('requires every required field', () => {
    const errors = errorsOf(bookingSchema, bookingFormDefaults);
    expect(errors).toMatchObject({
      firstName: bookingMessages.firstName,
      lastName: bookingMessages.lastName,
      email: bookingMessages.email,
      phone: bookingMessages.phone,
      usi: usiMessages.required,
      idDocuments: bookingMessages.idDocuments,
      course: bookingMessages.course,
      trainingLevel: bookingMessages.trainingLevel,
      deliveryMethod: bookingMessages.deliveryMethod,
      requiresAssistance: bookingMessages.requiresAssistance,
    });
  });

  it('checks the USI unless the learner has an exemption', () => {
    expect(bookingErrors({ usi: '223456789A' }).usi).toBe(usiMessages.checkCharacter);
    expect(bookingErrors({ usi: '22345678' }).usi).toBe(usiMessages.length);
    expect(bookingErrors({ usi: '22345678IN' }).usi).toBe(usiMessages.characters);
    const exempt = bookingSchema.parse({ ...valid, usi: 'whatever', usiExempt: true });
    expect(exempt.usi).toBeNull();
    expect(exempt.usiExempt).toBe(true);
  });

  it('checks ID documents by type and size, never needing the file', () => {
    expect(
      bookingErrors({ idDocuments: [{ name: 'id.docx', size: 10, type: 'application/msword' }] })[
        'idDocuments.0'
      ],
    ).toBe(bookingMessages.idDocumentType);
    expect(
      bookingErrors({ idDocuments: [{ name: 'id.png', size: 11 * 1024 * 1024, type: 'image/png' }] })[
        'idDocuments.0'
      ],
    ).toBe(bookingMessages.idDocumentSize);
    expect(bookingErrors({ idDocuments: [{ name: 'ID.JPEG', size: 10, type: '' }] })).toEqual({});
    expect(
      bookingErrors({ idDocuments: [{ name: 'fake.pdf', size: 10, type: 'text/html' }] })['idDocuments.0'],
    ).toBe(bookingMessages.idDocumentType);
  });

  it('keeps assistance details only when assistance is needed', () => {
    expect(
      bookingSchema.parse({ ...valid, requiresAssistance: 'yes', assistanceDetails: ' Reading ' })
        .assistanceDetails,
    ).toBe('Reading');
    expect(
      bookingSchema.parse({ ...valid, requiresAssistance: 'no', assistanceDetails: 'Reading' })
        .assistanceDetails,
    ).toBeNull();
  });

  it('refuses unknown choices, locations, bad dates and bad phone numbers', () => {
    expect(bookingErrors({ trainingLevel: 'expert' }).trainingLevel).toBe(bookingMessages.trainingLevel);
    expect(bookingErrors({ deliveryMethod: 'post' }).deliveryMethod).toBe(bookingMessages.deliveryMethod);
    expect(bookingErrors({ requiresAssistance: 'maybe' }).requiresAssistance).toBe(
      bookingMessages.requiresAssistance,
    );
    expect(bookingErrors({ preferredLocation: 'sydney' }).preferredLocation).toBe(
      bookingMessages.preferredLocation,
    );
    expect(bookingErrors({ preferredDate: '2026-13-01' }).preferredDate).toBe(bookingMessages.preferredDate);
    expect(bookingErrors({ phone: 'call me' }).phone).toBe(bookingMessages.phoneFormat);
    expect(bookingErrors({ email: 'not-an-email' }).email).toBe(bookingMessages.email);
  });

  it('holds the length limits of the database', () => {
    expect(bookingErrors({ firstName: 'a'.repeat(101) }).firstName).toBe(bookingMessages.firstNameLength);
    expect(bookingErrors({ course: 'a'.repeat(201) }).course).toBe(bookingMessages.courseLength);
    expect(bookingErrors({ message: 'a'.repeat(5001) }).message).toBe(bookingMessages.messageLength);
  });
});

describe('idDocumentProblems (the check the form runs as files are chosen, without zod)', () => {
  it('names every problem of one file, type first', () => {
    expect(idDocumentProblems({ name: 'passport.pdf', size: 200_000, type: 'application/pdf' })).toEqual([]);
    expect(
      idDocumentProblems({ name: 'scan.docx', size: 11 * 1024 * 1024, type: 'application/msword' }),
    ).toEqual([bookingMessages.idDocumentType, bookingMessages.idDocumentSize]);
    expect(idDocumentProblems({ name: 'licence.png', size: 10 * 1024 * 1024, type: 'image/png' })).toEqual(
      [],
    );
    expect(
      idDocumentProblems({ name: 'licence.png', size: 10 * 1024 * 1024 + 1, type: 'image/png' }),
    ).toEqual([bookingMessages.idDocumentSize]);
  });

  it('lets the extension decide when a phone reports no type', () => {
    expect(idDocumentProblems({ name: 'IMG_0001.JPG', size: 10, type: '' })).toEqual([]);
    expect(idDocumentProblems({ name: 'IMG_0001.HEIC', size: 10, type: '' })).toEqual([
      bookingMessages.idDocumentType,
    ]);
  });
});

describe('booking prefill from the query string', () => {
  const book = createPriceBook();

  it('shows the price book figure, never the address figure', () => {
    const changed = createPriceBook([
      { itemType: 'unit', itemId: 'HLTAID011', level: 'standard', price: 111 },
      { itemType: 'package', itemId: 'machinery-operator-special', level: 'standard', price: 888 },
      { itemType: 'package', itemId: 'rescue-cpr-combo', level: 'standard', price: 222 },
    ]);
    expect(bookingPrefill({ course: 'Provide First Aid', price: '1' }, changed).summary?.price).toBe('$111');
    expect(bookingPrefill({ special: 'machinery-operator-999' }, changed).summary?.price).toBe('$888');
    expect(bookingPrefill({ package: 'lv-panel-rescue-cpr-combo' }, changed).summary?.price).toBe('$222');
    expect(bookingPrefill({ course: 'Unknown course', price: '5' }, changed).summary?.price).toBeUndefined();
  });

  it('fills course, date and location from a calendar slot', () => {
    const prefill = bookingPrefill(
      {
        course: 'Provide First Aid',
        date: '2026-03-02',
        location: 'mackay',
        session: '0F9A2C1E-1B2C-4D3E-8F40-123456789ABC',
      },
      book,
    );
    expect(prefill.values).toEqual({
      course: 'Provide First Aid',
      preferredDate: '2026-03-02',
      preferredLocation: 'mackay',
      sessionId: '0f9a2c1e-1b2c-4d3e-8f40-123456789abc',
    });
    expect(prefill.summary).toMatchObject({
      course: 'Provide First Aid',
      location: 'Mackay QLD',
      date: '2026-03-02',
    });
  });

  it('fills a pricing package and a marketing package', () => {
    expect(bookingPrefill({ package: 'standard-11' }, book).summary).toMatchObject({ price: '$699' });
    expect(bookingPrefill({ package: 'professional-mining' }, book).summary).toMatchObject({
      course: 'Professional Mining Package',
      price: '$899',
      duration: '5 days',
      maxStudents: '12',
    });
  });

  it('fills the two specials', () => {
    expect(bookingPrefill({ special: 'confined-heights-299' }, book).summary).toMatchObject({
      price: '$299',
    });
    expect(bookingPrefill({ special: 'machinery-operator-999' }, book).summary).toMatchObject({
      price: '$999',
    });
  });

  it("fills the Mackay list's duration and max students from the course, the price from the price book, and reads location texts", () => {
    const prefill = bookingPrefill(
      {
        course: 'Provide  First Aid',
        price: '149',
        duration: 'Free, call 0400 000 000',
        maxStudents: '20',
        location: 'Mackay QLD',
      },
      book,
    );
    const firstAid = courses.find((course) => course.name === 'Provide First Aid')!;
    expect(prefill.summary).toMatchObject({
      course: 'Provide First Aid',
      price: '$100',
      duration: firstAid.duration,
      maxStudents: firstAid.maxStudents,
      location: 'Mackay QLD',
    });
    expect(prefill.values.preferredLocation).toBe('mackay');
  });

  it('shows only names from the catalogue, packages and specials, never text from the address', () => {
    for (const course of [
      'Pay $5 to 0400 000 000 to keep your place',
      'Provide First Aid (free today)',
      '<b>Provide First Aid</b>',
    ]) {
      const prefill = bookingPrefill({ course }, book);
      expect([course, prefill.summary, prefill.values.course]).toEqual([course, null, '']);
    }
    // Every name the site's own links carry is shown, in its catalogue spelling.
    const names = [
      ...courses.map((item) => item.name),
      ...catalogueUnits.map((unit) => unit.title),
      ...allCourseSlugs().map((slug) => bookingCourseName(courseForSlug(slug)!)),
      ...pricingPackages.map((pkg) => pkg.name),
      ...mackayCourses.map((item) => item.name),
    ];
    for (const name of names) {
      expect([name, bookingPrefill({ course: ` ${name} ` }, book).summary?.course]).toEqual([name, name]);
    }
  });

  it("shows a calendar session's own course name only for the session the link names", () => {
    const params = { course: 'E2E Enrolment 42', session: '0f9a2c1e-1b2c-4d3e-8f40-123456789abc' };
    expect(bookingPrefill(params, book).summary).toBeNull();
    expect(bookingPrefill(params, book, { sessionCourse: 'Another course' }).summary).toBeNull();
    const prefill = bookingPrefill(params, book, { sessionCourse: 'E2E Enrolment 42' });
    expect(prefill.summary).toMatchObject({ course: 'E2E Enrolment 42' });
    expect(prefill.values).toMatchObject({ course: 'E2E Enrolment 42', sessionId: params.session });
  });

  it('ignores unknown or malformed values', () => {
    const prefill = bookingPrefill(
      {
        package: 'nope',
        special: 'free',
        location: 'sydney',
        date: '2026-02-30',
        price: '-5',
        session: "1' or '1'='1",
      },
      book,
    );
    expect(prefill.values).toEqual({ course: '', preferredDate: '', preferredLocation: '', sessionId: '' });
    expect(prefill.summary).toBeNull();
  });
});
