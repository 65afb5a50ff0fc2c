import * as z from './zod';

/** Sign-in and sign-up schemas of spec 000 section 5, used by the forms (zodResolver) and the server actions. */

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email address').max(255, 'Invalid email address'));
// Passwords are never trimmed; bcrypt reads at most 72 bytes, so longer ones are refused rather than cut.
const password = z
  .string()
  .min(6, 'Password must be at least 6 characters')
  .refine((value) => new TextEncoder().encode(value).length <= 72, 'Password must be at most 72 bytes');

export const signInSchema = z.object({
  email,
  password,
});

export const signUpSchema = z
  .object({
    // Key order is the form's field order, so the first message belongs to the topmost problem.
    firstName: z
      .string()
      .trim()
      .min(1, 'First name is required')
      .max(100, 'First name must be less than 100 characters'),
    lastName: z
      .string()
      .trim()
      .min(1, 'Last name is required')
      .max(100, 'Last name must be less than 100 characters'),
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine((data) => data.confirmPassword === data.password, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

/** The parts of a link from a mail, as the confirm and reset pages post them back (one backend's or the other's). */
const linkPart = z.string().max(2048).optional();
const linkFields = { token: linkPart, tokenHash: linkPart, type: linkPart, code: linkPart };

/**
 * The confirm page's form: the link's parts, where to go after signing in, and the new password where the page asks
 * for one (Supabase; lib/auth checks it with sign-up's rules then).
 */
export const confirmLinkSchema = z.object({
  ...linkFields,
  next: linkPart,
  password: z.string().max(1000).optional(),
  confirmPassword: z.string().max(1000).optional(),
});

/** The password a sign-up's confirmation page asks for: sign-up's rules. */
export const confirmPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((data) => data.confirmPassword === data.password, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email });

const newPasswordPair = { password, confirmPassword: z.string() };
const passwordsMatch = (data: { password: string; confirmPassword: string }) =>
  data.confirmPassword === data.password;
const mismatch = { message: "Passwords don't match", path: ['confirmPassword'] };

/** "Set a new password": the same password rules as sign-up. */
export const resetPasswordSchema = z
  .object({ ...linkFields, ...newPasswordPair })
  .refine(passwordsMatch, mismatch);

const currentPassword = z.string().min(1, 'Please enter your current password').max(1000);

export const changePasswordSchema = z
  .object({ currentPassword, ...newPasswordPair })
  .refine(passwordsMatch, mismatch);

export const changeEmailSchema = z.object({ email, currentPassword });

export type SignInInput = z.input<typeof signInSchema>;
export type SignInData = z.output<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;
export type ChangeEmailData = z.output<typeof changeEmailSchema>;

// The forms' issue helpers live in ./issues; re-exported for the auth and form modules that import them here.
export { fieldErrors, firstIssueMessage } from './issues';
