import { describe, expect, it } from 'vitest';

import {
  INVALID_CREDENTIALS_MESSAGE,
  signInErrorMessage,
  signUpErrorMessage,
  SIGN_UP_SUCCESS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  USER_ALREADY_REGISTERED_MESSAGE,
} from '@/lib/auth/messages';
import { safeNextPath, signInHref } from '@/lib/auth/next-path';
import { firstIssueMessage, signInSchema, signUpSchema } from '@/lib/validation/auth';

const validSignUp = {
  firstName: 'Riley',
  lastName: 'Nguyen',
  email: 'riley@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

function firstMessage(schema: typeof signInSchema | typeof signUpSchema, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('sign-in validation (spec 000 section 5)', () => {
  it('accepts a valid e-mail and a 6-character password, trimming and lower-casing the e-mail', () => {
    expect(signInSchema.parse({ email: '  Riley@Example.COM ', password: 'abcdef' })).toEqual({
      email: 'riley@example.com',
      password: 'abcdef',
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'abcdef' }, 'Invalid email address'],
    [{ email: '', password: 'abcdef' }, 'Invalid email address'],
    [{ email: 'riley@example.com', password: 'abcde' }, 'Password must be at least 6 characters'],
    [{ email: 'riley@example.com', password: '' }, 'Password must be at least 6 characters'],
    // Only the first message is shown.
    [{ email: 'nope', password: '1' }, 'Invalid email address'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(signInSchema, input)).toBe(message);
  });

  it('does not trim passwords', () => {
    expect(firstMessage(signInSchema, { email: 'a@example.com', password: '     ' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(signInSchema.parse({ email: 'a@example.com', password: ' abcde ' }).password).toBe(' abcde ');
  });
});

describe('sign-up validation (spec 000 section 5)', () => {
  it('accepts a complete form', () => {
    expect(firstMessage(signUpSchema, validSignUp)).toBeNull();
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'riley@' }, 'Invalid email address'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
    [{ confirmPassword: 'secret2' }, "Passwords don't match"],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage(signUpSchema, { ...validSignUp, ...change })).toBe(message);
  });

  it("reports 'Passwords don't match' on confirmPassword", () => {
    const result = signUpSchema.safeParse({ ...validSignUp, confirmPassword: 'other-password' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: "Passwords don't match",
    });
  });

  it('shows only the first message when several fields are wrong', () => {
    expect(
      firstMessage(signUpSchema, {
        firstName: '',
        lastName: '',
        email: 'x',
        password: '1',
        confirmPassword: '2',
      }),
    ).toBe('First name is required');
  });
});

describe('auth error mapping (spec 000 section 8)', () => {
  it('maps the two known Supabase messages', () => {
    expect(signInErrorMessage('Invalid login credentials')).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(signUpErrorMessage('User already registered')).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(INVALID_CREDENTIALS_MESSAGE).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(USER_ALREADY_REGISTERED_MESSAGE).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });

  it('shows other messages as given', () => {
    expect(signInErrorMessage('Email not confirmed')).toBe('Email not confirmed');
    expect(signUpErrorMessage('Password should be at least 6 characters.')).toBe(
      'Password should be at least 6 characters.',
    );
    // Each mapping belongs to its own form.
    expect(signInErrorMessage('User already registered')).toBe('User already registered');
    expect(signUpErrorMessage('Invalid login credentials')).toBe('Invalid login credentials');
  });

  it("falls back to 'An unexpected error occurred'", () => {
    expect(signInErrorMessage(undefined)).toBe('An unexpected error occurred');
    expect(signUpErrorMessage('')).toBe('An unexpected error occurred');
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred');
  });

  it('has the sign-up notice of spec 000 section 4', () => {
    expect(SIGN_UP_SUCCESS_MESSAGE).toBe('Check your email for a verification link before signing in.');
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/account', '/account'],
    ['/courses?location=mackay#list', '/courses?location=mackay#list'],
    ['/calendar/bowen-basin', '/calendar/bowen-basin'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'account',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '/auth',
    '/auth/confirm?token=x',
  ])('falls back to / for %j', (input) => {
    expect(safeNextPath(input)).toBe('/');
  });

  it('keeps an encoded backslash as a harmless same-site path', () => {
    const result = safeNextPath('/%5Cevil.example');
    expect(new URL(result, 'https://site.example').origin).toBe('https://site.example');
  });

  it('takes the first of repeated parameters', () => {
    expect(safeNextPath(['/reviews', '//evil.example'])).toBe('/reviews');
  });
});

describe('signInHref (the header Sign In link)', () => {
  it('returns to the page the visitor is on', () => {
    expect(signInHref('/')).toBe('/auth?next=%2F');
    expect(signInHref('/courses/nsw-whitecard')).toBe('/auth?next=%2Fcourses%2Fnsw-whitecard');
  });

  it('has nowhere to return to from /auth, Next internal routes, or an unsafe path', () => {
    for (const path of [null, undefined, '', '/auth', '/auth/confirm', '/_not-found', '//evil.example']) {
      expect(signInHref(path)).toBe('/auth');
    }
  });
});
