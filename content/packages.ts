import type { UnitCode } from './units';

export const packageIds = [
  'cert3-civil-construction',
  'standard-11',
  'first-aid',
  'g2g89-supervisor',
  'confined-heights-special',
  'machinery-operator-special',
  'rescue-cpr-combo',
] as const;
export type PackageId = (typeof packageIds)[number];

type PackageBase = {
  id: PackageId;
  name: string;
  description: string;
  /** The qualification's code on training.gov.au, for a package that is a nationally recognised program. */
  nationalCode?: string;
  /** Package price, AUD incl. GST. */
  packagePrice: number;
  /** Price before the package discount. */
  originalPrice: number;
};

/** A qualification is core plus electives; a short package is a fixed list of units. */
export type PricingPackage =
  | (PackageBase & {
      kind: 'core-elective';
      coreUnits: readonly UnitCode[];
      electiveUnits: readonly UnitCode[];
    })
  | (PackageBase & { kind: 'all'; allUnits: readonly UnitCode[] });

function prices(packagePrice: number, originalPrice: number) {
  return { packagePrice, originalPrice };
}

export const pricingPackages = [
  {
    id: 'cert3-civil-construction',
    name: 'Certificate III in Civil Construction Plant Operations',
    nationalCode: 'RII30820',
    description:
      'The full plant operator qualification: civil construction core skills plus your choice of machine electives, assessed on the machines you will operate at work.',
    ...prices(2999, 3499),
    kind: 'core-elective',
    coreUnits: [
      'RIIBEF201E',
      'RIICCM201E',
      'RIICCM202E',
      'RIICCM203E',
      'RIICCM205E',
      'RIICCM206E',
      'RIICCM207E',
      'RIICCM208E',
      'RIICOM201E',
      'RIISAM201E',
      'RIISAM203E',
      'RIISAM204E',
      'RIIWHS201E',
      'RIIWMG203E',
    ],
    electiveUnits: [
      'RIICCM204E',
      'RIIMPO317F',
      'RIIMPO318F',
      'RIIMPO320F',
      'RIIMPO321F',
      'RIIMPO324F',
      'RIIMPO326E',
      'RIIMPO337E',
      'RIIMPO338E',
      'RIIHAN311F',
    ],
  },
  {
    id: 'standard-11',
    name: 'Standard 11 Induction Package',
    description:
      'The generic induction units Queensland coal mines ask for under Recognised Standard 11, with light vehicle and first aid, ready for your first swing.',
    ...prices(699, 850),
    kind: 'all',
    allUnits: [
      'RIIWHS201E',
      'RIICOM201E',
      'RIIRIS201E',
      'RIIGOV201E',
      'RIIBEF201E',
      'RIIVEH201E',
      'HLTAID011',
    ],
  },
  {
    id: 'first-aid',
    name: 'First Aid Package',
    description:
      'CPR, basic emergency life support and first aid together: the three current first aid units in one booking.',
    ...prices(150, 200),
    kind: 'all',
    allUnits: ['HLTAID009', 'HLTAID010', 'HLTAID011'],
  },
  {
    id: 'g2g89-supervisor',
    name: 'G2, G8 & G9 Supervisor Package',
    description:
      'Supervisor units for mining and civil team leaders: risk management, incident investigation, communication and project skills.',
    ...prices(899, 1049),
    kind: 'all',
    allUnits: ['RIIRIS301E', 'RIIRIS402E', 'RIIWHS301E', 'RIICOM301E', 'BSBPMG420', 'BSBPMG429'],
  },
  {
    id: 'confined-heights-special',
    name: 'Confined Space & Working at Heights Special',
    description: 'Both high-risk entry units most sites ask for, booked together at a special price.',
    ...prices(299, 498),
    kind: 'all',
    allUnits: ['RIIWHS202E', 'RIIWHS204E'],
  },
  {
    id: 'machinery-operator-special',
    name: 'Machinery Operator Special',
    description:
      'Machine operator units for civil and mining plant: roller, skid steer, excavator, loader, grader and haul trucks.',
    ...prices(999, 1299),
    kind: 'all',
    allUnits: [
      'RIIMPO317F',
      'RIIMPO318F',
      'RIIMPO320F',
      'RIIMPO321F',
      'RIIMPO324F',
      'RIIMPO337E',
      'RIIMPO338E',
    ],
  },
  {
    id: 'rescue-cpr-combo',
    name: 'LV Panel Rescue & CPR Combo',
    description: 'Low voltage panel rescue with CPR, the annual pair for electrical workers, in one session.',
    ...prices(280, 300),
    kind: 'all',
    allUnits: ['UETDRMPO18', 'HLTAID009'],
  },
] as const satisfies readonly PricingPackage[];

/** Certificate III packaging rule as shown beside the package. */
export const cert3PackagingNote = 'All core units plus 5 or more electives of choice';

/** Headline claim on the packages and pricing panels. */
export const packagesSavingsClaim = 'Up to 30% off';

export function findPackage(id: string): PricingPackage | undefined {
  return pricingPackages.find((pkg) => pkg.id === id);
}

/** The package; throws for an unknown id (use in content, where a miss is a bug). */
export function getPackage(id: PackageId): PricingPackage {
  const pkg = findPackage(id);
  if (!pkg) throw new Error(`Unknown package ${id}`);
  return pkg;
}

/** Every unit code in a package, core before electives. */
export function packageUnitCodes(pkg: PricingPackage): readonly UnitCode[] {
  return pkg.kind === 'core-elective' ? [...pkg.coreUnits, ...pkg.electiveUnits] : pkg.allUnits;
}
