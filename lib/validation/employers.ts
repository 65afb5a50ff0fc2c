import * as z from './zod';

import { abnProblem, normaliseAbn } from '@/lib/rules/abn';
import { crewMember, crewMessages, CREW_CSV_MAX_BYTES } from '@/lib/rules/crew-csv';
import { coreTickets, machineryChoices, MAX_MACHINERY_COLUMNS } from '@/lib/rules/employer-tickets';
import { hasNoBidiControls, isSingleLineText } from '@/lib/rules/text-safety';

/** Employer accounts: registration, approval, invitations, the crew, share answers and recorded tickets. */

export const employerFormMessages = {
  company: 'Please enter the company name',
  companyLength: 'Company name must be 200 characters or fewer',
  contactName: 'Please enter the contact person',
  contactEmail: 'Please enter a valid contact e-mail address',
  phone: 'Please enter a phone number (digits, spaces and an optional leading +)',
  sites: 'Please list at least one site, one per line',
  tooManySites: 'List at most 50 sites',
  siteLength: 'Each site name must be 200 characters or fewer',
  crewSize: 'Please enter the crew size as a whole number from 1',
  machinery: 'Choose machinery units from the list',
  characters: 'This field contains characters we cannot accept',
  employer: 'This employer account was not found.',
  staffMember: 'Choose the account manager',
  email: 'Please enter a valid e-mail address',
  file: 'Please choose the CSV file of your crew',
  worker: 'Choose the worker',
  ticket: 'Choose the ticket',
  issuedOn: 'Please enter the date the ticket was issued',
  expiresOn: 'The expiry date must be after the issue date',
  copy: 'Please choose the copy of the ticket (PDF, JPG or PNG)',
  answer: 'Please choose an answer',
  reason: 'Please give the reason (up to 1000 characters); the registrant reads it',
  managerName: "Please enter the account manager's name",
  confirmRemoveWorker: 'Tick the box to confirm: the worker and their recorded tickets are deleted',
  confirmRemoveTicket: 'Tick the box to confirm: the ticket and its copy are deleted',
} as const;

const text = (max: number, required: string, length: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, length)
    .refine((value) => isSingleLineText(value) && hasNoBidiControls(value), employerFormMessages.characters);

const PHONE = /^\+?[0-9 ()-]{6,30}$/;
const phone = z.string(employerFormMessages.phone).trim().regex(PHONE, employerFormMessages.phone);
const email = z
  .string(employerFormMessages.email)
  .trim()
  .toLowerCase()
  .pipe(z.email(employerFormMessages.email).max(255));
const id = (message: string) => z.uuid(message);

