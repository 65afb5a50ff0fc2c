import { packageUnitCodes, pricingPackages, type PackageId } from './packages';

/** A unit of competency as the provider sells it. Titles are the national register's. */
type UnitRecord = {
  unitCode: string;
  title: string;
  description: string;
  /** The nine machine tickets (verification of competency on a machine). */
  machineOperation?: true;
};

const unitRecords = [
  // WHS, risk, communication and governance
  {
    unitCode: 'RIIWHS201E',
    title: 'Work safely and follow WHS policies and procedures',
    description:
      'Site safety fundamentals: hazard reporting, PPE, safe work procedures and emergency response on mine and civil sites.',
  },
  {
    unitCode: 'RIIWHS202E',
    title: 'Enter and work in confined spaces',
    description:
      'Entry permits, atmospheric testing, isolation, standby and rescue arrangements for work in tanks, pits, sewers and vessels.',
  },
  {
    unitCode: 'RIIWHS204E',
    title: 'Work safely at heights',
    description:
      'Planning work at heights, choosing and inspecting fall-arrest and restraint equipment, anchor points and rescue planning.',
  },
  {
    unitCode: 'RIIWHS301E',
    title: 'Conduct safety and health investigations',
    description:
      'Investigating incidents and near misses: gathering evidence, finding root causes and recommending corrective actions.',
  },
  {
    unitCode: 'RIIBEF201E',
    title: 'Plan and organise work',
    description:
      'Reading work instructions, sequencing tasks, selecting tools and materials, and reporting progress on site.',
  },
  {
    unitCode: 'RIICOM201E',
    title: 'Communicate in the workplace',
    description:
      'Radio, hand signals, shift handovers and written records for clear communication in operational teams.',
  },
  {
    unitCode: 'RIICOM301E',
    title: 'Communicate information',
    description:
      'Supervisor-level communication: briefing crews, running toolbox talks, writing reports and handling feedback.',
  },
  {
    unitCode: 'RIIGOV201E',
    title: 'Comply with site work processes/procedures',
    description:
      'Working within site rules, permits, access controls and quality requirements on resources and infrastructure sites.',
  },
  {
    unitCode: 'RIIRIS201E',
    title: 'Conduct local risk control',
    description:
      'Identifying hazards in your own work area, assessing risk and applying controls with the hierarchy of control.',
  },
  {
    unitCode: 'RIIRIS301E',
    title: 'Apply risk management processes',
    description:
      'Applying the site risk management system: risk assessments, controls, monitoring and review for team leaders.',
  },
  {
    unitCode: 'RIIRIS402E',
    title: 'Carry out the risk management process',
    description:
      'Leading a formal risk assessment: establishing context, analysing and evaluating risks and documenting treatment plans.',
  },
  // Civil construction
  {
    unitCode: 'RIICCM201E',
    title: 'Carry out measurements and calculations',
    description:
      'Site maths: lengths, areas, volumes, grades and material quantities for civil construction tasks.',
  },
  {
    unitCode: 'RIICCM202E',
    title: 'Identify, locate and protect underground services',
    description:
      'Using plans, dial-before-you-dig information and locating equipment to find and protect services before excavating.',
  },
  {
    unitCode: 'RIICCM203E',
    title: 'Read and interpret plans and job specifications',
    description:
      'Reading drawings, sections, symbols and specifications to set out and complete civil works correctly.',
  },
  {
    unitCode: 'RIICCM204E',
    title: 'Place and fix reinforcement materials',
    description:
      'Cutting, placing, tying and supporting steel reinforcement to drawings before concrete is poured.',
  },
  {
    unitCode: 'RIICCM205E',
    title: 'Carry out manual excavation',
    description:
      'Hand excavation near services and structures, with shoring awareness, spoil management and safe digging practice.',
  },
  {
    unitCode: 'RIICCM206E',
    title: 'Support plant operations',
    description:
      'Working safely around mobile plant as a spotter or ground worker: exclusion zones, signals and communication with operators.',
  },
  {
    unitCode: 'RIICCM207E',
    title: 'Spread and compact materials manually',
    description:
      'Spreading, trimming and compacting fill, road base and other materials by hand and with small compaction equipment.',
  },
  {
    unitCode: 'RIICCM208E',
    title: 'Carry out basic levelling',
    description:
      'Setting up and reading levelling instruments, transferring heights and checking grades against plans.',
  },
  {
    unitCode: 'CPCCWHS2001',
    title: 'Apply WHS requirements, policies and procedures in the construction industry',
    description:
      'Applying WHS laws, hazard controls, incident reporting and emergency procedures on a construction site.',
  },
  // Materials handling and small plant
  {
    unitCode: 'RIISAM201E',
    title: 'Handle resources and infrastructure materials and safely dispose of non-toxic materials',
    description:
      'Safe manual handling, storage and disposal of materials on resources and infrastructure sites.',
  },
  {
    unitCode: 'RIISAM203E',
    title: 'Use hand and power tools',
    description:
      'Selecting, checking, using and maintaining hand and power tools safely for civil construction work.',
  },
  {
    unitCode: 'RIISAM204E',
    title: 'Operate small plant and equipment',
    description: 'Operating plate compactors, concrete saws, pumps, generators and other small plant safely.',
  },
  {
    unitCode: 'RIISAM212E',
    // Title to be confirmed against training.gov.au before publication.
    title: 'Operate mobile plant attachments',
    description:
      'Fitting, checking and operating attachments on mobile plant, priced and assessed like a machine ticket.',
  },
  {
    unitCode: 'RIIWMG203E',
    title: 'Drain and dewater civil construction site',
    description:
      'Controlling water on site: drains, sumps and pumps, and protecting works and waterways from runoff.',
  },
  // Mobile plant: the nine machine operation units
  {
    unitCode: 'RIIMPO317F',
    title: 'Conduct roller operations',
    description:
      'Smooth drum, padfoot and multi-tyred roller operation for compaction of earthworks and pavements.',
    machineOperation: true,
  },
  {
    unitCode: 'RIIMPO318F',
    title: 'Conduct civil construction skid steer loader operations',
    description:
      'Skid steer loader operation with bucket and common attachments on civil construction sites.',
    machineOperation: true,
  },
  {
    unitCode: 'RIIMPO320F',
    title: 'Conduct civil construction excavator operations',
    description:
      'Excavator pre-starts, trenching, bulk excavation, loading trucks and working near services and people.',
    machineOperation: true,
  },
  {
    unitCode: 'RIIMPO321F',
    title: 'Conduct civil construction wheeled front end loader operations',
    description:
      'Wheeled front end loader operation: stockpile work, loading trucks and carrying materials safely.',
    machineOperation: true,
  },
  {
    unitCode: 'RIIMPO324F',
    title: 'Conduct civil construction grader operations',
    description:
      'Grader operation for trimming, shaping and maintaining roads, pads and haul roads to grade.',
    machineOperation: true,
  },
  {
    unitCode: 'RIIMPO326E',
    title: 'Conduct water vehicle operations',
    description:
      'Water cart operation for dust suppression and compaction moisture on haul roads and civil sites.',
    machineOperation: true,
  },
  {
    unitCode: 'RIIMPO337E',
    title: 'Conduct articulated haul truck operations',
    description:
      'Articulated dump truck operation: loading, hauling, tipping and haul road rules on mines and quarries.',
    machineOperation: true,
  },
  {
    unitCode: 'RIIMPO338E',
    title: 'Conduct rigid haul truck operations',
    description:
      'Rigid haul truck operation on open-cut mines: pre-starts, haul road discipline, dumping and emergency procedures.',
    machineOperation: true,
  },
  {
    unitCode: 'RIIHAN311F',
    title: 'Conduct operations with integrated tool carrier',
    description:
      'Integrated tool carrier operation with forks and other attachments for lifting and placing loads.',
    machineOperation: true,
  },
  // Vehicles
  {
    unitCode: 'RIIVEH201E',
    title: 'Operate light vehicle',
    description:
      'Light vehicle operation on mine sites: pre-start checks, site traffic rules and interacting with heavy vehicles.',
  },
  {
    unitCode: 'RIIVEH305F',
    title: 'Operate and maintain a four wheel drive vehicle',
    description:
      'Four wheel drive techniques for unsealed and off-road conditions, recovery basics and vehicle checks.',
  },
  // First aid
  {
    unitCode: 'HLTAID009',
    title: 'Provide cardiopulmonary resuscitation',
    description:
      'CPR for adults, children and infants, and use of an automated external defibrillator (AED).',
  },
  {
    unitCode: 'HLTAID010',
    title: 'Provide basic emergency life support',
    description:
      'CPR and AED use plus managing bleeding, shock, choking and other life-threatening emergencies.',
  },
  {
    unitCode: 'HLTAID011',
    title: 'Provide first aid',
    description:
      'The standard workplace first aid certificate: CPR, injuries, illnesses and medical emergencies until help arrives.',
  },
  // Electrical rescue
  {
    // The spec spells this code with a letter O; the national register's code is UETDRMP018 (digit zero).
    unitCode: 'UETDRMPO18',
    title: 'Perform rescue from a live low voltage panel',
    description:
      'Rescuing a person in contact with a live LV panel: isolation, insulated rescue equipment and handover to CPR.',
  },
  // White card
  {
    unitCode: 'CPCWHS1001',
    title: 'Prepare to work safely in the construction industry',
    description:
      'General construction induction (white card): the training every worker needs before starting on a construction site.',
  },
  // Supervision and project units
  {
    unitCode: 'BSBPMG420',
    title: 'Apply project scope management techniques',
    description:
      'Defining and controlling the scope of a project or shutdown: requirements, change control and sign-off.',
  },
  {
    unitCode: 'BSBPMG429',
    title: 'Apply project stakeholder engagement techniques',
    description: 'Identifying stakeholders, planning engagement and keeping them informed through a project.',
  },
] as const satisfies readonly UnitRecord[];

