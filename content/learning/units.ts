import { PASS_MARK, PERFORMANCE_OCCASIONS } from './constants';

export const unitCodes = ['RIIWHS202E', 'RIIWHS204E'] as const;
export type UnitCode = (typeof unitCodes)[number];

export type PerformanceCriterion = {
  /** 'element.criterion', e.g. '1.3'. */
  code: string;
  text: string;
};

export type UnitElement = {
  number: number;
  title: string;
  performanceCriteria: readonly PerformanceCriterion[];
};

export type TrainingUnit = {
  code: UnitCode;
  title: string;
  description: string;
  /** Minimum face-to-face duration as shown, e.g. '8 hours'. */
  duration: string;
  minimumHours: number;
  maxStudents: number;
  elements: readonly UnitElement[];
  hazards: readonly string[];
  performanceOccasions: number;
  /** The public course page that sells this unit. */
  coursePath: string;
};

/** A Tailwind colour token from app/globals.css; the page maps it to classes. */
export type UnitColour = 'primary' | 'brand';

/** The unit card on the assessor's guide. */
export type AssessorUnitInfo = {
  title: string;
  duration: string;
  occasions: number;
  /** Percent. */
  passmark: number;
  colour: UnitColour;
};

function criteria(element: number, texts: readonly string[]): PerformanceCriterion[] {
  return texts.map((text, i) => ({ code: `${element}.${i + 1}`, text }));
}

const confinedSpaces: TrainingUnit = {
  code: 'RIIWHS202E',
  title: 'Enter and work in confined spaces',
  description:
    'Learn to plan, enter, work in and exit a confined space under an entry permit: reading the permit and risk assessment, testing and monitoring the atmosphere, applying isolations, working with a standby person, and cleaning up afterwards. Built for operators in mining, civil construction, water and utilities who enter tanks, pits, sewers, silos and vessels.',
  duration: '8 hours',
  minimumHours: 8,
  maxStudents: 12,
  performanceOccasions: PERFORMANCE_OCCASIONS,
  coursePath: '/courses/confined-spaces',
  elements: [
    {
      number: 1,
      title: 'Plan and prepare for working in a confined space',
      performanceCriteria: criteria(1, [
        'Receive the work instructions, confirm what the task involves and clarify anything unclear with the supervisor.',
        'Locate and apply the confined space procedures, risk assessment and other documents that govern the task.',
        'Identify hazards, risks and environmental issues for the space and put the agreed control measures in place.',
        'Confirm that a confined space entry permit has been issued and authorised before anyone enters.',
        'Select, fit and check the personal protective equipment the task and the space call for.',
        'Agree the emergency and rescue arrangements with the standby person before entry.',
        'Set up signs and barriers at every entry point as site procedures require.',
        'Select tools and equipment, check that they are serviceable, and fix or report any faults.',
        'Place the rescue equipment where the entry permit says it must be.',
      ]),
    },
    {
      number: 2,
      title: 'Work in a confined space',
      performanceCriteria: criteria(2, [
        'Open and reach the confined space using the approved access method.',
        'Test the atmosphere before entry and keep monitoring it for as long as anyone is inside.',
        'Apply isolation, lock-out and tag-out to the plant, services and energy sources connected to the space.',
        'Enter the space as the permit and site procedures direct.',
        'Keep up continuous communication with the standby person.',
        'Carry out the work within the conditions written on the permit.',
        'Respond to alarms, changed conditions and emergencies, and evacuate when required.',
      ]),
    },
    {
      number: 3,
      title: 'Exit the confined space',
      performanceCriteria: criteria(3, [
        'Leave the space by the approved exit procedure, bringing out all people, tools and materials.',
        'Confirm with the standby person that every entrant is out and accounted for.',
        'Close out the entry permit and remove isolations only when authorised to do so.',
        'Secure the entry so that nobody can enter the space without authorisation.',
      ]),
    },
    {
      number: 4,
      title: 'Clean up',
      performanceCriteria: criteria(4, [
        'Clear the work area and dispose of or recycle waste as site and environmental rules require.',
        'Clean, inspect and maintain tools, equipment and PPE, and store them correctly.',
        'Tag out and report equipment that is faulty or damaged.',
        'Complete the records and report hazards, incidents and suggested improvements.',
      ]),
    },
  ],
  hazards: [
    'Oxygen deficiency (below 19.5%) or enrichment (above 23.5%)',
    'Flammable gases, vapours and dusts (fire and explosion)',
    'Toxic gases such as hydrogen sulphide and carbon monoxide',
    'Engulfment by grain, sand, water, sludge or other free-flowing material',
    'Uncontrolled energy: moving plant, electricity, pressurised lines, stored energy',
    'Restricted entry and exit that slow escape and rescue',
    'Heat stress and poor ventilation',
    'Biological hazards in sewers, pits and wastewater assets',
    'Noise, poor lighting and slippery or uneven surfaces',
    'Hazards created by the work itself: welding fumes, solvents, cleaning chemicals',
  ],
};

