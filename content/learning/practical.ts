import { PERFORMANCE_OCCASIONS } from './constants';
import type { UnitCode } from './units';

export type PracticalTask = {
  title: string;
  description: string;
  /** What the candidate does, in order. */
  steps: readonly string[];
  /** Numbers of the unit elements the task gives evidence for. */
  elements: readonly number[];
};

export type PerformanceOccasion = {
  number: number;
  title: string;
  scenario: string;
};

export type PracticalAssessment = {
  unitCode: UnitCode;
  overview: string;
  tasks: readonly PracticalTask[];
  /** Exactly PERFORMANCE_OCCASIONS occasions, each a different scenario. */
  occasions: readonly PerformanceOccasion[];
  conditions: readonly string[];
  equipment: readonly string[];
  ppe: readonly string[];
  assessorObserves: readonly string[];
};

const confinedSpacesPractical: PracticalAssessment = {
  unitCode: 'RIIWHS202E',
  overview: `The practical assessment follows the theory assessment. You enter, work in and exit a simulated confined space under an entry permit while an assessor observes, then clean up. You must perform competently on at least ${PERFORMANCE_OCCASIONS} separate occasions, each with a different scenario.`,
  tasks: [
    {
      title: 'Plan and prepare the entry',
      description:
        'Read the job and the documents, identify the hazards and get everything ready before anyone goes in.',
      steps: [
        'Confirm the work instructions and read the risk assessment and entry permit.',
        'Identify the hazards of the space and the task, and explain the controls.',
        'Select and check PPE, tools, the gas detector and rescue equipment.',
        'Set up signs and barricades at the entry and position the rescue equipment.',
        'Agree communication and the rescue plan with the standby person.',
      ],
      elements: [1],
    },
    {
      title: 'Isolate, test and enter',
      description: 'Make the space safe to enter and go in under the permit.',
      steps: [
        'Apply your lock and danger tag to each isolation point and prove the isolation.',
        'Bump-test the detector, then test oxygen, flammables and toxics at the top, middle and bottom.',
        'Record the readings on the permit and set up ventilation.',
        'Sign on and enter by the approved method.',
      ],
      elements: [2],
    },
    {
      title: 'Work in the space and respond to an alarm',
      description: 'Carry out a simple task inside while monitoring the atmosphere and keeping in contact.',
      steps: [
        'Carry out the task set by the assessor within the permit conditions.',
        'Keep in contact with the standby person at the agreed interval.',
        'When the assessor simulates an alarm or emergency, leave at once by the planned route.',
      ],
      elements: [2],
    },
    {
      title: 'Exit and clean up',
      description: 'Leave the space, close out the job and put everything away in good order.',
      steps: [
        'Remove tools and materials, exit and sign off the permit.',
        'Confirm the head count with the standby person and secure the entry.',
        'Clean, inspect and store equipment; tag out anything faulty.',
        'Dispose of waste correctly and complete the records.',
      ],
      elements: [3, 4],
    },
  ],
  occasions: [
    {
      number: 1,
      title: 'Vertical entry into a pit',
      scenario:
        'Enter a simulated sewer access pit through a top hatch using a tripod, winch and harness, inspect a pump fitting and exit. A gas alarm is simulated during the work.',
    },
    {
      number: 2,
      title: 'Horizontal entry into a tank',
      scenario:
        'Enter a simulated storage tank through a side manway after isolating its inlet line and agitator, clean a section of the tank floor and exit. Loss of communication with the standby person is simulated.',
    },
  ],
  conditions: [
    'Assessed at our training facility in a purpose-built simulated confined space, or at your workplace when it meets the same requirements.',
    'An assessor is present for every entry and will stop the assessment at once if safety is at risk.',
    'Work is carried out under a real entry permit and risk assessment prepared for the assessment.',
    'A trained standby person and a rescue plan are in place for every entry.',
    'Candidates work individually and with others, and are assessed individually.',
  ],
  equipment: [
    'Confined space entry permit and risk assessment forms',
    'Four-gas detector (oxygen, LEL, H2S, CO) with sample hose and bump-test gas',
    'Tripod, winch and retrieval line',
    'Mechanical blower and ducting',
    'Isolation locks, danger tags and lock-out hasps',
    'Confined space signs and barricades',
    'Two-way radios',
    'Intrinsically safe torch and hand tools',
  ],
  ppe: [
    'Full-body harness with a retrieval attachment',
    'Hard hat with chin strap',
    'Safety glasses',
    'Gloves suited to the task',
    'Steel-capped boots',
    'Long-sleeved high-visibility clothing or overalls',
    'Hearing protection when the blower is running',
    'Respiratory protection as the risk assessment requires',
  ],
  assessorObserves: [
    'Reading and applying the permit, risk assessment and procedures',
    'Identifying hazards and explaining the controls chosen',
    'Isolation, lock-out and tag-out, and proving the isolation',
    'Gas testing in the correct order and at several levels, and reading the results correctly',
    'Communication with the standby person before, during and after entry',
    'Safe entry, work and exit, and the response to the simulated emergency',
    'Clean up, equipment care, waste disposal and record keeping',
  ],
};

