import { rtoNotice, site } from '@/content/site';
import type { ReminderDay } from '@/lib/rules/certificates';
import { formatDateLong } from '@/lib/rules/format';
import { greeting } from '@/lib/rules/mail-greeting';
import { blocksAsPlainText, brandedHtml, oneLine, type MailBlock } from '@/lib/rules/mail-layout';
import {
  attendanceLabels,
  resultLabel,
  type AttendanceStatus,
  type OverallOutcome,
  type Result,
} from '@/lib/rules/outcomes';

/** The learner's mail for each step after the booking: attendance, a unit's result, the certificate, reminders. */

export type OutcomeMail = { subject: string; text: string; html: string };

function mail(subject: string, title: string, blocks: MailBlock[], footer?: string): OutcomeMail {
  return {
    subject: oneLine(subject, 200),
    text: blocksAsPlainText([{ kind: 'text', text: title }, ...blocks]) + (footer ? `\n\n${footer}` : ''),
    html: brandedHtml({ title, blocks, footer: footer ? `${footer}\n${site.name}` : undefined }),
  };
}

export function attendanceMail(input: {
  name: string;
  course: string;
  sessionDate: string;
  status: AttendanceStatus;
  accountUrl: string;
}): OutcomeMail {
  const course = oneLine(input.course, 120);
  const absent = input.status === 'absent';
  return mail(`Attendance recorded: ${course}`, 'Attendance recorded', [
    { kind: 'text', text: `${greeting(input.name)}` },
    {
      kind: 'text',
      text: absent
        ? `You were marked absent from ${course} on ${formatDateLong(input.sessionDate)}. If this is wrong, or you would like another date, please reply or call us.`
        : `Your attendance at ${course} on ${formatDateLong(input.sessionDate)} has been recorded.`,
    },
    { kind: 'fields', rows: [['Attendance', attendanceLabels[input.status]]] },
    { kind: 'button', href: input.accountUrl, label: 'See your results' },
  ]);
}

export function resultMail(input: {
  name: string;
  course: string;
  unitCode: string;
  unitTitle: string;
  theory: Result | null;
  practical: Result | null;
  overall: OverallOutcome;
  accountUrl: string;
}): OutcomeMail {
  return mail(`Result recorded: ${input.unitCode} ${input.unitTitle}`, 'Your result', [
    { kind: 'text', text: greeting(input.name) },
    { kind: 'text', text: `Your assessor has recorded a result for ${oneLine(input.course, 120)}.` },
    {
      kind: 'fields',
      rows: [
        ['Unit', `${input.unitCode} ${input.unitTitle}`],
        ['Theory', resultLabel(input.theory)],
        ['Practical', resultLabel(input.practical)],
        ['Outcome', input.overall],
      ],
    },
    ...(input.overall === 'NOT YET COMPETENT'
      ? [
          {
            kind: 'text',
            text: 'You can be reassessed. Your trainer will talk you through what to practise; reply to this e-mail to arrange it.',
          } as const,
        ]
      : []),
    { kind: 'button', href: input.accountUrl, label: 'See your results' },
  ]);
}

export function certificateMail(input: {
  name: string;
  course: string;
  number: string;
  verifyUrl: string;
  accountUrl: string;
  expiresOn: string | null;
  reissue: boolean;
}): OutcomeMail {
  const title = input.reissue ? 'Your certificate (re-issued)' : 'Your certificate';
  return mail(`${title}: ${input.course}`, title, [
    { kind: 'text', text: greeting(input.name) },
    {
      kind: 'text',
      text: input.reissue
        ? `Your certificate for ${oneLine(input.course, 120)} has been re-issued. It keeps its number, ${input.number}.`
        : `Congratulations: you are competent in every unit of ${oneLine(input.course, 120)}. Your certificate is attached.`,
    },
    {
      kind: 'fields',
      rows: [
        ['Certificate number', input.number],
        ['Expires', input.expiresOn ? formatDateLong(input.expiresOn) : 'No expiry'],
      ],
    },
    { kind: 'button', href: input.verifyUrl, label: 'Check it online' },
    { kind: 'small', text: `You can download it any time from your account: ${input.accountUrl}` },
    { kind: 'small', text: rtoNotice() },
  ]);
}

export function reminderMail(input: {
  name: string;
  course: string;
  number: string;
  expiresOn: string;
  days: ReminderDay;
  bookingUrl: string;
  unsubscribeUrl: string;
}): OutcomeMail {
  const course = oneLine(input.course, 120);
  return mail(
    `Your ${course} certificate expires in ${input.days} days`,
    `Your certificate expires in ${input.days} days`,
    [
      { kind: 'text', text: greeting(input.name) },
      {
        kind: 'text',
        text: `Your ${course} certificate (${input.number}) expires on ${formatDateLong(input.expiresOn)}. Book your refresher now to stay current on site.`,
      },
      { kind: 'button', href: input.bookingUrl, label: 'Book the refresher' },
      { kind: 'small', text: `No more expiry reminders: ${input.unsubscribeUrl}` },
    ],
  );
}
