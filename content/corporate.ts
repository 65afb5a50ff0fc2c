export type CorporateBenefit = { id: string; title: string; description: string };

export const corporateBenefits = [
  {
    id: 'bulk-discounts',
    title: 'Bulk discounts',
    description: 'Lower prices per person when you train your crew together.',
  },
  {
    id: 'account-manager',
    title: 'Dedicated account manager',
    description: 'One contact who knows your sites, your people and their tickets.',
  },
  {
    id: 'customised-training',
    title: 'Customised training',
    description: 'Scenarios and examples built around your equipment, procedures and hazards.',
  },
  {
    id: 'flexible-scheduling',
    title: 'Flexible scheduling',
    description: 'Sessions that fit your rosters, including weekends and shutdown windows.',
  },
  {
    id: 'reporting',
    title: 'Reporting',
    description: 'Completion records and ticket expiry reports for your compliance files.',
  },
  {
    id: 'priority-booking',
    title: 'Priority booking',
    description: 'First call on seats in busy courses, even at short notice.',
  },
] as const satisfies readonly CorporateBenefit[];

export const corporatePanel = {
  title: 'Corporate Accounts',
  intro:
    'Training a team? Open a corporate account and we will look after your crew’s tickets from induction to renewal.',
  cta: { label: 'REGISTER NOW', href: '/contact?enquiry=corporate' },
  // DESIGN.md keeps REGISTER NOW on the corporate enquiry; the account itself is opened here.
  account: { label: 'Open an employer account', href: '/employers/register' },
} as const;

/** Priority booking: how long an approved employer may hold places in a session before booking its workers. */
export const EMPLOYER_HOLD_HOURS = 48;
