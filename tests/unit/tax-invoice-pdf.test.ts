import { describe, expect, it } from 'vitest';

import { invoicePdf } from '@/lib/files/tax-invoice-pdf';
import { invoiceDocument } from '@/lib/rules/tax-invoice';
import { checkPdf } from '@/tests/support/pdf-check';

describe('tax invoice PDF', () => {
  it('is a valid, tagged PDF with Inter embedded that reads as the ATO asks, whatever the buyer\u2019s script', async () => {
    const document = invoiceDocument({
      kind: 'invoice',
      number: 12,
      issuedOn: '2026-03-01',
      dueOn: '2026-03-15',
      buyerCompany: 'Nguyễn Thị Hồng Mining Pty Ltd',
      buyerAbn: '51824753556',
      purchaseOrder: 'PO-7781',
      reference: 'BR-ABCDEF',
      learnerName: 'Zoë Ångström',
      items: [{ description: 'Provide First Aid, Mackay, 20/03/2026: Zoë Ångström', amountCents: 120_000 }],
    });
    const checked = checkPdf(await invoicePdf(document, new Date('2026-03-01T00:00:00Z')));
    try {
      expect(checked.qpdfOk, checked.qpdfOutput).toBe(true);
      expect(checked.info.Tagged).toBe('yes');
      expect(checked.info.Title).toBe('Tax invoice INV-000012');
      expect(checked.fonts.length).toBeGreaterThan(0);
      for (const font of checked.fonts) expect(font).toMatchObject({ embedded: true, unicode: true });
      const text = checked.text.replace(/\s+/g, ' ');
      for (const expected of [
        'Tax invoice',
        'INV-000012',
        'ABN 51 824 753 556',
        'Nguyễn Thị Hồng Mining Pty Ltd',
        'Zoë Ångström',
        'Date of issue',
        '01/03/2026',
        'Payment due',
        '15/03/2026',
        'PO-7781',
        '$1,200.00',
        'GST included',
        '$109.09',
        'BSB',
      ])
        expect(text).toContain(expected);
    } finally {
      checked.dispose();
    }
  });
});
