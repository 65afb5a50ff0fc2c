import { describe, expect, it } from 'vitest';

import {
  documentNumber,
  dueDate,
  formatCents,
  gstOfInclusive,
  invoiceNeedsBuyerIdentity,
  isOverdue,
  promotionDiscount,
  promotionMessages,
  promotionProblem,
  quote,
  refundFor,
  refundPolicyWords,
  toCents,
  type PromotionCode,
  receiptNumber,
} from '@/lib/rules/payments';
import { paymentReceiptMail } from '@/lib/rules/payment-mail';
import { invoiceDocument, invoiceText } from '@/lib/rules/tax-invoice';
import { site } from '@/content/site';

const code = (overrides: Partial<PromotionCode> = {}): PromotionCode => ({
  id: 'p',
  code: 'SPRING',
  description: '',
  kind: 'percent',
  value: 10,
  validFrom: '2026-01-01',
  validUntil: '2026-01-31',
  active: true,
  ...overrides,
});

describe('money in cents, GST one eleventh', () => {
  it('converts dollars to cents without floating-point drift', () => {
    expect(toCents(149)).toBe(14900);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.565)).toBe(123457);
  });

  it('takes GST as one eleventh of a GST-inclusive price, to the cent', () => {
    expect(gstOfInclusive(11000)).toBe(1000);
    expect(gstOfInclusive(14900)).toBe(1355);
    expect(gstOfInclusive(0)).toBe(0);
  });

  it('formats cents as Australian dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });
});

describe('promotion codes', () => {
  it('is valid between its dates while switched on', () => {
    expect(promotionProblem(code(), '2026-01-15')).toBeNull();
    expect(promotionProblem(code(), '2026-01-01')).toBeNull();
    expect(promotionProblem(code(), '2026-01-31')).toBeNull();
    expect(promotionProblem(code(), '2026-02-01')).toBe(promotionMessages.expired);
    expect(promotionProblem(code(), '2025-12-31')).toBe(promotionMessages.notYet);
    expect(promotionProblem(code({ active: false }), '2026-01-15')).toBe(promotionMessages.inactive);
    expect(promotionProblem(null, '2026-01-15')).toBe(promotionMessages.unknown);
  });

  it('never discounts more than the price', () => {
    expect(promotionDiscount(10000, code({ kind: 'amount', value: 25000 }))).toBe(10000);
    expect(promotionDiscount(14900, code({ value: 15 }))).toBe(2235);
    expect(quote(14900, code({ kind: 'amount', value: 2000 }))).toEqual({
      priceCents: 14900,
      discountCents: 2000,
      amountCents: 12900,
      gstCents: 1173,
    });
  });
});

describe('refund policy', () => {
  const policy = { fullRefundHours: 72, lateRefundPercent: 50, cancellationNoticeHours: 48 };

  it('refunds in full with enough notice, a share later, nothing once online cancellation closed', () => {
    expect(refundFor(14900, 100, policy)).toBe(14900);
    expect(refundFor(14900, 72, policy)).toBe(14900);
    expect(refundFor(14900, 60, policy)).toBe(7450);
    expect(refundFor(14900, 10, policy)).toBe(0);
  });

  it('says the policy in words from the same settings', () => {
    const words = refundPolicyWords(policy).join(' ');
    expect(words).toContain('at least 3 days before');
    expect(words).toContain('refund 50% of it');
    expect(words).toContain('Online cancellation closes 2 days before');
  });
});

