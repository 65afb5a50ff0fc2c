import { describe, expect, it } from 'vitest';

import { errorsOf } from '@/tests/support/schema-errors';

import { reviewDate, reviewStats } from '@/lib/rules/review-stats';
import {
  RECENT_REVIEWS,
  REVIEW_FAILED_MESSAGE,
  REVIEW_FAILED_TITLE,
  REVIEW_SIGN_IN_MESSAGE,
  REVIEW_SIGN_IN_TITLE,
  REVIEW_SUCCESS_MESSAGE,
  REVIEW_SUCCESS_TITLE,
  REVIEWS_EMPTY,
  REVIEWS_LOAD_FAILED_MESSAGE,
  REVIEWS_LOAD_FAILED_TITLE,
  REVIEWS_LOADING,
  emptyReview,
  reviewSchema,
} from '@/lib/validation/review';

const valid = {
  customer_name: 'Alex Smith',
  customer_email: 'alex@example.com',
  course_name: 'Work Safely at Heights',
  rating: 5,
  review_text: 'Practical and well organised training.',
};

describe('review schema (spec 000 section 5)', () => {
  it('accepts a complete review and trims the name', () => {
    expect(reviewSchema.parse({ ...valid, customer_name: '  Alex Smith  ' }).customer_name).toBe(
      'Alex Smith',
    );
  });

  it('name: 2 to 100 characters after trimming', () => {
    expect(errorsOf(reviewSchema, { ...valid, customer_name: '' }).customer_name).toBe(
      'Name must be at least 2 characters',
    );
    expect(errorsOf(reviewSchema, { ...valid, customer_name: ' A ' }).customer_name).toBe(
      'Name must be at least 2 characters',
    );
    expect(
      errorsOf(reviewSchema, { ...valid, customer_name: 'x'.repeat(100) }).customer_name,
    ).toBeUndefined();
    expect(errorsOf(reviewSchema, { ...valid, customer_name: 'x'.repeat(101) }).customer_name).toBe(
      'Name must be less than 100 characters',
    );
  });

  it("e-mail: optional, else valid ('Invalid email address') and under 255", () => {
    expect(errorsOf(reviewSchema, { ...valid, customer_email: '' }).customer_email).toBeUndefined();
    expect(errorsOf(reviewSchema, { ...valid, customer_email: undefined }).customer_email).toBeUndefined();
    expect(errorsOf(reviewSchema, { ...valid, customer_email: 'alex' }).customer_email).toBe(
      'Invalid email address',
    );
    expect(
      errorsOf(reviewSchema, { ...valid, customer_email: `${'a'.repeat(244)}@example.com` }).customer_email,
    ).toBe('Email must be less than 255 characters');
  });

  it('course name: optional, at most 200 characters', () => {
    expect(errorsOf(reviewSchema, { ...valid, course_name: '' }).course_name).toBeUndefined();
    expect(errorsOf(reviewSchema, { ...valid, course_name: 'x'.repeat(200) }).course_name).toBeUndefined();
    expect(errorsOf(reviewSchema, { ...valid, course_name: 'x'.repeat(201) }).course_name).toBe(
      'Course name must be less than 200 characters',
    );
  });

  it("rating: 0 (nothing chosen) is 'Please select a rating'; outside 1 to 5 is 'Rating must be between 1 and 5'", () => {
    expect(errorsOf(reviewSchema, { ...valid, rating: emptyReview.rating }).rating).toBe(
      'Please select a rating',
    );
    expect(errorsOf(reviewSchema, { ...valid, rating: undefined }).rating).toBe('Please select a rating');
    expect(errorsOf(reviewSchema, { ...valid, rating: 6 }).rating).toBe('Rating must be between 1 and 5');
    expect(errorsOf(reviewSchema, { ...valid, rating: 2.5 }).rating).toBe('Rating must be between 1 and 5');
    for (const rating of [1, 2, 3, 4, 5])
      expect(errorsOf(reviewSchema, { ...valid, rating }).rating).toBeUndefined();
  });

  it('review text: 10 to 1000 characters', () => {
    expect(errorsOf(reviewSchema, { ...valid, review_text: 'Too short' }).review_text).toBe(
      'Review must be at least 10 characters',
    );
    expect(errorsOf(reviewSchema, { ...valid, review_text: 'x'.repeat(10) }).review_text).toBeUndefined();
    expect(errorsOf(reviewSchema, { ...valid, review_text: 'x'.repeat(1000) }).review_text).toBeUndefined();
    expect(errorsOf(reviewSchema, { ...valid, review_text: 'x'.repeat(1001) }).review_text).toBe(
      'Review must be less than 1000 characters',
    );
  });

  it('words every state as the spec does', () => {
    expect([REVIEW_SUCCESS_TITLE, REVIEW_SUCCESS_MESSAGE]).toEqual([
      'Review submitted!',
      'Thank you for your feedback',
    ]);
    expect([REVIEW_FAILED_TITLE, REVIEW_FAILED_MESSAGE]).toEqual([
      'Submission failed',
      'Please try again later',
    ]);
    expect([REVIEW_SIGN_IN_TITLE, REVIEW_SIGN_IN_MESSAGE]).toEqual([
      'Sign in required',
      'Please sign in to submit a review',
    ]);
    expect([REVIEWS_LOAD_FAILED_TITLE, REVIEWS_LOAD_FAILED_MESSAGE]).toEqual([
      'Error loading reviews',
      'Please try again later',
    ]);
    expect(REVIEWS_EMPTY).toBe('No reviews yet. Be the first to leave a review!');
    expect(REVIEWS_LOADING).toBe('Loading reviews...');
    expect(RECENT_REVIEWS).toBe(10);
  });
});

describe('review stats', () => {
  it('averages to one decimal, counts 5-star reviews and spreads the bars 5 to 1', () => {
    const stats = reviewStats({ 1: 0, 2: 1, 3: 0, 4: 1, 5: 2 });
    expect(stats).toEqual({
      total: 4,
      average: '4.0',
      fiveStar: 2,
      distribution: [
        { stars: 5, count: 2, percent: 50 },
        { stars: 4, count: 1, percent: 25 },
        { stars: 3, count: 0, percent: 0 },
        { stars: 2, count: 1, percent: 25 },
        { stars: 1, count: 0, percent: 0 },
      ],
    });
    expect(reviewStats({ 1: 0, 2: 0, 3: 0, 4: 3, 5: 1 }).average).toBe('4.3');
    expect(reviewStats({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }).average).toBe('4.5');
  });

  it('shows 0.0 and empty bars without reviews', () => {
    const stats = reviewStats({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
    expect(stats.average).toBe('0.0');
    expect(stats.total).toBe(0);
    expect(stats.distribution.every((bar) => bar.percent === 0)).toBe(true);
  });

  it('dates reviews dd/MM/yyyy on the provider’s clock', () => {
    expect(reviewDate(new Date('2026-03-04T21:30:00Z'))).toBe('05/03/2026');
    expect(reviewDate('2026-12-31T01:00:00Z')).toBe('31/12/2026');
  });
});
