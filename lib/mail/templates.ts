import 'server-only';

import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import { greeting as greetingFor } from '@/lib/rules/mail-greeting';
import { blocksAsPlainText, brandedHtml, type MailBlock } from '@/lib/rules/mail-layout';

import type { MailMessage } from './index';

/** The account mails of the embedded auth adapter, in the site's mail layout (HTML and the same text). */
function accountMail(
  to: string,
  subject: string,
  title: string,
  blocks: MailBlock[],
): MailMessage & { to: string } {
  return {
    to,
    subject,
    text: [blocksAsPlainText(blocks), '', site.name].join('\n'),
    html: brandedHtml({ title, blocks }),
  };
}

const durationOf = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The sign-up confirmation message of the embedded auth adapter. */
export function confirmationEmail(input: {
  to: string;
  firstName: string;
  link: string;
  validHours: number;
}): MailMessage {
  // The address is not proven yet: quote nothing the sender typed beyond a first name.
  return accountMail(input.to, `Confirm your email for ${site.name}`, 'Confirm your email', [
    { kind: 'text', text: greetingFor(input.firstName) },
    {
      kind: 'text',
      text: `Please confirm your email address to finish creating your ${site.name} account:`,
    },
    { kind: 'button', href: input.link, label: 'Confirm your email' },
    {
      kind: 'small',
      text:
        `The link works once and expires in ${durationOf(input.validHours)}; a newer sign-up with this address ` +
        'replaces it. If you did not sign up, you can ignore this email.',
    },
  ]);
}

/** A password reset link, sent only to the address of an account. */
export function passwordResetEmail(input: {
  to: string;
  firstName: string | null;
  link: string;
  validMinutes: number;
}): MailMessage {
  return accountMail(input.to, `Reset your password for ${site.name}`, 'Reset your password', [
    { kind: 'text', text: greetingFor(input.firstName) },
    {
      kind: 'text',
      text: `Someone asked to reset the password of your ${site.name} account. To choose a new one:`,
    },
    { kind: 'button', href: input.link, label: 'Set a new password' },
    {
      kind: 'small',
      text:
        `The link works once and expires in ${input.validMinutes} minutes. If you did not ask for it, you can ` +
        'ignore this email: your password stays as it is.',
    },
  ]);
}

/** Told after every password change, so an owner learns of one they did not make. */
export function passwordChangedEmail(input: {
  to: string;
  firstName: string | null;
}): MailMessage & { to: string } {
  return accountMail(input.to, `Your ${site.name} password was changed`, 'Your password was changed', [
    { kind: 'text', text: greetingFor(input.firstName) },
    {
      kind: 'text',
      text: `The password of your ${site.name} account was just changed, and every device signed in to it was signed out.`,
    },
    {
      kind: 'small',
      text: `If this was not you, reset your password now at ${siteUrl()}/auth/forgot and contact us.`,
    },
  ]);
}

/** The link that proves a new address before the account moves to it. */
export function emailChangeEmail(input: {
  to: string;
  firstName: string | null;
  link: string;
  validHours: number;
}): MailMessage {
  return accountMail(input.to, `Confirm your new email for ${site.name}`, 'Confirm your new email', [
    { kind: 'text', text: greetingFor(input.firstName) },
    {
      kind: 'text',
      text: `Please confirm that this is the new email address of your ${site.name} account:`,
    },
    { kind: 'button', href: input.link, label: 'Confirm your new email' },
    {
      kind: 'small',
      text:
        `The link works once and expires in ${durationOf(input.validHours)}. If you did not ask for this, you can ` +
        'ignore this email: nothing changes.',
    },
  ]);
}

/** Told to the old address once the account has moved to a new one. */
export function emailChangedEmail(input: {
  to: string;
  firstName: string | null;
  newEmail: string;
}): MailMessage & { to: string } {
  return accountMail(input.to, `Your ${site.name} email was changed`, 'Your email address was changed', [
    { kind: 'text', text: greetingFor(input.firstName) },
    {
      kind: 'text',
      text: `Your ${site.name} account now signs in with ${input.newEmail} instead of this address, and every device signed in to it was signed out.`,
    },
    {
      kind: 'small',
      text: `If this was not you, contact us straight away; the link at ${siteUrl()}/contact reaches us.`,
    },
  ]);
}
