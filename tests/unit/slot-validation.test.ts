import { describe, expect, it } from 'vitest';

import { errorsOf } from '@/tests/support/schema-errors';

import {
  firstSlotIssue,
  REQUIRED_FIELDS_MESSAGE,
  slotFormDefaults,
  slotMessages,
  slotSchema,
  type SlotInput,
} from '@/lib/validation/slot';

const valid: SlotInput = {
  ...slotFormDefaults,
  date: '2026-03-02',
  course_name: 'Provide First Aid',
  location: 'mackay',
};

const problems = (input: Partial<SlotInput>) => errorsOf(slotSchema, { ...valid, ...input });

describe('availability slot form (spec 000 sections 5 and 9)', () => {
  it('has the spec defaults: 09:00 to 17:00, 20 students, 0 booked, $149, available', () => {
    expect(slotFormDefaults).toMatchObject({
      start_time: '09:00',
      end_time: '17:00',
      max_students: 20,
      current_bookings: 0,
      price: 149,
      status: 'available',
    });
  });

  it('accepts a complete slot and trims the course name', () => {
    const result = slotSchema.parse({ ...valid, course_name: '  Provide First Aid  ', end_time: '16:30:00' });
    expect(result).toMatchObject({ course_name: 'Provide First Aid', location: 'mackay', end_time: '16:30' });
  });

  it.each(['date', 'course_name', 'location'] as const)(
    "asks to 'Please fill in all required fields.' without %s",
    (field) => {
      const result = slotSchema.safeParse({ ...valid, [field]: '' });
      expect(result.success).toBe(false);
      if (!result.success) expect(firstSlotIssue(result.error)).toBe(REQUIRED_FIELDS_MESSAGE);
    },
  );

  it("shows 'Please fill in all required fields.' first even when other fields are also wrong", () => {
    const result = slotSchema.safeParse({ ...valid, price: -1, course_name: ' ' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstSlotIssue(result.error)).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('accepts only the five locations, by slug', () => {
    expect(problems({ location: 'Sydney' }).location).toBe(slotMessages.location);
    expect(problems({ location: 'Mackay' }).location).toBe(slotMessages.location);
    expect(problems({ location: 'bowen-basin' }).location).toBeUndefined();
  });

  it('refuses impossible dates', () => {
    expect(problems({ date: '2026-02-30' }).date).toBe(slotMessages.date);
    expect(problems({ date: '02/03/2026' }).date).toBe(slotMessages.date);
    expect(problems({ date: '1999-12-31' }).date).toBe(slotMessages.date);
  });

  it('needs valid times with the end after the start', () => {
    expect(problems({ start_time: '25:00' }).start_time).toBe(slotMessages.startTime);
    expect(problems({ start_time: '17:00', end_time: '09:00' }).end_time).toBe(slotMessages.endAfterStart);
    expect(problems({ start_time: '09:00', end_time: '09:00' }).end_time).toBe(slotMessages.endAfterStart);
  });

  it('reports end-before-start together with the required fields', () => {
    const errors = problems({ date: '', start_time: '17:00', end_time: '09:00' });
    expect(errors.date).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(errors.end_time).toBe(slotMessages.endAfterStart);
  });

  it('needs at least one student and bookings within capacity', () => {
    expect(problems({ max_students: 0 }).max_students).toBe(slotMessages.maxStudentsMin);
    expect(problems({ max_students: Number.NaN }).max_students).toBe(slotMessages.maxStudentsNumber);
    expect(problems({ max_students: 2.5 }).max_students).toBe(slotMessages.maxStudentsNumber);
    expect(problems({ current_bookings: -1 }).current_bookings).toBe(slotMessages.bookingsMin);
    expect(problems({ max_students: 10, current_bookings: 11 }).current_bookings).toBe(
      slotMessages.bookingsMax,
    );
    expect(problems({ max_students: 10, current_bookings: 10 })).toEqual({});
    expect(problems({ max_students: 1, current_bookings: 0 })).toEqual({});
  });

  it('takes prices of 0 or more with at most cents', () => {
    expect(problems({ price: 0 })).toEqual({});
    expect(problems({ price: 149.95 })).toEqual({});
    expect(problems({ price: -0.01 }).price).toBe(slotMessages.priceMin);
    expect(problems({ price: 149.999 }).price).toBe(slotMessages.priceCents);
    expect(problems({ price: Number.NaN }).price).toBe(slotMessages.priceNumber);
  });

  it('accepts only the three statuses', () => {
    for (const status of ['available', 'limited', 'full'] as const) expect(problems({ status })).toEqual({});
    expect(problems({ status: 'open' as SlotInput['status'] }).status).toBe(slotMessages.status);
  });

  it('refuses input of the wrong shape (a forged action call)', () => {
    expect(slotSchema.safeParse(null).success).toBe(false);
    expect(slotSchema.safeParse({ ...valid, max_students: '20' }).success).toBe(false);
  });
});
