import 'server-only';

import { site } from '@/content/site';

import type { MailMessage } from './index';

/** The sign-up confirmation message of the embedded auth adapter. */
export function confirmationEmail(input: {
  to: string;
  firstName: string;
  link: string;
  validHours: number;
}): MailMessage {
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
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
