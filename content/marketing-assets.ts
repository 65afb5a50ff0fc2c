/** The marketing page's downloadable items (spec 001: business cards and promotional items). */
import type { StateCode } from './contacts';

export type BusinessCardFormat = 'PDF' | 'PNG' | 'vCard';

export type BusinessCardAsset = { state: StateCode; formats: readonly BusinessCardFormat[] };

export const businessCards = [
  { state: 'NSW', formats: ['PDF', 'PNG', 'vCard'] },
  { state: 'QLD', formats: ['PDF', 'PNG', 'vCard'] },
] as const satisfies readonly BusinessCardAsset[];

/** Print size of the business cards: the Australian standard card, and the PNG at 300 dpi of 3.5 x 2 in. */
export const BUSINESS_CARD_MM = { width: 90, height: 55 } as const;
export const BUSINESS_CARD_PX = { width: 1050, height: 600 } as const;

export type PromotionalItemType = 'brochure' | 'flyer' | 'social' | 'email';

export type PromotionalItem = {
  id: string;
  title: string;
  type: PromotionalItemType;
  description: string;
  format: 'PDF' | 'PNG' | 'HTML';
  /** Made from the content modules (and the admins' prices) when downloaded. */
  href: string;
};

export const promotionalItems = [
  {
    id: 'brochure',
    title: 'Course Brochure',
    type: 'brochure',
    description:
      'Two A4 pages: popular courses and training packages with current prices, locations and coordinators.',
    format: 'PDF',
    href: '/api/marketing/promotional/brochure',
  },
  {
    id: 'flyer',
    title: 'Special Offers Flyer',
    type: 'flyer',
    description:
      'A4 flyer with the current special offers, ready for noticeboards, site offices and crib rooms.',
    format: 'PDF',
    href: '/api/marketing/promotional/flyer',
  },
  {
    id: 'social',
    title: 'Social Media Post',
    type: 'social',
    description: 'Square 1080 x 1080 image of the headline special for Facebook, Instagram and LinkedIn.',
    format: 'PNG',
    href: '/api/marketing/promotional/social',
  },
  {
    id: 'email-template',
    title: 'Email Newsletter Template',
    type: 'email',
    description:
      'HTML e-mail with the special offers and packages, built with inline styles for every mail client.',
    format: 'HTML',
    href: '/api/marketing/promotional/email-template',
  },
] as const satisfies readonly PromotionalItem[];

/** Shown beside 'Contact Marketing Team'. */
export const marketingIntro =
  'Logos, colours, business cards and ready-made promotional material for staff, partners and resellers. Every file is made from the current course list and prices.';
