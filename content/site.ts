/** The provider's identity. A real provider edits this file and `contacts.ts`, nothing else. */
export const site = {
  name: 'Ridgeline Safety Training',
  shortName: 'Ridgeline',
  tagline: 'Mining & civil construction safety training in NSW and QLD',
  description:
    'Nationally recognised mining and civil construction safety training in NSW and QLD: white card, first aid and CPR, working at heights, confined spaces and machinery tickets.',
  /** Courses are delivered on behalf of this registered training organisation. Fictional placeholder. */
  rto: {
    name: 'Example Registered Training Organisation Pty Ltd',
    code: '00000',
  },
  /**
   * The seller on tax invoices (ATO: the supplier's identity and ABN). Fictional placeholders: the ABN is the ATO's
   * published example (valid check digits), the bank account is made up.
   */
  business: {
    legalName: 'Ridgeline Safety Training Pty Ltd',
    abn: '51824753556',
    bank: { accountName: 'Ridgeline Safety Training Pty Ltd', bsb: '000-000', accountNumber: '00000000' },
    accountsEmail: 'accounts@example.com',
  },
  /**
   * Sender identification for marketing e-mail (Spam Act 2003): printed in every campaign's footer. Fictional
   * placeholder; a real provider puts its business address here.
   */
  postalAddress: 'PO Box 1234, Newcastle NSW 2300, Australia',
  states: ['NSW', 'QLD'],
  currency: 'AUD',
  /**
   * The provider's own clock: what "today" means for booking dates and calendars, times in mail and lists where no
   * location applies (QLD locations keep their own zone: Brisbane has no daylight saving, Sydney does).
   */
  timeZone: 'Australia/Sydney',
  /** Price notes shown beside every price. */
  priceNote: 'All prices in AUD, GST included.',
} as const;

/** Notice shown in the footer and on printed catalogues. */
export function rtoNotice(): string {
  return `Training is delivered on behalf of ${site.rto.name} (RTO ${site.rto.code}), a nationally registered training organisation.`;
}