const workingAtHeights: TrainingUnit = {
  code: 'RIIWHS204E',
  title: 'Work safely at heights',
  description:
    'Learn to plan and carry out work where a person could fall: inspecting the site, choosing controls by the hierarchy for falls, checking and fitting a harness, selecting rated anchor points, using ladders, scaffolds and elevating work platforms safely, preventing falling objects, and knowing the rescue plan. Built for workers on mine sites, civil projects, plants and construction sites.',
  duration: '6 hours',
  minimumHours: 6,
  maxStudents: 15,
  performanceOccasions: PERFORMANCE_OCCASIONS,
  coursePath: '/courses/working-at-heights',
  elements: [
    {
      number: 1,
      title: 'Identify work requirements',
      performanceCriteria: criteria(1, [
        'Locate, interpret and apply the height safety procedures for the task and confirm the work is compliant.',
        'Inspect the site for its layout, the condition of surfaces and structures, the weather, the equipment needed and hazards.',
        'Follow the WHS legislation, codes of practice and site rules that apply to the task.',
        'Identify and select the safety equipment required and check that it is serviceable.',
        'Identify, control and report risks and hazards.',
      ]),
    },
    {
      number: 2,
      title: 'Identify work procedures and instructions for working safely',
      performanceCriteria: criteria(2, [
        'Consult authorised people to choose materials, tools and equipment, and check that they are serviceable.',
        'Select, wear and look after personal protective equipment.',
        'Inspect fall protection and edge protection before relying on it.',
        'Plan approved ways of getting tools and materials to the work area and control falling-object hazards.',
        'Check that the safety system has been installed correctly.',
        'Put up signs and barricades, including an exclusion zone below the work.',
      ]),
    },
    {
      number: 3,
      title: 'Access and install equipment',
      performanceCriteria: criteria(3, [
        'Confirm with authorised people that anchor points are suitable and rated for the load.',
        'Fit and adjust the harness and connect the fall protection equipment correctly.',
        'Reach the work area by the approved method: stairs, ladder, scaffold or elevating work platform.',
        'Install equipment to suit the task and the site without creating new hazards.',
        'Check fall clearance and keep the anchor above and close to the work to limit swing falls.',
      ]),
    },
    {
      number: 4,
      title: 'Perform work at heights',
      performanceCriteria: criteria(4, [
        'Carry out the task while staying protected from a fall at all times.',
        'Move around the work area without disconnecting from the fall protection system.',
        'Keep tools and materials secured so that nothing falls.',
        'Watch the weather, surfaces and nearby activity, and stop work when conditions become unsafe.',
        'Respond to incidents and emergencies by following the rescue plan.',
      ]),
    },
    {
      number: 5,
      title: 'Clean up the work area',
      performanceCriteria: criteria(5, [
        'Clear the work area and remove and dispose of waste correctly.',
        'Dismantle and remove access and fall protection equipment in a safe order.',
        'Inspect, clean and store equipment, and tag out anything damaged.',
        'Report hazards and incidents and complete the required documentation.',
      ]),
    },
  ],
  hazards: [
    'Unprotected edges, open sides of floors and platforms',
    'Penetrations, voids, pits and openings in floors and roofs',
    'Fragile and brittle roofing, skylights and rotted surfaces',
    'Unstable, unsecured or wrongly used ladders',
    'Falling tools, materials and debris striking people below',
    'Wind, rain, lightning, heat and slippery surfaces',
    'Overhead powerlines and other electrical hazards',
    'Inadequate or unrated anchor points',
    'Swing falls and insufficient fall clearance',
    'Suspension trauma after a fall is arrested',
  ],
};

export const trainingUnits = {
  RIIWHS202E: confinedSpaces,
  RIIWHS204E: workingAtHeights,
} as const satisfies Record<UnitCode, TrainingUnit>;

export const trainingUnitList: readonly TrainingUnit[] = unitCodes.map((code) => trainingUnits[code]);

export function isUnitCode(value: string): value is UnitCode {
  return (unitCodes as readonly string[]).includes(value);
}

/** The unit for a route segment such as '/elearning/RIIWHS202E'; undefined for anything else. */
export function getTrainingUnit(code: string): TrainingUnit | undefined {
  return isUnitCode(code) ? trainingUnits[code] : undefined;
}

/** The label used on question badges and in per-element results, e.g. 'Element 1: Plan and prepare …'. */
export function elementLabel(element: Pick<UnitElement, 'number' | 'title'>): string {
  return `Element ${element.number}: ${element.title}`;
}

/** Element of a unit by its number; throws on a number the unit lacks (a content bug). */
export function unitElement(code: UnitCode, number: number): UnitElement {
  const element = trainingUnits[code].elements.find((e) => e.number === number);
  if (!element) throw new Error(`${code} has no element ${number}`);
  return element;
}

export const assessorUnitInfo = {
  RIIWHS202E: {
    title: confinedSpaces.title,
    duration: `${confinedSpaces.duration} minimum`,
    occasions: PERFORMANCE_OCCASIONS,
    passmark: PASS_MARK,
    colour: 'primary',
  },
  RIIWHS204E: {
    title: workingAtHeights.title,
    duration: `${workingAtHeights.duration} minimum`,
    occasions: PERFORMANCE_OCCASIONS,
    passmark: PASS_MARK,
    colour: 'brand',
  },
} as const satisfies Record<UnitCode, AssessorUnitInfo>;
