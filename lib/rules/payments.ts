/**
 * Money rules of Book and pay, pure: integer cents, GST-inclusive prices, promotion codes, the refund
 * policy and tax invoice fields. The server hands in the settings; everything here also runs in tests and pages.
 */

/** Dollars as the price book holds them (149, 49.5) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** GST included in a GST-inclusive amount: one eleventh, rounded to the cent. */
export function gstOfInclusive(cents: number): number {
  return Math.round(cents / 11);
}

/** '$1,234.50' from cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const part = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}$${whole.toLocaleString('en-AU')}.${part}`;
}

export type PromotionCode = {
  id: string;
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  /** Percent 1-100, or cents off. */
  value: number;
  /** yyyy-MM-dd, inclusive */
  validFrom: string;
  validUntil: string;
  active: boolean;
};

/** Codes are typed in any case, with stray spaces. */
export function normalisePromotionCode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '');
}

export const promotionMessages = {
  unknown: 'We do not recognise this promotion code. Please check it and try again.',
  expired: 'This promotion code has expired.',
  notYet: 'This promotion code is not valid yet.',
  inactive: 'This promotion code is no longer available.',
  applied: 'Promotion code applied.',
  removed: 'Promotion code removed.',
  onePerBooking: 'One promotion code per booking: codes cannot be combined.',
} as const;

/** Why a code cannot be used on `today` (yyyy-MM-dd, the provider's date), or null when it can. */
export function promotionProblem(code: PromotionCode | null, today: string): string | null {
  if (!code) return promotionMessages.unknown;
  if (!code.active) return promotionMessages.inactive;
  if (today < code.validFrom) return promotionMessages.notYet;
  if (today > code.validUntil) return promotionMessages.expired;
  return null;
}

/** The discount a code gives on a GST-inclusive price; never more than the price. */
export function promotionDiscount(priceCents: number, code: PromotionCode | null): number {
  if (!code) return 0;
  const off = code.kind === 'percent' ? Math.round((priceCents * code.value) / 100) : code.value;
  return Math.max(0, Math.min(priceCents, off));
}

export type Quote = { priceCents: number; discountCents: number; amountCents: number; gstCents: number };

/** What the learner pays: the price less the code's discount, and the GST in it. */
export function quote(priceCents: number, code: PromotionCode | null = null): Quote {
  const discountCents = promotionDiscount(priceCents, code);
  const amountCents = priceCents - discountCents;
  return { priceCents, discountCents, amountCents, gstCents: gstOfInclusive(amountCents) };
}

/** The provider's refund policy (settings): full refund with enough notice, a share of it with less. */
export type RefundPolicy = {
  /** Cancelled at least this many hours before the session: the whole amount back. */
  fullRefundHours: number;
  /** Cancelled later than that (while online cancellation is still open): this percent back. */
  lateRefundPercent: number;
  /** Online cancellation closes this many hours before the session. */
  cancellationNoticeHours: number;
};

/** Cents refunded for a paid amount cancelled `hoursBefore` the session starts. */
export function refundFor(amountCents: number, hoursBefore: number, policy: RefundPolicy): number {
  if (hoursBefore >= policy.fullRefundHours) return amountCents;
  if (hoursBefore >= policy.cancellationNoticeHours)
    return Math.floor((amountCents * policy.lateRefundPercent) / 100);
  return 0;
}

function hoursOrDays(hours: number): string {
  if (hours % 24 === 0 && hours >= 24) {
    const days = hours / 24;
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The refund policy in words, for the fees and policies page and mail (one fact: the settings). */
export function refundPolicyWords(policy: RefundPolicy): string[] {
  const lines = [
    `Cancel at least ${hoursOrDays(policy.fullRefundHours)} before your session starts and we refund the full amount you paid.`,
  ];
  if (policy.fullRefundHours > policy.cancellationNoticeHours) {
    lines.push(
      policy.lateRefundPercent > 0
        ? `Cancel later than that but at least ${hoursOrDays(policy.cancellationNoticeHours)} before the session and we refund ${policy.lateRefundPercent}% of it.`
        : `Cancel later than that and no refund is due.`,
    );
  }
  lines.push(
    `Online cancellation closes ${hoursOrDays(policy.cancellationNoticeHours)} before the session; after that, please call us.`,
    'If we cancel or move a session you cannot attend, you get the full amount back.',
    'Card refunds go back to the card you paid with; employer invoices are credited with a credit note.',
  );
  return lines;
}

/** ATO: a tax invoice of $1,000 or more must show the buyer's identity or ABN. */
export const BUYER_IDENTITY_THRESHOLD_CENTS = 100_000;

export function invoiceNeedsBuyerIdentity(totalCents: number): boolean {
  return totalCents >= BUYER_IDENTITY_THRESHOLD_CENTS;
}

export type DocumentKind = 'invoice' | 'credit-note';

/** 'INV-000042', 'CN-000003' */
export function documentNumber(kind: DocumentKind, number: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;
}

/** A card payment's receipt number: the receipt is the tax invoice of a card booking, one per booking. */
export function receiptNumber(reference: string): string {
  return `RCPT-${reference}`;
}

export type PaymentStatus = 'unpaid' | 'awaiting-approval' | 'invoiced' | 'paid' | 'refunded';

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Not paid',
  'awaiting-approval': 'Employer invoice: awaiting approval',
  invoiced: 'Invoiced to employer',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** Invoice due date (yyyy-MM-dd) from its issue date and the payment terms in days. */
export function dueDate(issuedYmd: string, termsDays: number): string {
  const date = new Date(`${issuedYmd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + termsDays);
  return date.toISOString().slice(0, 10);
}

/** An invoice is overdue the day after its due date while unpaid. */
export function isOverdue(invoice: { status: string; dueDate: string | null }, today: string): boolean {
  return invoice.status === 'issued' && invoice.dueDate !== null && today > invoice.dueDate;
}