export type UnitCode = (typeof unitRecords)[number]['unitCode'];

export type Unit = {
  unitCode: UnitCode;
  title: string;
  /** Full training price, AUD incl. GST. */
  price: number;
  /** Experienced / refresher (RPL) price, when one is offered. */
  rplPrice?: number;
  /** Assessment-only price, when one is offered. */
  assessingPrice?: number;
  description: string;
  /** Pricing packages that include this unit. */
  categories: PackageId[];
  machineOperation: boolean;
};

export type PricingLevel = 'standard' | 'experienced';

/** Price of most units. */
export const STANDARD_UNIT_PRICE = 199;

type UnitPriceRule = {
  id: string;
  label: string;
  applies: (unit: UnitRecord) => boolean;
  price: number;
  rplPrice?: number;
};

/** The spec's unit price rules, in order; the first rule that applies sets the price, else STANDARD_UNIT_PRICE. */
export const unitPriceRules = [
  {
    id: 'machine-operation',
    label: 'Machine operation units (also RIISAM212E)',
    applies: (unit) => unit.machineOperation === true || unit.unitCode === 'RIISAM212E',
    price: 750,
    rplPrice: 300,
  },
  {
    id: 'first-aid-with-refresher',
    label: 'First aid with a refresher price (HLTAID009, HLTAID011)',
    applies: (unit) => unit.unitCode === 'HLTAID009' || unit.unitCode === 'HLTAID011',
    price: 100,
    rplPrice: 80,
  },
  { id: 'first-aid', label: 'First aid', applies: (unit) => unit.unitCode.startsWith('HLTAID'), price: 100 },
  {
    id: 'confined-spaces',
    label: 'RIIWHS202E',
    applies: (unit) => unit.unitCode === 'RIIWHS202E',
    price: 249,
  },
  { id: 'heights', label: 'RIIWHS204E', applies: (unit) => unit.unitCode === 'RIIWHS204E', price: 150 },
  {
    id: 'vehicles',
    label: 'RIIVEH units',
    applies: (unit) => unit.unitCode.startsWith('RIIVEH'),
    price: 200,
  },
  { id: 'lv-rescue', label: 'UETDRMPO18', applies: (unit) => unit.unitCode === 'UETDRMPO18', price: 200 },
  { id: 'project', label: 'BSBPMG units', applies: (unit) => unit.unitCode.startsWith('BSBPMG'), price: 250 },
  { id: 'white-card', label: 'CPCWHS1001', applies: (unit) => unit.unitCode === 'CPCWHS1001', price: 149 },
  {
    id: 'construction-whs',
    label: 'CPCCWHS2001',
    applies: (unit) => unit.unitCode === 'CPCCWHS2001',
    price: 150,
  },
] as const satisfies readonly UnitPriceRule[];

