import {
  GROUP_DISCOUNT_MIN_PEOPLE,
  GROUP_DISCOUNT_PERCENT,
  ON_SITE_MIN_PEOPLE,
} from '@/content/marketing-packages';
import { formatCents, gstOfInclusive } from '@/lib/rules/payments';

/**
 * Book the gaps, pure: what a group of workers booked into one session costs (the FAQ's group discount from five
 * people, per place, in integer cents), whether a session trains a ticket, and when on-site delivery is offered.
 */

export type GroupQuote = {
  places: number;
  /** The price book's price of one place, GST included. */
  placeCents: number;
  discountPercent: number;
  /** Taken off each place. */
  discountPerPlaceCents: number;
  /** What each place is invoiced at. */
  netPlaceCents: number;
  totalCents: number;
  gstCents: number;
};

export function groupDiscountPercent(places: number): number {
  return places >= GROUP_DISCOUNT_MIN_PEOPLE ? GROUP_DISCOUNT_PERCENT : 0;
}

export function groupQuote(placeCents: number, places: number): GroupQuote {
  if (!Number.isInteger(placeCents) || placeCents < 0) throw new RangeError('placeCents must be whole cents');
  if (!Number.isInteger(places) || places < 1) throw new RangeError('places must be 1 or more');
  const discountPercent = groupDiscountPercent(places);
  // Rounded per place, so every line of the invoice adds up to its total exactly.
  const discountPerPlaceCents = Math.round((placeCents * discountPercent) / 100);
  const netPlaceCents = placeCents - discountPerPlaceCents;
  const totalCents = netPlaceCents * places;
  return {
    places,
    placeCents,
    discountPercent,
    discountPerPlaceCents,
    netPlaceCents,
    totalCents,
    // Per line, as the tax invoice adds it up (lib/rules/tax-invoice.ts), so the quote and the invoice agree.
    gstCents: gstOfInclusive(netPlaceCents) * places,
  };
}

/** One line of the quote, as the booking page and the confirmation say it. */
export function groupQuoteWords(quote: GroupQuote): string {
  const each = `${quote.places} × ${formatCents(quote.netPlaceCents)}`;
  const discount =
    quote.discountPercent > 0
      ? ` (group discount: ${quote.discountPercent}% off ${formatCents(quote.placeCents)} for ${GROUP_DISCOUNT_MIN_PEOPLE} or more)`
      : '';
  return `${each}${discount} = ${formatCents(quote.totalCents)} incl. GST of ${formatCents(quote.gstCents)}`;
}

export function onSiteOffered(workers: number): boolean {
  return workers >= ON_SITE_MIN_PEOPLE;
}

/**
 * Lower-case words that belong to the family name that follows them ("van Dyke", "de la Cruz", "bin Abdullah"). A
 * capitalised "Van" or "De" may be a given name, so only the lower-case forms count.
 */
const familyNameParticles = new Set([
  'al',
  'bin',
  'binti',
  'da',
  'das',
  'de',
  'del',
  'della',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'van',
  'von',
]);

/**
 * Given and family names from a crew row's full name (the crew list asks for one name, as the employer's records
 * hold it): the last word and the lower-case particles before it are the family name; one word is both. The
 * learner can correct either on their own enrolment form.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0], lastName: words[0] };
  let start = words.length - 1;
  while (start > 1 && familyNameParticles.has(words[start - 1])) start -= 1;
  return { firstName: words.slice(0, start).join(' '), lastName: words.slice(start).join(' ') };
}

export const groupBookingMessages = {
  noWorkers: 'Choose at least one worker to book.',
  tooMany: 'Choose at most 200 workers in one booking.',
  unknownWorkers: 'One or more of the chosen workers are not on this crew.',
  noSession: 'Choose a session, or any session for the ticket at a location.',
  sessionGone: 'This session no longer exists.',
  sessionStarted: 'This session has already started.',
  noMatchingSession: (ticket: string, location: string, places: number) =>
    `No session of ${ticket} at ${location} has ${places} place${places === 1 ? '' : 's'} left. Choose fewer workers, another location, or ask your account manager for on-site training.`,
  notEnoughPlaces: (left: number, wanted: number) =>
    `Only ${left} place${left === 1 ? ' is' : 's are'} left in this session and you chose ${wanted} worker${wanted === 1 ? '' : 's'}. Nothing was booked: choose fewer workers or another session.`,
  alreadyBooked: (names: string[]) =>
    `Already booked in this session: ${names.join(', ')}. Nothing was booked: untick ${names.length === 1 ? 'that worker' : 'those workers'}.`,
  holdTooBig: (left: number) =>
    `Only ${left} place${left === 1 ? ' is' : 's are'} free in this session to hold. Nothing was held.`,
  holdGone: 'This hold has already been released.',
  holdSize: 'Hold from 1 to 50 places.',
  onSiteTooFew: `On-site training is for groups of ${ON_SITE_MIN_PEOPLE} or more.`,
} as const;
