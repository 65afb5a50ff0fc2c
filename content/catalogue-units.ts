import { locationSlugs, type LocationSlug } from './locations';
import { unitPriceToken } from './price-refs';
import { getUnit, type UnitCode } from './units';

export const catalogueCategories = [
  'First Aid',
  'Communication & Governance',
  'WHS Safety & Risk',
  'Civil Construction Management',
  'Materials Handling',
  'Mobile Plant & Machinery',
  'White Card & Safety',
  'Certificate Qualifications',
  'Specialized Training',
] as const;
export type CatalogueCategory = (typeof catalogueCategories)[number];

export type DeliveryMode = 'Face to face' | 'Blended' | 'Online' | 'On site' | 'Workplace';

export type CatalogueUnit = {
  code: string;
  title: string;
  duration: string;
  deliveryModes: readonly DeliveryMode[];
  locations: readonly LocationSlug[];
  /**
   * Catalogue price text. A figure the catalogue states as its own (see price-conflicts.ts) is plain text; a row
   * that shows the unit's price carries a price token, rendered from the price book (lib/rules/price-template.ts).
   */
  price: string;
  category: CatalogueCategory;
  /** Short description; units fall back to the unit's own description. */
  description: string;
};

const ALL = locationSlugs;
const QLD: readonly LocationSlug[] = ['mackay', 'bowen-basin'];

const IN_CLASS: readonly DeliveryMode[] = ['Face to face'];
const BLENDED: readonly DeliveryMode[] = ['Face to face', 'Blended'];
const PLANT: readonly DeliveryMode[] = ['Face to face', 'On site'];

type Row = Omit<CatalogueUnit, 'title' | 'description' | 'locations'> & {
  title?: string;
  description?: string;
  locations?: readonly LocationSlug[];
};

/** A unit row: title and description come from the unit. */
function unitRow(code: UnitCode, row: Omit<Row, 'code'>): CatalogueUnit {
  const unit = getUnit(code);
  return {
    code,
    title: row.title ?? unit.title,
    description: row.description ?? unit.description,
    locations: row.locations ?? ALL,
    duration: row.duration,
    deliveryModes: row.deliveryModes,
    price: row.price,
    category: row.category,
  };
}

/** Rows for which the catalogue gives no figure of its own show the unit price. */
const unitPriceText = (code: UnitCode): string => unitPriceToken(code);

const machineRow = (code: UnitCode): CatalogueUnit =>
  unitRow(code, {
    duration: '2 Days',
    deliveryModes: PLANT,
    price: '$600',
    category: 'Mobile Plant & Machinery',
  });