const workingAtHeightsPractical: PracticalAssessment = {
  unitCode: 'RIIWHS204E',
  overview: `The practical assessment follows the theory assessment. You plan the job, fit and connect your fall protection, reach the work area and carry out a task at height while an assessor observes, then clean up. You must perform competently on at least ${PERFORMANCE_OCCASIONS} separate occasions, each with a different scenario.`,
  tasks: [
    {
      title: 'Identify the work requirements',
      description: 'Read the job, inspect the site and choose the controls.',
      steps: [
        'Read the work instructions and the SWMS.',
        'Inspect the work area for edges, openings, fragile surfaces, powerlines and weather.',
        'Explain the controls chosen using the hierarchy of control for falls.',
        'Set up the exclusion zone, barricades and signs below the work.',
      ],
      elements: [1, 2],
    },
    {
      title: 'Inspect, fit and connect',
      description: 'Check the equipment, fit your harness and connect to a rated anchor.',
      steps: [
        'Inspect the harness, lanyard, energy absorber and connectors, and check the inspection tag.',
        'Fit and adjust the harness and have a buddy check it.',
        'Confirm the anchor is rated and placed to avoid a swing fall, and check fall clearance.',
        'Set up and secure the ladder, or check the scaffold tag or platform pre-start.',
      ],
      elements: [2, 3],
    },
    {
      title: 'Work at height',
      description: 'Carry out a task at height while staying protected the whole time.',
      steps: [
        'Climb with three points of contact and connect before you are exposed.',
        'Carry out the task set by the assessor with tools tethered.',
        'Move past an obstruction using a twin-tail lanyard without disconnecting.',
        'Explain the rescue plan and how you would respond to a fall.',
      ],
      elements: [3, 4],
    },
    {
      title: 'Clean up',
      description: 'Bring everything down safely and leave the area and the equipment in good order.',
      steps: [
        'Lower tools and materials and dismantle equipment in a safe order.',
        'Remove the exclusion zone last.',
        'Clean, inspect and store equipment; tag out anything damaged.',
        'Complete the records and report any hazards.',
      ],
      elements: [5],
    },
  ],
  occasions: [
    {
      number: 1,
      title: 'Roof work with fall arrest',
      scenario:
        'Access a simulated pitched roof by extension ladder, connect to a rated roof anchor and carry out a simulated repair near an unprotected edge.',
    },
    {
      number: 2,
      title: 'Structure work with travel restraint',
      scenario:
        'Work on a raised platform or gantry using a travel restraint system on a horizontal line, passing an obstruction with a twin-tail lanyard while tools are raised by hand line.',
    },
  ],
  conditions: [
    'Assessed at our training facility on purpose-built height structures, or at your workplace when it meets the same requirements.',
    'An assessor is present throughout and will stop the assessment at once if safety is at risk.',
    'A rescue plan and rescue equipment are in place before anyone is exposed to a fall.',
    'Work is not carried out in high wind, rain or lightning; the assessment is rescheduled instead.',
    'Candidates work individually and with others, and are assessed individually.',
  ],
  equipment: [
    'SWMS and height safety procedure for the task',
    'Full-body harnesses with current inspection tags',
    'Single and twin-tail lanyards with energy absorbers',
    'Self-retracting lifeline',
    'Certified anchor points and a horizontal lifeline',
    'Industrial-rated extension ladder',
    'Tool tethers, tool bags and a hand line',
    'Barricades and exclusion zone signs',
    'Rescue kit',
  ],
  ppe: [
    'Hard hat with chin strap',
    'Safety glasses',
    'Gloves',
    'Steel-capped boots with good grip',
    'Long-sleeved high-visibility clothing',
    'Sun protection for outdoor work',
  ],
  assessorObserves: [
    'Reading and applying the SWMS and procedures',
    'Site inspection and hazard identification',
    'Choosing controls by the hierarchy of control for falls',
    'Pre-use inspection and correct fitting of the harness',
    'Anchor selection, fall clearance and swing-fall awareness',
    'Safe ladder set-up and climbing with three points of contact',
    'Staying connected at all times and preventing falling objects',
    'Knowledge of the rescue plan and suspension trauma',
    'Clean up, equipment care and reporting',
  ],
};

export const practicalAssessments = {
  RIIWHS202E: confinedSpacesPractical,
  RIIWHS204E: workingAtHeightsPractical,
} as const satisfies Record<UnitCode, PracticalAssessment>;

export function practicalForUnit(code: UnitCode): PracticalAssessment {
  return practicalAssessments[code];
}
