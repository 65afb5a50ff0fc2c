import 'server-only';

import { site } from '@/content/site';
import { greeting as greetingFor } from '@/lib/rules/mail-greeting';

import type { MailMessage } from './index';

/** The sign-up confirmation message of the embedded auth adapter. */
export function confirmationEmail(input: {
  to: string;
  firstName: string;
  link: string;
  validHours: number;
}): MailMessage {
  // The address is not proven yet: quote nothing the sender typed beyond a first name.
  const greeting = greetingFor(input.firstName);
  return {
    to: input.to,
    subject: `Confirm your email for ${site.name}`,
    text: [
      greeting,
      '',
      `Please confirm your email address to finish creating your ${site.name} account:`,
      '',
      input.link,
      '',
      `The link works once and expires in ${input.validHours} hours. If you did not sign up, you can ignore this email.`,
      '',
      site.name,
    ].join('\n'),
  };
}