function priceOf(record: UnitRecord): Pick<Unit, 'price' | 'rplPrice'> {
  const rule: UnitPriceRule | undefined = unitPriceRules.find((candidate: UnitPriceRule) =>
    candidate.applies(record),
  );
  if (!rule) return { price: STANDARD_UNIT_PRICE };
  return rule.rplPrice === undefined ? { price: rule.price } : { price: rule.price, rplPrice: rule.rplPrice };
}

function packagesContaining(code: UnitCode): PackageId[] {
  return pricingPackages.filter((pkg) => packageUnitCodes(pkg).includes(code)).map((pkg) => pkg.id);
}

export const units: readonly Unit[] = unitRecords.map((record) => ({
  unitCode: record.unitCode,
  title: record.title,
  description: record.description,
  machineOperation: 'machineOperation' in record,
  ...priceOf(record),
  categories: packagesContaining(record.unitCode),
}));

export const unitCodes: readonly UnitCode[] = unitRecords.map((record) => record.unitCode);

const unitsByCode = new Map<string, Unit>(units.map((unit) => [unit.unitCode, unit]));

/** Looks a unit up by code (case-insensitive); undefined when the code is unknown. */
export function findUnit(code: string): Unit | undefined {
  return unitsByCode.get(code.trim().toUpperCase());
}

/** The unit; throws for a code that is not in the catalogue (use in content, where a miss is a bug). */
export function getUnit(code: UnitCode): Unit {
  const unit = unitsByCode.get(code);
  if (!unit) throw new Error(`Unknown unit code ${code}`);
  return unit;
}

/** The nine machine operation units, in catalogue order. */
export const machineOperationUnits: readonly Unit[] = units.filter((unit) => unit.machineOperation);
