import { site } from '@/content/site';
import { blocksAsPlainText, brandedHtml, oneLine, type MailBlock } from '@/lib/rules/mail-layout';

/** The mail of employer accounts: approval or decline, a manager's invitation, a worker's share request. */

export type EmployerMail = { subject: string; text: string; html: string };

function mail(subject: string, title: string, blocks: MailBlock[]): EmployerMail {
  return {
    subject: oneLine(subject, 200),
    text: blocksAsPlainText([{ kind: 'text', text: title }, ...blocks]),
    html: brandedHtml({ title, blocks }),
  };
}

export function employerApprovedMail(input: {
  company: string;
  manager: { name: string; email: string; phone: string };
  employerUrl: string;
}): EmployerMail {
  const company = oneLine(input.company, 200);
  return mail(`Your employer account is approved: ${company}`, 'Employer account approved', [
    { kind: 'text', text: `${company} now has an employer account with ${site.name}.` },
    {
      kind: 'fields',
      rows: [
        ['Account manager', oneLine(input.manager.name, 200)],
        ['Phone', oneLine(input.manager.phone, 30)],
        ['E-mail', oneLine(input.manager.email, 255)],
      ],
    },
    { kind: 'button', href: input.employerUrl, label: 'Open your employer account' },
  ]);
}

export function managerInviteMail(input: {
  company: string;
  invitedBy: string;
  acceptUrl: string;
  expiresOn: string;
}): EmployerMail {
  const company = oneLine(input.company, 200);
  return mail(`You are invited to manage ${company}'s training`, 'Invitation to an employer account', [
    {
      kind: 'text',
      text: `${oneLine(input.invitedBy, 255)} invites you to manage ${company}'s crew and tickets with ${site.name}.`,
    },
    {
      kind: 'text',
      text: 'Sign in (or create an account) with this e-mail address, then press the button on the page.',
    },
    { kind: 'button', href: input.acceptUrl, label: 'See the invitation' },
    {
      kind: 'small',
      text: `The link works once, until ${input.expiresOn}. If you did not expect it, ignore this e-mail.`,
    },
  ]);
}

export function shareRequestMail(input: {
  company: string;
  workerName: string;
  sharesUrl: string;
}): EmployerMail {
  const company = oneLine(input.company, 200);
  return mail(`${company} asks to see your training tickets`, 'A request to share your tickets', [
    { kind: 'text', text: `Hello ${oneLine(input.workerName, 120)},` },
    {
      kind: 'text',
      text: `${company} has added you to its crew on ${site.name}. If you agree, it will see the tickets you hold with us, the bookings it makes for you, and the results of those bookings. Nothing else.`,
    },
    { kind: 'button', href: input.sharesUrl, label: 'Answer the request' },
    { kind: 'small', text: 'Nothing is shared until you agree, and you can say no.' },
  ]);
}

export function employerDeclinedMail(input: {
  company: string;
  contactName: string;
  reason: string;
}): EmployerMail {
  const company = oneLine(input.company, 200);
  return mail(`Your employer account registration: ${company}`, 'Employer account not approved', [
    { kind: 'text', text: `Hello ${oneLine(input.contactName, 120)},` },
    {
      kind: 'text',
      text: `Thank you for registering ${company} for an employer account with ${site.name}. We could not approve it.`,
    },
    { kind: 'text', text: 'The reason our staff gave:' },
    { kind: 'quote', text: input.reason.slice(0, 1000) },
    {
      kind: 'text',
      text: 'You can register again with the same ABN once the reason is dealt with, or contact us and we will help.',
    },
  ]);
}

/** An employer manager's request for on-site training, to the employer's account manager. */
export function onSiteRequestMail(input: {
  company: string;
  ticket: string;
  unitCode: string;
  workers: number;
  site: string;
  preferredDates: string;
  notes: string;
  requestedBy: string;
}): EmployerMail {
  const company = oneLine(input.company, 200);
  return mail(`On-site training request: ${company}, ${input.workers} workers`, 'On-site training request', [
    {
      kind: 'text',
      text: `${company} asks for on-site training. Reply to ${oneLine(input.requestedBy, 255)} to arrange it.`,
    },
    {
      kind: 'fields',
      rows: [
        ['Ticket', `${oneLine(input.ticket, 200)} (${input.unitCode})`],
        ['Workers', String(input.workers)],
        ['Site', oneLine(input.site, 200)],
        ['Preferred dates', oneLine(input.preferredDates, 200) || 'not given'],
        ['Requested by', oneLine(input.requestedBy, 255)],
      ],
    },
    { kind: 'text', text: input.notes ? `Notes: ${input.notes}` : 'No notes.' },
  ]);
}
