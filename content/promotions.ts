import { WHITE_CARD_FACE_TO_FACE_PRICE, WHITE_CARD_ONLINE_PRICE } from './course-pages';
import { getPackage } from './packages';
import { packagePriceRef, sumPriceRefs, timesPriceRef, unitPriceRef, type Amount } from './price-refs';
import { machineOperationUnits } from './units';

export type PromotionLink = { label: string; href: string };

/**
 * Fields an offer (/promotions) and a slide (home carousel) share. Prices in AUD incl. GST: an offer's own figure
 * is a number; a unit or package price is a reference to the price book. The saving is worked out when shown.
 */
type PromotionBase = {
  id: string;
  title: string;
  subtitle: string;
  price: Amount;
  originalPrice: Amount;
  /** Refresher price, where the offer has one. */
  refresherPrice?: Amount;
  description: string;
  /** Tailwind background classes; every gradient is dark enough for white text. */
  gradient: string;
};

export type PromotionOffer = PromotionBase & {
  features: readonly string[];
  /** yyyy-MM-dd */
  validUntil: string;
  keywords: readonly string[];
  cta: PromotionLink;
};

export type PromotionSlide = PromotionBase & { action: PromotionLink };

export const PROMOTIONS_VALID_UNTIL = '2024-12-31';

const BOOK_NOW: PromotionLink = { label: 'BOOK NOW', href: '/booking' };
const WHITE_CARD_PAGE = '/courses/nsw-whitecard';

function priced(price: Amount, originalPrice: Amount) {
  return { price, originalPrice };
}

const heightsAndConfined = getPackage('confined-heights-special');
const standard11 = getPackage('standard-11');
const firstAidPackage = getPackage('first-aid');
// 'experienced' is the full price for a unit without a refresher price, as the price book reads it.
const machineExperiencedPrice = unitPriceRef(machineOperationUnits[0].unitCode, 'experienced');

export const promotionOffers = [
  {
    id: 'heights-confined-combo',
    title: 'Heights + Confined Space Combo',
    subtitle: 'RIIWHS204E + RIIWHS202E',
    // "Was" is the two unit prices added up; the packages page shows a different "was" (see price-conflicts.ts).
    ...priced(
      packagePriceRef(heightsAndConfined.id),
      sumPriceRefs(unitPriceRef('RIIWHS204E'), unitPriceRef('RIIWHS202E')),
    ),
    description:
      'Book working at heights and confined space entry together: the two tickets most mine and civil sites ask for.',
    gradient: 'bg-linear-to-br from-primary to-brand',
    features: [
      'RIIWHS204E Work safely at heights',
      'RIIWHS202E Enter and work in confined spaces',
      'Hands-on practical training',
      'Nationally recognised statements of attainment',
    ],
    validUntil: PROMOTIONS_VALID_UNTIL,
    keywords: [
      'working at heights course',
      'confined space course',
      'RIIWHS204E',
      'RIIWHS202E',
      'safety training combo',
    ],
    cta: BOOK_NOW,
  },
  {
    id: 'online-white-card',
    title: 'Online White Card',
    subtitle: 'NSW & QLD',
    ...priced(WHITE_CARD_ONLINE_PRICE, WHITE_CARD_FACE_TO_FACE_PRICE),
    description:
      'Complete CPCWHS1001 from home in a live, trainer-led online session and get on site sooner.',
    gradient: 'bg-linear-to-br from-brand to-destructive',
    features: [
      'CPCWHS1001 Prepare to work safely in the construction industry',
      'Live online session with a qualified trainer',
      'Recognised across Australia',
      'Statement of attainment on completion',
    ],
    validUntil: PROMOTIONS_VALID_UNTIL,
    keywords: [
      'online white card',
      'white card NSW',
      'white card QLD',
      'CPCWHS1001',
      'construction induction',
    ],
    cta: { label: 'GET ONLINE WHITE CARD', href: WHITE_CARD_PAGE },
  },
  {
    id: 'three-machines-verification',
    title: 'Three Machines Verification',
    subtitle: 'For experienced operators',
    ...priced(600, timesPriceRef(machineExperiencedPrice, 3)),
    description:
      'Already running the gear? Have your skills on three machines verified and ticketed in one booking.',
    gradient: 'bg-linear-to-br from-primary to-success',
    features: [
      'Verification of competency on three machines',
      'Excavator, loader, skid steer, roller, grader, haul trucks and more',
      'Assessed at our venue or on your site',
      'Statement of attainment for each machine',
    ],
    validUntil: PROMOTIONS_VALID_UNTIL,
    keywords: [
      'machine ticket',
      'verification of competency',
      'excavator ticket',
      'loader ticket',
      'RPL machinery',
    ],
    cta: BOOK_NOW,
  },
  {
    id: 'standard-11',
    title: 'Standard 11 Induction',
    subtitle: 'Queensland coal mining induction',
    ...priced(packagePriceRef(standard11.id), standard11.originalPrice),
    refresherPrice: 399,
    description:
      'The Standard 11 induction units for Queensland coal mines, with a lower refresher price for returning workers.',
    gradient: 'bg-linear-to-br from-destructive to-primary',
    features: [
      'Full Standard 11 induction package',
      'Refresher option for current workers',
      'Delivered in Mackay and the Bowen Basin',
      'Nationally recognised units',
    ],
    validUntil: PROMOTIONS_VALID_UNTIL,
    keywords: ['Standard 11', 'coal mine induction', 'Queensland mining induction', 'Bowen Basin', 'Mackay'],
    cta: BOOK_NOW,
  },
  {
    id: 'first-aid-special',
    title: 'First Aid Special',
    subtitle: 'Package of three units',
    ...priced(packagePriceRef(firstAidPackage.id), firstAidPackage.originalPrice),
    description:
      'CPR, basic emergency life support and first aid in one booking: HLTAID009, HLTAID010 and HLTAID011.',
    gradient: 'bg-linear-to-br from-success to-primary',
    features: [
      'HLTAID009 Provide cardiopulmonary resuscitation',
      'HLTAID010 Provide basic emergency life support',
      'HLTAID011 Provide first aid',
      'Online theory, short practical session',
    ],
    validUntil: PROMOTIONS_VALID_UNTIL,
    keywords: ['first aid course', 'CPR course', 'HLTAID011', 'HLTAID009', 'first aid package'],
    cta: BOOK_NOW,
  },
] as const satisfies readonly PromotionOffer[];

/** The home carousel's five slides: the same offers, each with BOOK NOW to the offer's destination. */
export const promotionSlides: readonly PromotionSlide[] = promotionOffers.map((offer) => ({
  id: offer.id,
  title: offer.title,
  subtitle: offer.subtitle,
  price: offer.price,
  originalPrice: offer.originalPrice,
  ...('refresherPrice' in offer ? { refresherPrice: offer.refresherPrice } : {}),
  description: offer.description,
  gradient: offer.gradient,
  action: { label: 'BOOK NOW', href: offer.cta.href },
}));

export const promotionTerms = [
  'Offers cannot be combined with any other offer or discount.',
  'Offers apply to new bookings only.',
  'Photo ID is required on the day of training.',
  'Medical clearance may be required for some courses.',
  'Minimum age requirements apply.',
  'Full payment is required at the time of booking.',
  'All prices are in Australian dollars (AUD) and include GST.',
] as const;

export const promotionsHero = {
  title: 'Special Offers',
  subtitle: 'Save on white card, first aid, heights, confined spaces, Standard 11 and machine tickets.',
} as const;
