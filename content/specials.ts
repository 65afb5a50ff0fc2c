import { getPackage, type PackageId } from './packages';
import { packagePriceRef, type PriceRef } from './price-refs';

export const specialIds = ['confined-heights-299', 'machinery-operator-999'] as const;
export type SpecialId = (typeof specialIds)[number];

/** The two special offers at the top of /packages; `/booking?special={id}` books them. */
export type Special = {
  id: SpecialId;
  title: string;
  packageId: PackageId;
  /** The package's price-book figure; the saving is worked out from it when shown. */
  price: PriceRef;
  /** AUD incl. GST. */
  originalPrice: number;
  /** Where the offer runs. */
  area: string;
  description: string;
  features: readonly string[];
  bookingHref: string;
};

function fromPackage(id: SpecialId, packageId: PackageId) {
  const pkg = getPackage(packageId);
  return {
    id,
    packageId,
    price: packagePriceRef(pkg.id),
    originalPrice: pkg.originalPrice,
    bookingHref: `/booking?special=${id}`,
  };
}

export const specials = [
  {
    ...fromPackage('confined-heights-299', 'confined-heights-special'),
    title: 'Confined Space and Working at Heights',
    area: 'Port Macquarie area',
    description:
      'RIIWHS202E and RIIWHS204E together: the two high-risk entry tickets, booked as one special.',
    features: [
      'RIIWHS202E Enter and work in confined spaces',
      'RIIWHS204E Work safely at heights',
      'Practical, hands-on assessment',
    ],
  },
  {
    ...fromPackage('machinery-operator-999', 'machinery-operator-special'),
    title: 'Machine Operator',
    area: 'All locations',
    description: 'Machine operator units for civil and mining plant, trained and assessed on the machine.',
    features: [
      'Roller, skid steer, excavator, loader and grader units',
      'Articulated and rigid haul trucks',
      'On our equipment or yours',
    ],
  },
] as const satisfies readonly Special[];

export function findSpecial(id: string): Special | undefined {
  return specials.find((special) => special.id === id);
}
