import * as z from './zod';

import { abnProblem, normaliseAbn } from '@/lib/rules/abn';
import { normalisePromotionCode } from '@/lib/rules/payments';
import { hasNoBidiControls, isSingleLineText } from '@/lib/rules/text-safety';
import { normaliseUsi, usiMessages, usiProblem } from '@/lib/rules/usi';

import { learnerNameFields, phoneNumber, requiredLine } from './booking';
import { bookingMessages, trainingLevels } from './booking-fields';

/** Book and pay: the details step, the promotion code, the employer's invoice details, and a booking's id. */

const levels = trainingLevels.map((level) => level.value) as ['full-training', 'experienced'];

export const bookAndPayMessages = {
  session: 'Please choose a session from the calendar.',
  booking: 'This booking could not be found.',
  company: 'Please enter the company name',
  companyLength: 'Company name must be 200 characters or fewer',
  companyCharacters: 'Company name contains characters we cannot accept',
  purchaseOrder: 'Purchase order number must be 60 characters or fewer',
  purchaseOrderCharacters: 'Purchase order number contains characters we cannot accept',
  accountsEmail: 'Please enter a valid accounts e-mail address',
  code: 'Please enter a promotion code',
  codeLength: 'Promotion codes are at most 30 characters',
} as const;

export const bookingIdSchema = z.object({ bookingId: z.uuid(bookAndPayMessages.booking) });

export const bookAndPayDetailsSchema = z
  .object({
    sessionId: z.uuid(bookAndPayMessages.session),
    ...learnerNameFields,
    phone: phoneNumber(),
    trainingLevel: z.string().pipe(z.enum(levels, { error: bookingMessages.trainingLevel })),
    usiExempt: z.boolean(),
    usi: z.string().max(40, usiMessages.length),
  })
  .superRefine((value, context) => {
    if (value.usiExempt) return;
    const problem = usiProblem(value.usi);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['usi'] });
  })
  .transform(({ usi, usiExempt, ...rest }) => ({
    ...rest,
    usiExempt,
    usi: usiExempt ? null : normaliseUsi(usi),
  }));

export type BookAndPayDetails = z.output<typeof bookAndPayDetailsSchema>;

export const promotionCodeSchema = z.object({
  bookingId: z.uuid(bookAndPayMessages.booking),
  code: z
    .string()
    .max(60, bookAndPayMessages.codeLength)
    .transform(normalisePromotionCode)
    .pipe(z.string().min(1, bookAndPayMessages.code).max(30, bookAndPayMessages.codeLength)),
});

export const employerInvoiceSchema = z.object({
  bookingId: z.uuid(bookAndPayMessages.booking),
  company: requiredLine(
    200,
    bookAndPayMessages.company,
    bookAndPayMessages.companyLength,
    bookAndPayMessages.companyCharacters,
  ),
  abn: z
    .string()
    .max(40)
    .superRefine((value, context) => {
      const problem = abnProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => normaliseAbn(value) as string),
  purchaseOrder: z
    .string()
    .trim()
    .max(60, bookAndPayMessages.purchaseOrder)
    .refine(
      (value) => isSingleLineText(value) && hasNoBidiControls(value),
      bookAndPayMessages.purchaseOrderCharacters,
    )
    .transform((value) => (value.length > 0 ? value : null)),
  accountsEmail: z
    .string()
    .trim()
    .max(255, bookAndPayMessages.accountsEmail)
    .pipe(z.email(bookAndPayMessages.accountsEmail))
    .transform((value) => value.toLowerCase()),
});

export type EmployerInvoiceInput = z.output<typeof employerInvoiceSchema>;

/** Staff: a promotion code. */
export const promotionCodeFormSchema = z
  .object({
    code: z
      .string()
      .transform(normalisePromotionCode)
      .pipe(z.string().regex(/^[A-Z0-9-]{3,30}$/, 'Codes are 3 to 30 letters, digits or dashes')),
    description: z.string().trim().max(200, 'Description must be 200 characters or fewer'),
    kind: z.enum(['percent', 'amount'], { error: 'Choose percent or amount off' }),
    value: z.coerce.number({ error: 'Enter the discount' }).positive('Enter the discount'),
    validFrom: z.iso.date('Enter the first day the code works'),
    validUntil: z.iso.date('Enter the last day the code works'),
  })
  .superRefine((value, context) => {
    if (value.validUntil < value.validFrom)
      context.addIssue({
        code: 'custom',
        message: 'The last day must not be before the first',
        path: ['validUntil'],
      });
    if (value.kind === 'percent' && (value.value > 100 || !Number.isInteger(value.value)))
      context.addIssue({
        code: 'custom',
        message: 'A percent off is a whole number from 1 to 100',
        path: ['value'],
      });
    if (value.kind === 'amount' && value.value > 100_000)
      context.addIssue({ code: 'custom', message: 'An amount off is at most $100,000', path: ['value'] });
  })
  .transform((value) => ({
    ...value,
    // Percent as typed; an amount in dollars to cents.
    value: value.kind === 'percent' ? value.value : Math.round(value.value * 100),
  }));

export const staffIdSchema = z.object({ id: z.uuid('Unknown record') });
