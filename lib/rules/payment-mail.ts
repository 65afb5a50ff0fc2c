import { formatDateLong } from '@/lib/rules/format';
import { greeting } from '@/lib/rules/mail-greeting';
import { blocksAsPlainText, brandedHtml, oneLine, type MailBlock } from '@/lib/rules/mail-layout';
import { formatCents, gstOfInclusive } from '@/lib/rules/payments';

/**
 * Mail about money: the card receipt (amount with its GST line), a refund when a payment found no place, and the
 * tax invoice or credit note sent to an employer's accounts address. Pure, like enrolment-mail.ts.
 */

export type PaymentMailInput =
  | {
      kind: 'receipt' | 'refunded-no-place';
      reference: string;
      firstName: string;
      amountCents: number;
      courseName: string;
      date: string;
      location: string;
      receiptUrl?: string;
    }
  | {
      kind: 'invoice' | 'credit-note';
      number: string;
      reference: string;
      company: string;
      learnerName: string;
      amountCents: number;
      documentText: string;
      /** A credit note for a card refund goes to the learner who paid, not to an employer's accounts. */
      toLearner?: boolean;
      /** An employer's group booking: how many workers its one invoice covers. */
      groupPlaces?: number;
    };

export type PaymentMail = { subject: string; text: string; html: string };

export function paymentReceiptMail(input: PaymentMailInput): PaymentMail {
  const blocks: MailBlock[] = [];
  let subject: string;
  let title: string;
  const money: Array<readonly [string, string]> = [
    ['Amount', `${formatCents(input.amountCents)} (AUD)`],
    ['GST included', formatCents(gstOfInclusive(input.amountCents))],
  ];
  switch (input.kind) {
    case 'receipt':
    case 'refunded-no-place': {
      const refunded = input.kind === 'refunded-no-place';
      subject = refunded
        ? `Payment refunded: no place left (${input.reference})`
        : `Payment received: ${oneLine(input.courseName, 120)} (${input.reference})`;
      title = refunded ? 'Your payment has been refunded' : 'Payment received';
      blocks.push({ kind: 'text', text: greeting(input.firstName) });
      blocks.push({
        kind: 'text',
        text: refunded
          ? 'Your payment arrived after the place we held for you had been released, and the session is now full. We have refunded the full amount to your card; it usually shows within 5 to 10 business days. Please choose another date.'
          : 'Thank you: we have received your card payment. This is your receipt.',
      });
      // A refunded payment has no place, so no location to go to.
      const location = refunded ? [] : [['Location', input.location] as const];
      blocks.push({
        kind: 'fields',
        rows: [
          ['Reference', input.reference],
          ['Course', input.courseName],
          ['Date', formatDateLong(input.date)],
          ...location,
          ...money,
        ],
      });
      if (!refunded && input.receiptUrl)
        blocks.push({ kind: 'button', href: input.receiptUrl, label: 'Download your receipt' });
      break;
    }
    case 'invoice':
    case 'credit-note': {
      const credit = input.kind === 'credit-note';
      subject = credit
        ? `Credit note ${input.number} for booking ${input.reference}`
        : input.groupPlaces
          ? `Tax invoice ${input.number}: ${input.groupPlaces} places, ${input.reference}`
          : `Tax invoice ${input.number} for booking ${input.reference}`;
      title = credit ? `Credit note ${input.number}` : `Tax invoice ${input.number}`;
      blocks.push({
        kind: 'text',
        text: credit
          ? input.toLearner
            ? `${greeting(input.learnerName)} Your booking below was cancelled and ${formatCents(input.amountCents)} refunded to your card; it usually shows within 5 to 10 business days. The credit note is attached as a PDF.`
            : `Hello ${oneLine(input.company, 120)} accounts team, the booking below was cancelled. The credit note is attached as a PDF.`
          : input.groupPlaces
            ? `Hello ${oneLine(input.company, 120)} accounts team, your employer account booked ${input.groupPlaces} workers into training, each named on the invoice. The tax invoice is attached as a PDF.`
            : `Hello ${oneLine(input.company, 120)} accounts team, ${oneLine(input.learnerName, 120)} has booked training to be paid by your organisation. The tax invoice is attached as a PDF.`,
      });
      blocks.push({ kind: 'quote', text: input.documentText });
      break;
    }
  }
  return {
    subject: oneLine(subject, 200),
    text: blocksAsPlainText(blocks),
    html: brandedHtml({ title, blocks }),
  };
}