/** Sites, one per line: trimmed, spaces collapsed, duplicates dropped. */
const sites = z
  .string(employerFormMessages.sites)
  .transform((value) => [
    ...new Set(
      value
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(
        z
          .string()
          .max(200, employerFormMessages.siteLength)
          .refine(
            (site) => isSingleLineText(site) && hasNoBidiControls(site),
            employerFormMessages.characters,
          ),
      )
      .min(1, employerFormMessages.sites)
      .max(50, employerFormMessages.tooManySites),
  );

const machineryCodes = new Set(machineryChoices.map((choice) => choice.unitCode));

export const registrationSchema = z.object({
  company: text(200, employerFormMessages.company, employerFormMessages.companyLength),
  abn: z
    .string()
    .superRefine((value, context) => {
      const problem = abnProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => normaliseAbn(value) as string),
  contactName: text(200, employerFormMessages.contactName, employerFormMessages.contactName),
  contactEmail: z.string().trim().toLowerCase().pipe(z.email(employerFormMessages.contactEmail).max(255)),
  contactPhone: phone,
  sites,
  crewSize: z.coerce
    .number(employerFormMessages.crewSize)
    .int(employerFormMessages.crewSize)
    .min(1, employerFormMessages.crewSize)
    .max(100000, employerFormMessages.crewSize),
  machineryUnits: z
    .array(z.string().refine((code) => machineryCodes.has(code), employerFormMessages.machinery))
    .max(MAX_MACHINERY_COLUMNS, employerFormMessages.machinery)
    .default([]),
});

export const approveEmployerSchema = z.object({
  employerId: id(employerFormMessages.employer),
  accountManagerId: id(employerFormMessages.staffMember),
  accountManagerPhone: phone,
});

export const declineEmployerSchema = z.object({
  employerId: id(employerFormMessages.employer),
  reason: z
    .string(employerFormMessages.reason)
    .trim()
    .min(1, employerFormMessages.reason)
    .max(1000, employerFormMessages.reason)
    .refine(hasNoBidiControls, employerFormMessages.characters),
});

export const editEmployerSchema = z.object({
  employerId: id(employerFormMessages.employer),
  accountManagerId: id(employerFormMessages.staffMember),
  accountManagerName: text(200, employerFormMessages.managerName, employerFormMessages.managerName),
  accountManagerEmail: email,
  accountManagerPhone: phone,
  sites,
});

/** A removal goes ahead only with its box ticked: the confirmation step that works without JavaScript. */
const confirmed = (message: string) => z.literal('true', message);

export const removeWorkerSchema = z.object({
  employerId: id(employerFormMessages.employer),
  workerId: id(employerFormMessages.worker),
  confirm: confirmed(employerFormMessages.confirmRemoveWorker),
});

export const removeTicketSchema = z.object({
  employerId: id(employerFormMessages.employer),
  ticketId: id(employerFormMessages.ticket),
  confirm: confirmed(employerFormMessages.confirmRemoveTicket),
});

export const inviteManagerSchema = z.object({ employerId: id(employerFormMessages.employer), email });

export const removeManagerSchema = z.object({
  employerId: id(employerFormMessages.employer),
  userId: id(employerFormMessages.employer),
});

export const acceptInviteSchema = z.object({ token: z.string().min(1).max(100) });

/** One worker typed in: the same rules as a row of the CSV (lib/rules/crew-csv.ts). */
export const workerSchema = z
  .object({
    employerId: id(employerFormMessages.employer),
    name: z.string().default(''),
    email: z.string().default(''),
    phone: z.string().default(''),
    dateOfBirth: z.string().default(''),
    usi: z.string().default(''),
    site: z.string().default(''),
  })
  .transform((input, context) => {
    const today = new Date().toISOString().slice(0, 10);
    const result = crewMember(input, today);
    if ('reasons' in result) {
      for (const reason of result.reasons) context.addIssue({ code: 'custom', message: reason });
      return z.NEVER;
    }
    return { employerId: input.employerId, worker: result.worker };
  });

const file = (required: string) =>
  z.custom<File>((value) => value instanceof File && (value.size > 0 || value.name !== ''), required);

export const importCrewSchema = z.object({
  employerId: id(employerFormMessages.employer),
  file: file(employerFormMessages.file).refine(
    (value) => value.size <= CREW_CSV_MAX_BYTES,
    crewMessages.tooLarge,
  ),
});

export const shareAnswerSchema = z.object({
  workerId: id(employerFormMessages.worker),
  answer: z.enum(['share', 'decline'], employerFormMessages.answer),
});

const ticketCodes = new Set([...coreTickets, ...machineryChoices].map((column) => column.unitCode));
const isoDate = (message: string) => z.string(message).regex(/^\d{4}-\d{2}-\d{2}$/, message);

export const recordTicketSchema = z
  .object({
    employerId: id(employerFormMessages.employer),
    workerId: id(employerFormMessages.worker),
    unitCode: z
      .string(employerFormMessages.ticket)
      .refine((code) => ticketCodes.has(code), employerFormMessages.ticket),
    issuedOn: isoDate(employerFormMessages.issuedOn),
    expiresOn: z
      .string()
      .optional()
      .transform((value) => (value ? value : null))
      .pipe(isoDate(employerFormMessages.expiresOn).nullable()),
  })
  .refine((input) => input.expiresOn === null || input.expiresOn > input.issuedOn, {
    message: employerFormMessages.expiresOn,
    path: ['expiresOn'],
  });
