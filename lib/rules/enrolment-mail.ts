import { locations } from '@/content/locations';
import { site } from '@/content/site';
import { formatAud, formatDateLong } from '@/lib/rules/format';
import { greeting } from '@/lib/rules/mail-greeting';
import { blocksAsPlainText, brandedHtml, oneLine, type MailBlock } from '@/lib/rules/mail-layout';
import { formatTimeRange } from '@/lib/rules/slot-format';

/**
 * The learner's mails about a booking: confirmed, waitlisted, offered a place, declined, cancelled and
 * session changed. Pure: the enrolment service hands in the facts and the signed links, and queues the result in
 * the outbox. Times are the session's local times, named with the location's time zone.
 */

export type EnrolmentMailKind = 'confirmed' | 'waitlisted' | 'offered' | 'declined' | 'cancelled' | 'updated';

/** The session a booking is in, as a learner is told about it (mails, the page behind their links). */
export type BookedSession = {
  courseName: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  /** Location name as stored ('Mackay'). */
  location: string;
};

export type EnrolmentMailInput = {
  kind: EnrolmentMailKind;
  reference: string;
  firstName: string;
  session: BookedSession | null;
  price?: number | null;
  cancelUrl?: string | null;
  offerUrl?: string | null;
  offerExpiresAt?: Date | null;
  reason?: string | null;
  /** Cancelled by the learner's link, by staff, or the whole session was cancelled. */
  cancelledBy?: 'learner' | 'staff' | 'session' | 'offer-expired';
  noticeHours?: number;
};

export type EnrolmentMail = { subject: string; text: string; html: string };

/** What every learner brings on the day (spec 000's booking form asks for both). */
export const WHAT_TO_BRING = [
  '100 points of photo ID (for example a driver licence and a Medicare card)',
  'Your Unique Student Identifier (USI)',
  'Enclosed shoes and clothing suited to practical work',
] as const;

function locationNamed(name: string) {
  return locations.find((location) => location.name === name);
}

/** The time zone a session's times are told in: its location's, else the site's. */
function sessionTimeZone(session: EnrolmentMailInput['session']): string {
  return (session && locationNamed(session.location)?.timeZone) ?? site.timeZone;
}

export function sessionWhen(session: NonNullable<EnrolmentMailInput['session']>): string {
  const zone = sessionTimeZone(session);
  return `${formatDateLong(session.date)}, ${formatTimeRange(session.startTime, session.endTime)} (${zone} time)`;
}

function sessionPlace(session: NonNullable<EnrolmentMailInput['session']>): string {
  return locationNamed(session.location)?.label ?? session.location;
}

function sessionRows(input: EnrolmentMailInput): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [['Reference', input.reference]];
  if (input.session) {
    rows.push(['Course', input.session.courseName]);
    rows.push(['When', sessionWhen(input.session)]);
    rows.push(['Where', sessionPlace(input.session)]);
  }
  if (typeof input.price === 'number') rows.push(['Price', formatAud(input.price)]);
  return rows;
}

/**
 * When an offered place stops being held, in the session's own time zone and naming it, like the session's time: a
 * Mackay learner reads Brisbane time, which is an hour behind Sydney's in summer.
 */
export function offerDeadline(moment: Date, session: EnrolmentMailInput['session']): string {
  const zone = sessionTimeZone(session);
  const when = new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(moment);
  return `${when} (${zone} time)`;
}

export function enrolmentMail(input: EnrolmentMailInput): EnrolmentMail {
  const hello = greeting(input.firstName);
  const course = input.session ? oneLine(input.session.courseName, 120) : 'your course';
  const blocks: MailBlock[] = [{ kind: 'text', text: hello }];
  let subject: string;
  let title: string;

  switch (input.kind) {
    case 'confirmed':
    case 'updated': {
      const updated = input.kind === 'updated';
      subject = updated
        ? `Session changed: ${course} (${input.reference})`
        : `Your place is confirmed: ${course} (${input.reference})`;
      title = updated ? 'Your session has changed' : 'Your place is confirmed';
      blocks.push({
        kind: 'text',
        text: updated
          ? 'The details of your session have changed. Your place is kept; the new details are below and the attached invite updates your calendar.'
          : 'You have a place in this session. The attached invite adds it to your calendar.',
      });
      blocks.push({ kind: 'fields', rows: sessionRows(input) });
      blocks.push({
        kind: 'text',
        text: `What to bring:\n${WHAT_TO_BRING.map((item) => `- ${item}`).join('\n')}`,
      });
      if (input.cancelUrl) {
        blocks.push({ kind: 'button', href: input.cancelUrl, label: 'Cancel my place' });
        blocks.push({
          kind: 'small',
          text: `You can cancel online until ${input.noticeHours ?? 48} hours before the session starts; after that, please call us.`,
        });
      }
      break;
    }
    case 'waitlisted':
      subject = `You are on the waitlist: ${course} (${input.reference})`;
      title = 'You are on the waitlist';
      blocks.push({
        kind: 'text',
        text: 'This session is full, so your request joins the waitlist in the order it arrived. If a place frees up, we e-mail you a link that holds it for you.',
      });
      blocks.push({ kind: 'fields', rows: sessionRows(input) });
      break;
    case 'offered':
      subject = `A place is free for you: ${course} (${input.reference})`;
      title = 'A place is free for you';
      blocks.push({
        kind: 'text',
        text: `A place has come free and it is held for you${
          input.offerExpiresAt ? ` until ${offerDeadline(input.offerExpiresAt, input.session)}` : ''
        }. Take it with the button below; after that it goes to the next person on the waitlist.`,
      });
      blocks.push({ kind: 'fields', rows: sessionRows(input) });
      if (input.offerUrl) blocks.push({ kind: 'button', href: input.offerUrl, label: 'Take my place' });
      break;
    case 'declined':
      subject = `Your booking request ${input.reference}`;
      title = 'We cannot offer you a place';
      blocks.push({ kind: 'text', text: 'We are sorry: we cannot offer you a place for this request.' });
      if (input.reason) blocks.push({ kind: 'quote', text: input.reason });
      blocks.push({ kind: 'fields', rows: sessionRows(input) });
      break;
    case 'cancelled': {
      subject = `Booking cancelled: ${course} (${input.reference})`;
      title = 'Your booking is cancelled';
      const why =
        input.cancelledBy === 'learner'
          ? 'As you asked, your place is cancelled. The attached update removes it from your calendar.'
          : input.cancelledBy === 'session'
            ? 'We are sorry: this session has been cancelled. The attached update removes it from your calendar, and we will contact you about another date.'
            : input.cancelledBy === 'offer-expired'
              ? 'The place we held for you was not taken in time, so it has gone to the next person on the waitlist.'
              : 'Your place in this session has been cancelled. The attached update removes it from your calendar.';
      blocks.push({ kind: 'text', text: why });
      if (input.reason) blocks.push({ kind: 'quote', text: input.reason });
      blocks.push({ kind: 'fields', rows: sessionRows(input) });
      break;
    }
  }

  blocks.push({ kind: 'small', text: `Questions? Reply to this e-mail or call us. ${site.name}` });
  const text = blocksAsPlainText(blocks);
  return { subject: oneLine(subject, 200), text, html: brandedHtml({ title, blocks }) };
}
