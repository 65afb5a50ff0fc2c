import { text } from 'node:stream/consumers';

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createElement, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuthState } from '@/components/auth/session-provider';
import type { ReviewView } from '@/lib/server/reviews';

import { stubRouter } from '../integration/helpers/render-server';

/**
 * /reviews is cached for everyone; these parts decide in the browser what the session allows. useAuth() is set
 * per test, and the server actions are stand-ins (only the moderation list would call one, after mounting).
 */
const auth = vi.hoisted(() => ({
  current: { status: 'loading', user: null, role: null } as Omit<AuthState, 'refresh'>,
}));
vi.mock('@/components/auth/session-provider', () => ({
  useAuth: (): AuthState => ({ ...auth.current, refresh: async () => {} }),
}));
vi.mock('@/app/reviews/actions', () => ({
  submitReviewAction: vi.fn(),
  submitReviewFormAction: vi.fn(),
  setReviewPublishedAction: vi.fn(),
  listHiddenReviewsAction: vi.fn(),
}));

const { ReviewFormGate } = await import('@/components/reviews/review-form-gate');
const { ReviewCard } = await import('@/components/reviews/review-card');
const { HiddenReviews } = await import('@/components/reviews/hidden-reviews');

/** The HTML once every lazy part has loaded (as the browser shows it after the code arrives). */
async function render(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    createElement(AppRouterContext.Provider, { value: stubRouter }, element),
  );
  return text(prelude);
}

const review: ReviewView = {
  id: '00000000-0000-4000-8000-000000000001',
  customerName: 'Jo Reviewer',
  courseName: null,
  rating: 4,
  text: 'Clear and practical.',
  date: '01/02/2026',
  createdAt: '2026-02-01T00:00:00.000Z',
  published: true,
};

function as(status: AuthState['status'], role: AuthState['role'] = null) {
  auth.current = {
    status,
    role,
    user: status === 'signed-in' ? { id: 'u1', email: 'jo@example.com' } : null,
  };
}

beforeEach(() => as('loading'));

describe('the review form gate', () => {
  it('while the session is unknown: a busy placeholder the size of the sign-in prompt, no link, nothing announced', async () => {
    const html = await render(createElement(ReviewFormGate));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('invisible');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<form');
  });

  it('signed out: the sign-in prompt, whose link comes back to /reviews', async () => {
    as('signed-out');
    const html = await render(createElement(ReviewFormGate));
    expect(html).toContain('Sign in to leave a review');
    expect(html).toContain(
      'Reviews come from our students, so we ask you to sign in first. It only takes a minute.',
    );
    expect(html).toContain('href="/auth?next=%2Freviews"');
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('aria-hidden="true" class="bg-muted');
    expect(html).not.toContain('<form');
  });

  it('signed in: the form', async () => {
    as('signed-in', 'user');
    const html = await render(createElement(ReviewFormGate));
    expect(html).toContain('<form');
    expect(html).toContain('aria-label="Leave a Review"');
    expect(html).toContain('Submit Review');
    expect(html).not.toContain('Sign in to leave a review');
  });
});

describe('moderation', () => {
  it.each([
    ['loading', null],
    ['signed-out', null],
    ['signed-in', 'user'],
    ['signed-in', 'collaborator'],
  ] as const)('shows no Hide button and no hidden list to %s %s', async (status, role) => {
    as(status, role);
    const html = await render(
      createElement('div', null, createElement(ReviewCard, { review }), createElement(HiddenReviews)),
    );
    expect(html).toContain('Jo Reviewer');
    expect(html).not.toContain('the review by');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('Hidden reviews');
  });

  it('gives an admin the Hide button of a published review and the Publish button of a hidden one', async () => {
    as('signed-in', 'admin');
    const published = await render(createElement(ReviewCard, { review }));
    expect(published).toContain('aria-label="Hide the review by Jo Reviewer"');
    const hidden = await render(createElement(ReviewCard, { review: { ...review, published: false } }));
    expect(hidden).toContain('aria-label="Publish the review by Jo Reviewer"');
  });
});
