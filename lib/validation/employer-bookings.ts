import * as z from './zod';

import { locations } from '@/content/locations';
import { coreTickets, machineryChoices } from '@/lib/rules/employer-tickets';
import { hasNoBidiControls, isSingleLineText } from '@/lib/rules/text-safety';

/** Book the gaps: a group booking, a hold of places, its release, an on-site request. */

export const groupBookingFormMessages = {
  employer: 'This employer account was not found.',
  workers: 'Choose at least one worker to book.',
  session: 'Choose a session, or any session for the ticket at a location.',
  anyNeedsTicket: 'To book any session, choose the ticket and the location above first.',
  purchaseOrder: 'Please enter your purchase-order number (up to 60 characters)',
  accountsEmail: 'Please enter the e-mail address for the invoice',
  places: 'Enter the number of places, from 1 to 50',
  hold: 'Choose the hold to release',
  ticket: 'Choose the ticket',
  onSiteWorkers: 'Enter the number of workers as a whole number',
  site: 'Please enter the site for the training (up to 200 characters)',
  text: 'This field contains characters we cannot accept',
  length: (max: number) => `Please keep this to ${max} characters or fewer`,
} as const;

const id = (message: string) => z.uuid(message);
const ticketCodes = new Set([...coreTickets, ...machineryChoices].map((column) => column.unitCode));
const locationNames: ReadonlySet<string> = new Set(locations.map((place) => place.name));

const line = (max: number, required: string | null) => {
  const base = z
    .string()
    .trim()
    .max(max, groupBookingFormMessages.length(max))
    .refine((value) => isSingleLineText(value) && hasNoBidiControls(value), groupBookingFormMessages.text);
  return required ? base.pipe(z.string().min(1, required)) : base;
};

export const groupBookingSchema = z
  .object({
    employerId: id(groupBookingFormMessages.employer),
    workerId: z.array(id(groupBookingFormMessages.workers)).min(1, groupBookingFormMessages.workers),
    // A session's id, or 'any' for the first session of the chosen ticket at the chosen location.
    slot: z.union([z.literal('any'), z.uuid()], groupBookingFormMessages.session),
    unit: z
      .string()
      .optional()
      .transform((value) => (value && ticketCodes.has(value) ? value : null)),
    location: z
      .string()
      .optional()
      .transform((value) => (value && locationNames.has(value) ? value : null)),
    purchaseOrder: line(60, groupBookingFormMessages.purchaseOrder),
    accountsEmail: z
      .string(groupBookingFormMessages.accountsEmail)
      .trim()
      .toLowerCase()
      .pipe(z.email(groupBookingFormMessages.accountsEmail).max(255)),
  })
  .refine((input) => input.slot !== 'any' || (input.unit !== null && input.location !== null), {
    message: groupBookingFormMessages.anyNeedsTicket,
    path: ['slot'],
  })
  .transform((input) => ({
    employerId: input.employerId,
    workerIds: input.workerId,
    slotId: input.slot === 'any' ? null : input.slot,
    unitCode: input.unit,
    location: input.location,
    purchaseOrder: input.purchaseOrder,
    accountsEmail: input.accountsEmail,
  }));

export const holdPlacesSchema = z.object({
  employerId: id(groupBookingFormMessages.employer),
  slotId: id(groupBookingFormMessages.session),
  places: z.coerce
    .number(groupBookingFormMessages.places)
    .int(groupBookingFormMessages.places)
    .min(1, groupBookingFormMessages.places)
    .max(50, groupBookingFormMessages.places),
});

export const releaseHoldSchema = z.object({
  employerId: id(groupBookingFormMessages.employer),
  holdId: id(groupBookingFormMessages.hold),
});

export const onSiteRequestSchema = z.object({
  employerId: id(groupBookingFormMessages.employer),
  unitCode: z.string(groupBookingFormMessages.ticket).refine((code) => ticketCodes.has(code), groupBookingFormMessages.ticket),
  workers: z.coerce
    .number(groupBookingFormMessages.onSiteWorkers)
    .int(groupBookingFormMessages.onSiteWorkers)
    .min(1, groupBookingFormMessages.onSiteWorkers)
    .max(1000, groupBookingFormMessages.onSiteWorkers),
  site: line(200, groupBookingFormMessages.site),
  preferredDates: line(200, null).default(''),
  notes: z
    .string()
    .trim()
    .max(2000, groupBookingFormMessages.length(2000))
    .refine(hasNoBidiControls, groupBookingFormMessages.text)
    .default(''),
});
