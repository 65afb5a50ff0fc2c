import { coordinators, telHref, type Coordinator, type StateCode } from '@/content/contacts';
import { site } from '@/content/site';
import { bookingState } from '@/lib/rules/booking-mail';
import { greeting } from '@/lib/rules/mail-greeting';
import { brandedHtml, oneLine, type MailBlock } from '@/lib/rules/mail-layout';
import { ENQUIRY_REPLY_HOURS, type EnquiryData } from '@/lib/validation/enquiry';
import { formatProviderDateTime } from '@/lib/rules/format';

/**
 * What an enquiry turns into: the message to the routed coordinator, the visitor's acknowledgement, and the mailto:
 * link the form opens when the enquiry could not be stored. Pure: the form uses the mailto builder too.
 */

export type EnquiryContent = Pick<EnquiryData, 'name' | 'email' | 'courseInterested' | 'enquiry'> & {
  phone?: string | null;
};

/** Shaped like lib/mail's MailMessage; kept here so this module stays importable by the browser. */
export type EnquiryMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

/**
 * The booking rule of spec 000 section 7, shared with booking: QLD when the course mentions qld, queensland or
 * mackay or the enquiry mentions queensland or mackay, otherwise NSW. An enquiry has no delivery method or
 * location; 'face-to-face' mentions neither state.
 */
export function enquiryState(enquiry: Pick<EnquiryContent, 'courseInterested' | 'enquiry'>): StateCode {
  return bookingState({
    course: enquiry.courseInterested,
    deliveryMethod: 'face-to-face',
    message: enquiry.enquiry,
    preferredLocation: null,
  });
}

export function enquiryCoordinator(
  enquiry: Pick<EnquiryContent, 'courseInterested' | 'enquiry'>,
): Coordinator {
  return coordinators[enquiryState(enquiry)];
}

export function enquirySubject(course: string): string {
  return `Course Enquiry: ${oneLine(course, 150)}`;
}

function fieldRows(enquiry: EnquiryContent): [string, string][] {
  return [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone?.trim() ? enquiry.phone : 'Not given'],
    ['Course of interest', enquiry.courseInterested],
  ];
}

/** The enquiry as the coordinator receives it; Reply-To is the visitor. */
export function coordinatorMail(
  enquiry: EnquiryContent & { id: string; createdAt: Date },
  coordinator: Coordinator,
): EnquiryMail {
  const reference = enquiry.id.slice(0, 8).toUpperCase();
  const rows: [string, string][] = [
    ...fieldRows(enquiry),
    ['Received', `${formatProviderDateTime(enquiry.createdAt)} (Sydney time)`],
    ['Reference', reference],
  ];
  const promise = `Reply to this email to answer ${oneLine(enquiry.name, 100)} directly. We promise a reply within ${ENQUIRY_REPLY_HOURS} hours.`;
  const blocks: MailBlock[] = [
    {
      kind: 'text',
      text: `A new course enquiry for ${coordinator.name} (${coordinator.state}) arrived through the website.`,
    },
    { kind: 'fields', rows },
    { kind: 'quote', text: enquiry.enquiry },
    { kind: 'small', text: promise },
  ];
  return {
    to: coordinator.email,
    replyTo: enquiry.email,
    subject: enquirySubject(enquiry.courseInterested),
    text: [
      `New course enquiry from the ${site.name} website`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Enquiry:',
      enquiry.enquiry,
      '',
      promise,
    ].join('\n'),
    html: brandedHtml({ title: 'New course enquiry', blocks }),
  };
}

/** The visitor's acknowledgement. It does not repeat the enquiry text, so the form cannot relay arbitrary mail. */
export function acknowledgementMail(enquiry: EnquiryContent, coordinator: Coordinator): EnquiryMail {
  // Nobody has proven they own this address: quote none of the sender's text beyond a first name
  // (lib/rules/mail-greeting.ts), or the form relays their words to anyone.
  const lines = [
    greeting(enquiry.name),
    `Thank you for your enquiry. ${coordinator.name}, our ${coordinator.role}, will get back to you within ${ENQUIRY_REPLY_HOURS} hours.`,
    `If it is urgent, call ${coordinator.phone} or email ${coordinator.email}.`,
  ];
  return {
    to: enquiry.email,
    replyTo: coordinator.email,
    subject: `We received your enquiry – ${site.name}`,
    text: [...lines.flatMap((line) => [line, '']), site.name, site.tagline].join('\n'),
    html: brandedHtml({
      title: 'Thank you for your enquiry',
      blocks: [
        ...lines.map((text): MailBlock => ({ kind: 'text', text })),
        { kind: 'button', href: telHref(coordinator.phone), label: `Call ${coordinator.phone}` },
        { kind: 'small', text: 'You received this email because you sent an enquiry through our website.' },
      ],
    }),
  };
}

// Some mail apps drop mailto: links much longer than about 2,000 characters.
const MAILTO_BODY_LIMIT = 1500;

/** The backup when the enquiry could not be stored: the visitor's own mail app, addressed to the routed coordinator. */
export function enquiryMailto(enquiry: EnquiryContent): string {
  const coordinator = enquiryCoordinator(enquiry);
  const text =
    enquiry.enquiry.length > MAILTO_BODY_LIMIT
      ? `${enquiry.enquiry.slice(0, MAILTO_BODY_LIMIT)}…`
      : enquiry.enquiry;
  const body = [
    ...fieldRows(enquiry).map(([label, value]) => `${label}: ${value}`),
    '',
    'Enquiry:',
    text,
  ].join('\r\n');
  return `mailto:${coordinator.email}?subject=${encodeURIComponent(enquirySubject(enquiry.courseInterested))}&body=${encodeURIComponent(body)}`;
}

/** What a form shows and opens when the enquiry could not be stored: the mailto with the visitor's own text. */
export type EnquiryFallback = { mailto: string; email: string; phone: string };

export function enquiryFallback(fields: Record<string, string | undefined>): EnquiryFallback {
  const enquiry: EnquiryContent = {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone || null,
    courseInterested: fields.courseInterested ?? '',
    enquiry: fields.enquiry ?? '',
  };
  const coordinator = enquiryCoordinator(enquiry);
  return { mailto: enquiryMailto(enquiry), email: coordinator.email, phone: coordinator.phone };
}
