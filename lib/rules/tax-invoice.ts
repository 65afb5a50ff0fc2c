import { site } from '@/content/site';
import { formatAbn } from '@/lib/rules/abn';
import {
  documentNumber,
  formatCents,
  gstOfInclusive,
  invoiceNeedsBuyerIdentity,
  type DocumentKind,
} from '@/lib/rules/payments';

/**
 * A tax invoice (or credit note) as the ATO defines it, as data: the words "Tax invoice", the seller's identity
 * and ABN, the date of issue, a number, each item with its GST, the total, the buyer's identity or ABN when the
 * total is $1,000 or more; then the payment terms and bank details. The PDF and the mail lay this out; tests read
 * it here. Amounts are GST-inclusive cents; each item's GST is one eleventh of its amount.
 */

export type InvoiceItem = { description: string; amountCents: number };

export type InvoiceFacts = {
  kind: DocumentKind;
  number: number;
  /** yyyy-MM-dd */
  issuedOn: string;
  /** yyyy-MM-dd, invoices only */
  dueOn: string | null;
  buyerCompany: string;
  buyerAbn: string | null;
  purchaseOrder: string | null;
  /** The booking's reference; an employer's group booking has none of its own (its purchase order names it). */
  reference: string | null;
  learnerName: string;
  /** A group booking's places: the items name each worker, and the invoice says how many learners. */
  groupPlaces?: number;
  items: InvoiceItem[];
  /** A credit note names the invoice it adjusts. */
  creditsNumber?: number | null;
  /** Or, for a card booking, the receipt it adjusts (the receipt is the tax invoice of a card payment). */
  creditsReceipt?: string | null;
};

export type InvoiceDocument = {
  title: string;
  number: string;
  seller: string[];
  buyer: string[];
  details: Array<readonly [string, string]>;
  items: Array<{ description: string; gst: string; amount: string }>;
  totals: Array<readonly [string, string]>;
  footer: string[];
  totalCents: number;
  gstCents: number;
};

function dmy(ymd: string): string {
  const [year, month, day] = ymd.split('-');
  return `${day}/${month}/${year}`;
}

export function invoiceDocument(facts: InvoiceFacts): InvoiceDocument {
  const totalCents = facts.items.reduce((sum, item) => sum + item.amountCents, 0);
  const gstCents = facts.items.reduce((sum, item) => sum + gstOfInclusive(item.amountCents), 0);
  const credit = facts.kind === 'credit-note';
  const buyer = [facts.buyerCompany];
  // Below $1,000 the ATO does not require the buyer's details; they are shown whenever known, and always above.
  if (facts.buyerAbn) buyer.push(`ABN ${formatAbn(facts.buyerAbn)}`);
  else if (invoiceNeedsBuyerIdentity(totalCents)) buyer.push('ABN not provided');
  const details: Array<readonly [string, string]> = [
    [credit ? 'Credit note number' : 'Invoice number', documentNumber(facts.kind, facts.number)],
    ['Date of issue', dmy(facts.issuedOn)],
  ];
  if (credit && facts.creditsNumber)
    details.push(['Adjusts tax invoice', documentNumber('invoice', facts.creditsNumber)]);
  else if (credit && facts.creditsReceipt)
    details.push(['Adjusts tax invoice (receipt)', facts.creditsReceipt]);
  if (facts.dueOn) details.push(['Payment due', dmy(facts.dueOn)]);
  if (facts.purchaseOrder) details.push(['Purchase order', facts.purchaseOrder]);
  if (facts.reference) details.push(['Booking reference', facts.reference]);
  details.push(
    facts.groupPlaces
      ? ['Learners', `${facts.groupPlaces} workers, named in the items`]
      : ['Learner', facts.learnerName],
  );
  const footer = credit
    ? [
        facts.creditsReceipt
          ? 'The amount credited has been refunded to the card used to pay.'
          : 'This credit note reduces the amount owed on the tax invoice named above.',
      ]
    : [
        `Payment terms: ${facts.dueOn ? `due by ${dmy(facts.dueOn)}` : 'due on receipt'}. Please quote ${documentNumber(facts.kind, facts.number)} with your payment.`,
        `Bank transfer: ${site.business.bank.accountName}, BSB ${site.business.bank.bsb}, account ${site.business.bank.accountNumber}.`,
        `Questions about this invoice: ${site.business.accountsEmail}.`,
      ];
  footer.push(`Training delivered on behalf of ${site.rto.name} (RTO ${site.rto.code}).`);
  return {
    title: credit ? 'Adjustment note (credit note)' : 'Tax invoice',
    number: documentNumber(facts.kind, facts.number),
    seller: [site.business.legalName, `ABN ${formatAbn(site.business.abn)}`, site.postalAddress],
    buyer,
    details,
    items: facts.items.map((item) => ({
      description: item.description,
      gst: formatCents(gstOfInclusive(item.amountCents)),
      amount: formatCents(item.amountCents),
    })),
    totals: [
      [credit ? 'Total credited (incl. GST)' : 'Total (incl. GST)', formatCents(totalCents)],
      ['GST included', formatCents(gstCents)],
    ],
    footer,
    totalCents,
    gstCents,
  };
}

/** The document as plain text (the mail's body, and a readable fallback). */
export function invoiceText(document: InvoiceDocument): string {
  const lines = [
    `${document.title.toUpperCase()} ${document.number}`,
    '',
    ...document.seller,
    '',
    'To:',
    ...document.buyer,
    '',
    ...document.details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...document.items.map((item) => `${item.description}: ${item.amount} (GST ${item.gst})`),
    '',
    ...document.totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...document.footer,
  ];
  return lines.join('\n');
}