describe('tax invoice', () => {
  const facts = {
    kind: 'invoice' as const,
    number: 42,
    issuedOn: '2026-03-01',
    dueOn: dueDate('2026-03-01', 14),
    buyerCompany: 'Acme Mining Pty Ltd',
    buyerAbn: null,
    purchaseOrder: 'PO-1',
    reference: 'BR-ABCDEF',
    learnerName: 'Jordan Lee',
    items: [{ description: 'Provide First Aid', amountCents: 14900 }],
  };

  it('has what the ATO requires', () => {
    const document = invoiceDocument(facts);
    expect(document.title).toBe('Tax invoice');
    expect(document.number).toBe('INV-000042');
    expect(document.seller).toContain('ABN 51 824 753 556');
    expect(document.details).toContainEqual(['Date of issue', '01/03/2026']);
    expect(document.details).toContainEqual(['Payment due', '15/03/2026']);
    expect(document.items).toEqual([{ description: 'Provide First Aid', gst: '$13.55', amount: '$149.00' }]);
    expect(document.totals).toContainEqual(['GST included', '$13.55']);
    const text = invoiceText(document);
    expect(text).toContain(`BSB ${site.business.bank.bsb}`);
    expect(text).toContain('Payment terms: due by 15/03/2026');
  });

  it('names the buyer\u2019s ABN from $1,000, or says it was not given', () => {
    expect(invoiceNeedsBuyerIdentity(99_999)).toBe(false);
    expect(invoiceNeedsBuyerIdentity(100_000)).toBe(true);
    const big = invoiceDocument({
      ...facts,
      items: [{ description: 'Group booking', amountCents: 120_000 }],
    });
    expect(big.buyer).toEqual(['Acme Mining Pty Ltd', 'ABN not provided']);
    const withAbn = invoiceDocument({
      ...facts,
      buyerAbn: '51824753556',
      items: [{ description: 'Group', amountCents: 120_000 }],
    });
    expect(withAbn.buyer).toContain('ABN 51 824 753 556');
  });

  it('numbers credit notes in their own series and names the invoice they adjust', () => {
    const note = invoiceDocument({
      ...facts,
      kind: 'credit-note',
      number: 3,
      creditsNumber: 42,
      dueOn: null,
    });
    expect(note.number).toBe('CN-000003');
    expect(note.details).toContainEqual(['Adjusts tax invoice', 'INV-000042']);
    expect(documentNumber('invoice', 7)).toBe('INV-000007');
  });

  it('a card refund\u2019s credit note adjusts the receipt and says the card was refunded', () => {
    const note = invoiceDocument({
      ...facts,
      kind: 'credit-note',
      number: 4,
      creditsReceipt: 'RCPT-BR-ABCDEF',
      dueOn: null,
    });
    expect(note.title).toBe('Adjustment note (credit note)');
    expect(note.details).toContainEqual(['Adjusts tax invoice (receipt)', 'RCPT-BR-ABCDEF']);
    expect(note.details.map(([label]) => label)).not.toContain('Adjusts tax invoice');
    expect(note.footer[0]).toBe('The amount credited has been refunded to the card used to pay.');
    const mail = paymentReceiptMail({
      kind: 'credit-note',
      number: note.number,
      reference: 'BR-ABCDEF',
      company: 'Jordan Lee',
      learnerName: 'Jordan Lee',
      amountCents: 14900,
      documentText: invoiceText(note),
      toLearner: true,
    });
    expect(mail.subject).toBe('Credit note CN-000004 for booking BR-ABCDEF');
    expect(mail.text).toContain('Hi Jordan,');
    expect(mail.text).toContain('$149.00 refunded to your card');
    expect(mail.text).not.toContain('accounts team');
    expect(receiptNumber('BR-ABCDEF')).toBe('RCPT-BR-ABCDEF');
  });

  it('sends a card receipt with where to go, and a refund for a lost place without it', () => {
    const paid = {
      reference: 'BR-ABCDEF',
      firstName: 'Jordan',
      amountCents: 14900,
      courseName: 'Working Safely at Heights',
      date: '2026-05-01',
      location: 'Brisbane',
      receiptUrl: 'https://example.test/receipt',
    };
    const receipt = paymentReceiptMail({ kind: 'receipt', ...paid });
    expect(receipt.subject).toBe('Payment received: Working Safely at Heights (BR-ABCDEF)');
    expect(receipt.text).toContain('This is your receipt.');
    expect(receipt.text).toContain('Brisbane');
    expect(receipt.text).toContain('$149.00');
    expect(receipt.html).toContain('https://example.test/receipt');
    const refunded = paymentReceiptMail({ kind: 'refunded-no-place', ...paid });
    expect(refunded.subject).toBe('Payment refunded: no place left (BR-ABCDEF)');
    expect(refunded.text).toContain('We have refunded the full amount to your card');
    expect(refunded.text).toContain('$149.00');
    expect(refunded.text).not.toContain('Brisbane');
    expect(refunded.html).not.toContain('https://example.test/receipt');
  });

  it('is overdue the day after it is due while unpaid', () => {
    expect(isOverdue({ status: 'issued', dueDate: '2026-03-15' }, '2026-03-15')).toBe(false);
    expect(isOverdue({ status: 'issued', dueDate: '2026-03-15' }, '2026-03-16')).toBe(true);
    expect(isOverdue({ status: 'paid', dueDate: '2026-03-15' }, '2026-04-01')).toBe(false);
  });
});