export const catalogueUnits: readonly CatalogueUnit[] = [
  // First Aid
  unitRow('HLTAID009', { duration: '3 hours', deliveryModes: BLENDED, price: '$80', category: 'First Aid' }),
  unitRow('HLTAID010', { duration: '4 hours', deliveryModes: BLENDED, price: '$120', category: 'First Aid' }),
  unitRow('HLTAID011', { duration: '1 Day', deliveryModes: BLENDED, price: '$120', category: 'First Aid' }),
  // Communication & Governance (communication units $180 to $250)
  unitRow('RIICOM201E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: '$180',
    category: 'Communication & Governance',
  }),
  unitRow('RIICOM301E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: '$220',
    category: 'Communication & Governance',
  }),
  unitRow('RIIGOV201E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: '$180',
    category: 'Communication & Governance',
  }),
  unitRow('RIIBEF201E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: '$180',
    category: 'Communication & Governance',
  }),
  unitRow('BSBPMG420', {
    duration: '2 Days',
    deliveryModes: ['Face to face', 'Online'],
    price: unitPriceText('BSBPMG420'),
    category: 'Communication & Governance',
  }),
  unitRow('BSBPMG429', {
    duration: '2 Days',
    deliveryModes: ['Face to face', 'Online'],
    price: unitPriceText('BSBPMG429'),
    category: 'Communication & Governance',
  }),
  // WHS Safety & Risk
  unitRow('RIIWHS201E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: unitPriceText('RIIWHS201E'),
    category: 'WHS Safety & Risk',
  }),
  unitRow('RIIRIS201E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: unitPriceText('RIIRIS201E'),
    category: 'WHS Safety & Risk',
  }),
  unitRow('RIIRIS301E', {
    duration: '2 Days',
    deliveryModes: IN_CLASS,
    price: '$350',
    category: 'WHS Safety & Risk',
  }),
  unitRow('RIIRIS402E', {
    duration: '2 Days',
    deliveryModes: IN_CLASS,
    price: unitPriceText('RIIRIS402E'),
    category: 'WHS Safety & Risk',
  }),
  unitRow('RIIWHS301E', {
    duration: '2 Days',
    deliveryModes: IN_CLASS,
    price: unitPriceText('RIIWHS301E'),
    category: 'WHS Safety & Risk',
  }),
  // Civil Construction Management (plant-support units $180 to $250)
  unitRow('RIICCM201E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: '$180',
    category: 'Civil Construction Management',
  }),
  unitRow('RIICCM202E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$220',
    category: 'Civil Construction Management',
  }),
  unitRow('RIICCM203E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: '$180',
    category: 'Civil Construction Management',
  }),
  unitRow('RIICCM204E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$220',
    category: 'Civil Construction Management',
  }),
  unitRow('RIICCM205E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$220',
    category: 'Civil Construction Management',
  }),
  unitRow('RIICCM206E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$250',
    category: 'Civil Construction Management',
  }),
  unitRow('RIICCM207E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$220',
    category: 'Civil Construction Management',
  }),
  unitRow('RIICCM208E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$220',
    category: 'Civil Construction Management',
  }),
  unitRow('RIIWMG203E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$220',
    category: 'Civil Construction Management',
  }),
  // Materials Handling (plant-support units $180 to $250)
  unitRow('RIISAM201E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$180',
    category: 'Materials Handling',
  }),
  unitRow('RIISAM203E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$180',
    category: 'Materials Handling',
  }),
  unitRow('RIISAM204E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: '$250',
    category: 'Materials Handling',
  }),
  // Mobile Plant & Machinery ($600 each, 2 days)
  machineRow('RIIMPO317F'),
  machineRow('RIIMPO318F'),
  machineRow('RIIMPO320F'),
  machineRow('RIIMPO321F'),
  machineRow('RIIMPO324F'),
  machineRow('RIIMPO326E'),
  machineRow('RIIMPO337E'),
  machineRow('RIIMPO338E'),
  machineRow('RIIHAN311F'),
  machineRow('RIISAM212E'),
  // White Card & Safety
  unitRow('CPCWHS1001', {
    duration: '6 hours',
    deliveryModes: ['Face to face', 'Online'],
    price: unitPriceText('CPCWHS1001'),
    category: 'White Card & Safety',
  }),
  unitRow('CPCCWHS2001', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: unitPriceText('CPCCWHS2001'),
    category: 'White Card & Safety',
  }),
  unitRow('RIIWHS204E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: '$249',
    category: 'White Card & Safety',
  }),
  unitRow('RIIWHS202E', {
    duration: '1 Day',
    deliveryModes: IN_CLASS,
    price: unitPriceText('RIIWHS202E'),
    category: 'White Card & Safety',
  }),
  // Certificate Qualifications
  {
    code: 'RII30820',
    title: 'Certificate III in Civil Construction Plant Operations',
    description:
      'The full plant operator qualification: civil construction core units plus machine electives, completed on the job.',
    duration: '12 months',
    deliveryModes: ['Workplace', 'Face to face'],
    locations: ALL,
    price: '$2,500',
    category: 'Certificate Qualifications',
  },
  {
    code: 'RII20220',
    title: 'Certificate II in Surface Extraction Operations',
    description:
      'Entry-level qualification for quarry and open-cut mine operators; refresher pricing for experienced workers.',
    duration: '5 Days',
    deliveryModes: ['Face to face', 'On site'],
    locations: ALL,
    price: '$650 full / $300 refresher',
    category: 'Certificate Qualifications',
  },
  // Specialized Training
  unitRow('UETDRMPO18', {
    title: 'Perform rescue from a live LV panel',
    duration: '4 hours',
    deliveryModes: IN_CLASS,
    locations: QLD,
    price: '$250',
    category: 'Specialized Training',
  }),
  {
    code: 'SITHFAB021',
    title: 'Provide responsible service of alcohol',
    description: 'Responsible Service of Alcohol (RSA) for staff serving in mine camps, clubs and venues.',
    duration: '4 hours',
    deliveryModes: ['Online'],
    locations: ALL,
    price: '$130',
    category: 'Specialized Training',
  },
  unitRow('RIIVEH201E', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: unitPriceText('RIIVEH201E'),
    category: 'Specialized Training',
  }),
  unitRow('RIIVEH305F', {
    duration: '1 Day',
    deliveryModes: PLANT,
    price: unitPriceText('RIIVEH305F'),
    category: 'Specialized Training',
  }),
];

export function findCatalogueUnit(code: string): CatalogueUnit | undefined {
  return catalogueUnits.find((unit) => unit.code === code);
}

export function catalogueUnitsIn(category: CatalogueCategory): readonly CatalogueUnit[] {
  return catalogueUnits.filter((unit) => unit.category === category);
}

export type CatalogueGroupRule = {
  id: string;
  title: string;
  /** Matches when the code or title contains any of these (case-insensitive). */
  codePrefixes: readonly string[];
  /** Also matches items whose category contains this word. */
  categoryWord?: string;
};

/** The four collapsible groups on /courses, in order; the first group that matches an item takes it. */
export const catalogueGroupRules = [
  { id: 'first-aid', title: 'First Aid', codePrefixes: ['HLTAID'] },
  {
    id: 'whs-risk-communication',
    title: 'WHS, Risk & Communication',
    codePrefixes: ['RIIWHS', 'RIIRIS', 'RIICOM', 'RIIGOV', 'RIIBEF'],
  },
  {
    id: 'civil-construction-materials',
    title: 'Civil Construction & Materials',
    codePrefixes: ['RIICCM', 'RIISAM', 'RIIWMG', 'CPCWHS'],
  },
  {
    id: 'mobile-plant-machinery',
    title: 'Mobile Plant & Machinery',
    codePrefixes: ['RIIMPO', 'RIIHAN'],
    categoryWord: 'machinery',
  },
] as const satisfies readonly CatalogueGroupRule[];

/** Featured cards on /courses, in the spec's order: white card, first aid, heights, confined spaces, then the rest. */
export const MAX_FEATURED_CARDS = 12;

const featuredCodes = [
  'CPCWHS1001',
  'HLTAID011',
  'RIIWHS204E',
  'RIIWHS202E',
  'RII30820',
  'RII20220',
  'RIIRIS402E',
  'RIIWHS301E',
  'RIIMPO320F',
  'RIIMPO321F',
  'RIIMPO338E',
  'RIIMPO337E',
] as const;

export const featuredCatalogueUnits: readonly CatalogueUnit[] = featuredCodes
  .slice(0, MAX_FEATURED_CARDS)
  .map((code) => {
    const unit = findCatalogueUnit(code);
    if (!unit) throw new Error(`Featured course ${code} is not in the catalogue`);
    return unit;
  });
