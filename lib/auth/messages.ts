/** Auth error texts of spec 000 section 8. Shared by the server actions and the forms; no server imports. */

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const USER_ALREADY_REGISTERED = 'User already registered';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';

export const INVALID_CREDENTIALS_MESSAGE =
  'Invalid email or password. Please check your credentials and try again.';
export const USER_ALREADY_REGISTERED_MESSAGE =
  'An account with this email already exists. Please sign in instead.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const SIGN_UP_SUCCESS_MESSAGE = 'Check your email for a verification link before signing in.';
/** A password on the list of the most common ones (lib/server/common-passwords.ts). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different password.';
export const CONFIRMATION_FAILED_MESSAGE =
  'This confirmation link is invalid or has expired. Please sign up again.';

/** Maps an auth error message to what the visitor sees; other messages are shown as given. */
export function signInErrorMessage(message: string | null | undefined): string {
  if (!message) return UNEXPECTED_ERROR_MESSAGE;
  if (message === INVALID_CREDENTIALS) return INVALID_CREDENTIALS_MESSAGE;
  return message;
}

export function signUpErrorMessage(message: string | null | undefined): string {
  if (!message) return UNEXPECTED_ERROR_MESSAGE;
  if (message === USER_ALREADY_REGISTERED) return USER_ALREADY_REGISTERED_MESSAGE;
  return message;
}

/** The backends' own word for a link that does not work (never shown as such). */
export const INVALID_LINK = 'Invalid confirmation link';

/** A confirmation link proves the address; signing in stays a step of its own. */
export const EMAIL_CONFIRMED_MESSAGE = 'Email confirmed. Please sign in.';
export const EMAIL_CHANGED_MESSAGE =
  'Your email address has been changed. Please sign in with your new address.';
export const EMAIL_CHANGE_FAILED_MESSAGE =
  'This confirmation link is invalid or has expired. Please ask for a new one on My Account.';

/** The same answer whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If an account exists for that address, we've sent a link to reset its password. The link works once and expires in 1 hour.";
export const RESET_LINK_FAILED_MESSAGE =
  'This password reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_RESET_MESSAGE =
  'Your password has been changed. Please sign in with your new password.';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is incorrect.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Every other device has been signed out.';
export const SAME_EMAIL_MESSAGE = 'This is already your email address.';

export function emailChangeRequestedMessage(newEmail: string): string {
  return `We've sent a confirmation link to ${newEmail}. Your email address changes when you open it.`;
}
