import { getPackage } from './packages';
import { audText, packagePriceToken } from './price-refs';

/**
 * A package card on /packages. Prices are display text: the marketing figures are their own facts (see
 * price-conflicts.ts); a card sold as a pricing package carries its price token. The corporate package is quoted.
 */
export type MarketingPackage = {
  /** Slug of the name; `/booking?package={id}` books it. */
  id: string;
  name: string;
  price: string;
  originalPrice: string | null;
  description: string;
  features: readonly string[];
  duration: string;
  maxStudents: string;
  popular: boolean;
  cta: { label: string; href: string };
};

export const MOST_POPULAR_LABEL = 'Most Popular';

const lvCombo = getPackage('rescue-cpr-combo');

const book = (id: string) => ({ label: 'Book Now', href: `/booking?package=${id}` });

export const marketingPackages = [
  {
    id: 'essential-safety',
    name: 'Essential Safety',
    price: '$299',
    originalPrice: '$349',
    description:
      'The tickets every new starter needs before their first day on a construction or civil site.',
    features: [
      'White card (CPCWHS1001)',
      'Provide first aid (HLTAID011)',
      'Course materials included',
      'Nationally recognised certificates',
    ],
    duration: '2 days',
    maxStudents: '20',
    popular: false,
    cta: book('essential-safety'),
  },
  {
    id: 'professional-mining',
    name: 'Professional Mining',
    price: '$899',
    originalPrice: '$1,149',
    description:
      'Everything a new mine worker needs: induction, heights, confined spaces and first aid in one week.',
    features: [
      'Standard 11 induction units',
      'Work safely at heights (RIIWHS204E)',
      'Enter and work in confined spaces (RIIWHS202E)',
      'Provide first aid (HLTAID011)',
      'Career advice for mining roles',
    ],
    duration: '5 days',
    maxStudents: '12',
    popular: true,
    cta: book('professional-mining'),
  },
  {
    id: 'machinery-operator',
    name: 'Machinery Operator',
    price: '$1,299',
    originalPrice: '$1,599',
    description: 'Two machine tickets plus the plant-support units, with plenty of time in the seat.',
    features: [
      'Two machine tickets of your choice',
      'Support plant operations (RIICCM206E)',
      'Conduct local risk control (RIIRIS201E)',
      'Small groups, one-on-one machine time',
    ],
    duration: '10 days',
    maxStudents: '8',
    popular: false,
    cta: book('machinery-operator'),
  },
  {
    id: 'corporate-enterprise',
    name: 'Corporate Enterprise',
    price: 'Custom Quote',
    originalPrice: null,
    description: 'Training programs for whole crews and companies, planned around your rosters and sites.',
    features: [
      'Training needs analysis',
      'On-site delivery at your workplace',
      'Dedicated account manager',
      'Volume pricing',
      'Training records and compliance reporting',
    ],
    duration: 'Flexible',
    maxStudents: '50+',
    popular: false,
    // A quoted package has no price to book: it opens a corporate enquiry instead.
    cta: { label: 'Request Quote', href: '/contact?enquiry=corporate' },
  },
  {
    id: 'lv-panel-rescue-cpr-combo',
    name: 'LV Panel Rescue & CPR Combo',
    price: packagePriceToken(lvCombo.id),
    originalPrice: audText(lvCombo.originalPrice),
    description: 'The annual rescue and CPR pair for electricians and electrical workers, in one day.',
    features: [
      'Perform rescue from a live LV panel (UETDRMPO18)',
      'Provide cardiopulmonary resuscitation (HLTAID009)',
      'Annual refresher for electrical workers',
      'Nationally recognised certificates',
    ],
    duration: '1 day',
    maxStudents: '16',
    popular: false,
    cta: book('lv-panel-rescue-cpr-combo'),
  },
] as const satisfies readonly MarketingPackage[];

export function findMarketingPackage(id: string): MarketingPackage | undefined {
  return marketingPackages.find((pkg) => pkg.id === id);
}

/** Group sizes behind the FAQ's claims. */
export const GROUP_DISCOUNT_MIN_PEOPLE = 5;
export const ON_SITE_MIN_PEOPLE = 8;
/** The group discount an employer account gets on each place when it books that many workers in one step. */
export const GROUP_DISCOUNT_PERCENT = 10;

export const whyChoosePoints = [
  {
    title: 'Nationally recognised',
    description:
      'Every unit is delivered on behalf of a registered training organisation and accepted Australia-wide.',
  },
  {
    title: 'Trainers from the industry',
    description:
      'Our trainers have worked on mines and civil projects, so the training matches what happens on site.',
  },
  {
    title: 'Five locations, or your site',
    description:
      'Port Macquarie, Mid North Coast, Mackay, Hunter Valley and the Bowen Basin, or on-site for groups.',
  },
  {
    title: 'Packages that save',
    description: 'Bundle the tickets you need and pay less than booking each course on its own.',
  },
] as const;

export const packagesFaq = [
  {
    question: 'Do you offer group discounts?',
    answer: `Yes. Groups of ${GROUP_DISCOUNT_MIN_PEOPLE} or more receive a group discount. Tell us how many people and which courses, and we will send a quote.`,
  },
  {
    question: 'Can you train our team at our site?',
    answer: `Yes. We deliver on-site training for groups of ${ON_SITE_MIN_PEOPLE} or more anywhere we operate in NSW and Queensland, as long as the site has the space and equipment the course needs.`,
  },
  {
    question: 'Are the certificates nationally recognised?',
    answer:
      'Yes. Training is delivered on behalf of a registered training organisation, and you receive a statement of attainment for every unit you complete.',
  },
  {
    question: 'What is the difference between full training and experienced pricing?',
    answer:
      'Full training teaches the skills from the ground up. Experienced (refresher) pricing is for people who already do the work and need their competency assessed or renewed.',
  },
  {
    question: 'What do I need to bring?',
    answer:
      'Your USI, current photo ID and the PPE listed for your course, usually steel-capped boots, long pants and a long-sleeved shirt.',
  },
] as const;

export const customSolutions = {
  title: 'Need a Custom Solution?',
  description:
    'We build training programs around your crew, your rosters and your site. Tell us what you need and we will put a plan and a price together.',
  cta: { label: 'Contact Us', href: '/contact' },
} as const;

export const packagesClosingCta = {
  title: 'Ready to get qualified?',
  description: 'Book a package or a single course today.',
  cta: { label: 'Book Now', href: '/booking' },
} as const;
