import { elementLabel, unitElement, type UnitCode } from './units';

/** Index of an option as a string, as answers are held: '0' is the first option. */
export type AnswerIndex = '0' | '1' | '2' | '3';

export type TheoryQuestion = {
  /** 1-based, unique within its unit's bank. */
  id: number;
  /** Number of the unit element the question assesses. */
  elementNumber: number;
  /** Badge label, always `elementLabel()` of the element: 'Element 1: Plan and prepare …'. */
  element: string;
  /** Performance criterion code, e.g. '1.3'. */
  performanceCriteria: string;
  question: string;
  options: readonly [string, string, string, string];
  correctAnswer: AnswerIndex;
  explanation: string;
};

type QuestionInput = Omit<TheoryQuestion, 'element'>;

function bank(code: UnitCode, inputs: readonly QuestionInput[]): readonly TheoryQuestion[] {
  return inputs.map((q) => ({ ...q, element: elementLabel(unitElement(code, q.elementNumber)) }));
}

const confinedSpacesQuestions = bank('RIIWHS202E', [
  {
    id: 1,
    elementNumber: 1,
    performanceCriteria: '1.3',
    question:
      'A crew needs to inspect the inside of a storage tank. Under the hierarchy of control, which option should be considered first?',
    options: [
      'Giving the entrant a respirator',
      'Writing a detailed safe work procedure for the entry',
      'Setting up mechanical ventilation before entry',
      'Doing the inspection from outside, for example with a camera, so nobody enters',
    ],
    correctAnswer: '3',
    explanation:
      'Elimination is the most effective control. If the job can be done from outside the tank with a camera or long-handled tools, nobody is exposed to the hazards inside. Ventilation, procedures and PPE come later in the hierarchy.',
  },
  {
    id: 2,
    elementNumber: 1,
    performanceCriteria: '1.4',
    question: 'What must be issued and authorised before anyone enters a confined space?',
    options: [
      'A safe work method statement on its own',
      'A confined space entry permit',
      'A site induction card',
      'A plant pre-start checklist',
    ],
    correctAnswer: '1',
    explanation:
      'The WHS Regulations require a written confined space entry permit for every entry. It records the space, the entrants, the work, the control measures, the gas test results and the rescue arrangements.',
  },
  {
    id: 3,
    elementNumber: 1,
    performanceCriteria: '1.6',
    question: 'What is the main role of the standby person during a confined space entry?',
    options: [
      'To stay outside at the entry, keep in continuous contact with the entrants and start the rescue plan if something goes wrong',
      'To enter the space first and check that it is safe',
      'To go in and help the entrants finish the job sooner',
      'To sign the entrants in and then return to other work until the end of the shift',
    ],
    correctAnswer: '0',
    explanation:
      'The standby person remains outside for the whole time anyone is inside, monitors the entrants and conditions, keeps communication going and raises the alarm. They do not enter: a standby person who goes in can no longer call for help or operate the retrieval equipment.',
  },
  {
    id: 4,
    elementNumber: 2,
    performanceCriteria: '2.2',
    question:
      'Below what oxygen concentration is the atmosphere in a confined space oxygen-deficient and unsafe to enter?',
    options: ['23.5% by volume', '16% by volume', '19.5% by volume', '20.9% by volume'],
    correctAnswer: '2',
    explanation:
      'The safe oxygen range is 19.5% to 23.5% by volume. Below 19.5% the atmosphere is oxygen-deficient; above 23.5% it is oxygen-enriched and a serious fire risk. Normal air holds about 20.9% oxygen.',
  },
  {
    id: 5,
    elementNumber: 2,
    performanceCriteria: '2.2',
    question: 'In which order should the atmosphere of a confined space be tested before entry?',
    options: [
      'Oxygen first, then flammable gases, then toxic gases',
      'Toxic gases first, then flammable gases, then oxygen',
      'Flammable gases first, then oxygen, then toxic gases',
      'Any order, as long as a multi-gas detector is used',
    ],
    correctAnswer: '0',
    explanation:
      'Oxygen is tested first because many flammable-gas sensors need oxygen to read correctly, so a low oxygen level can hide a flammable hazard. Flammables come next, then toxic gases such as hydrogen sulphide and carbon monoxide.',
  },
  {
    id: 6,
    elementNumber: 2,
    performanceCriteria: '2.2',
    question:
      'Flammable gases and vapours in a confined space must be kept below what level for work to proceed?',
    options: [
      '50% of the lower explosive limit (LEL)',
      '5% of the lower explosive limit (LEL)',
      'The upper explosive limit (UEL)',
      '25% of the lower explosive limit (LEL)',
    ],
    correctAnswer: '1',
    explanation:
      'The concentration must be kept below 5% of the LEL. At 10% of the LEL or more, everyone must leave the space immediately.',
  },
  {
    id: 7,
    elementNumber: 2,
    performanceCriteria: '2.3',
    question: 'Why does each entrant fit their own personal lock and danger tag to every isolation point?',
    options: [
      'So that the supervisor can record how long each person worked',
      'Because the entry permit can only list one name',
      'To show which equipment is due for maintenance',
      'So that the isolation cannot be removed while they are inside: only the owner removes their own lock',
    ],
    correctAnswer: '3',
    explanation:
      "A personal lock and tag on each isolation point means the plant cannot be re-energised until every entrant has come out and removed their own lock. Nobody removes another person's lock.",
  },
  {
    id: 8,
    elementNumber: 2,
    performanceCriteria: '2.7',
    question:
      'While you are working inside a confined space, your personal gas monitor alarms. What should you do?',
    options: [
      'Finish the task quickly and then leave',
      'Switch the monitor off and on again to check it is working',
      'Leave the space immediately by the planned route and tell the standby person',
      'Put on a filter respirator and keep working',
    ],
    correctAnswer: '2',
    explanation:
      'Any alarm means leave at once by the planned route. The cause is investigated from outside. A filter respirator adds no oxygen and does not protect against every gas, so it is never a reason to stay.',
  },
  {
    id: 9,
    elementNumber: 3,
    performanceCriteria: '3.2',
    question:
      'When the work is finished, what must the standby person confirm before the entry permit is closed?',
    options: [
      'That all tools have been cleaned',
      'That the isolations have already been removed',
      'That the gas detector has been recalibrated',
      'That every entrant has come out and signed off, matching the sign-on list',
    ],
    correctAnswer: '3',
    explanation:
      'Checking the sign-off against the sign-on list makes sure nobody is left inside before the permit is closed and isolations are removed.',
  },
  {
    id: 10,
    elementNumber: 3,
    performanceCriteria: '3.3',
    question: 'When may the isolations on plant connected to the confined space be removed?',
    options: [
      'After all entrants are out and the permit has been closed, by the people who applied them',
      'As soon as the last task inside is finished, even if people are still inside',
      'Whenever the plant is needed, by anyone holding a key',
      'At the start of the next shift, by whichever crew arrives first',
    ],
    correctAnswer: '0',
    explanation:
      'Isolations stay in place until every entrant is out and the permit is closed. Each person then removes their own lock and tag in the agreed order before the plant goes back into service.',
  },
  {
    id: 11,
    elementNumber: 4,
    performanceCriteria: '4.3',
    question:
      'During clean up you notice that the retrieval line used on the tripod is frayed. What should you do?',
    options: [
      'Cut off the frayed section and return the line to the store',
      'Tag it out of service, keep it apart from serviceable gear and report it',
      'Return it to the store and mention it at the next toolbox talk',
      'Use it for one more job and then order a replacement',
    ],
    correctAnswer: '1',
    explanation:
      'Damaged rescue and fall equipment must be tagged out of service, separated so nobody uses it by mistake, and reported. A shortened or damaged line may fail in a rescue.',
  },
  {
    id: 12,
    elementNumber: 4,
    performanceCriteria: '4.1',
    question: 'How should sludge and contaminated rags removed from a tank be handled?',
    options: [
      'Left beside the entry for the next crew to deal with',
      'Hosed into the nearest stormwater drain',
      "Contained, labelled and disposed of as the site's environmental requirements direct",
      'Placed in the general waste bin',
    ],
    correctAnswer: '2',
    explanation:
      'Waste from confined spaces is often hazardous. It must be contained, labelled and taken to the approved disposal point under the site environmental plan, never washed into drains or mixed with general waste.',
  },
]);

const workingAtHeightsQuestions = bank('RIIWHS204E', [
  {
    id: 1,
    elementNumber: 1,
    performanceCriteria: '1.2',
    question: 'You are about to start work on a shed roof. What should your site inspection cover?',
    options: [
      'Only the condition of your own harness',
      'The colour and age of the roof sheeting',
      'Fragile surfaces such as skylights, unprotected edges, nearby powerlines and the weather',
      'Only the weather forecast for the day',
    ],
    correctAnswer: '2',
    explanation:
      'A site inspection looks at everything that could lead to a fall or injury: the layout, fragile surfaces, edges and openings, structures, powerlines, ground conditions, weather and other work nearby.',
  },
  {
    id: 2,
    elementNumber: 1,
    performanceCriteria: '1.3',
    question:
      'Many Australian sites and jurisdictions apply specific working-at-heights requirements, such as edge protection or a harness system and a SWMS for construction work, when a person could fall how far?',
    options: ['1 metre or more', '2 metres or more', '3 metres or more', '6 metres or more'],
    correctAnswer: '1',
    explanation:
      'A potential fall of 2 metres or more is the common trigger. Construction work with a risk of a fall of more than 2 metres is high risk construction work and needs a SWMS before it starts. Falls from lower heights must still be managed: the WHS Regulations apply wherever a fall could cause injury.',
  },
  {
    id: 3,
    elementNumber: 1,
    performanceCriteria: '1.4',
    question: 'When must you inspect your harness, lanyard and connectors?',
    options: [
      'Once a year, when the equipment is re-tagged',
      'Only after the equipment has arrested a fall',
      'Only when the inspection tag has expired',
      'Before every use, in addition to the periodic inspection by a competent person',
    ],
    correctAnswer: '3',
    explanation:
      'The user checks the equipment before each use. A competent person also inspects it at intervals of no more than six months. Anything damaged, or anything that has arrested a fall, is removed from service.',
  },
  {
    id: 4,
    elementNumber: 1,
    performanceCriteria: '1.5',
    question: 'Under the hierarchy of control for falls, which option should be considered first?',
    options: [
      'Doing the work on the ground or on solid construction',
      'A fall arrest harness and lanyard',
      'A ladder with a second person holding it',
      'A travel restraint system',
    ],
    correctAnswer: '0',
    explanation:
      'The first choice is to remove the fall risk by working on the ground or on solid construction. After that come passive fall prevention (guardrails, scaffolds, platforms), work positioning such as travel restraint, fall arrest, and finally administrative controls such as ladders and procedures.',
  },
  {
    id: 5,
    elementNumber: 2,
    performanceCriteria: '2.3',
    question: 'What should temporary edge protection on a roof include?',
    options: [
      'A single rope at knee height',
      'Warning tape strung at waist height',
      'A top rail, a mid rail and a toe board',
      'A top rail only',
    ],
    correctAnswer: '2',
    explanation:
      'Edge protection needs a top rail (between 900 mm and 1100 mm above the working surface), a mid rail so that a person cannot slip underneath, and a toe board to stop tools and materials sliding off the edge. Tape and ropes are warnings, not protection.',
  },
  {
    id: 6,
    elementNumber: 2,
    performanceCriteria: '2.4',
    question: 'How should tools and materials be taken up to a work area on a roof?',
    options: [
      'Carried in one hand while climbing the ladder',
      'Thrown up to a workmate at the top',
      'In your pockets, to keep both hands free',
      'Raised with a hoist or hand line, with small tools in a closed bag or on tethers',
    ],
    correctAnswer: '3',
    explanation:
      'You need both hands for the ladder, and thrown or loose items can fall on people below. Use a hoist or a line to raise materials and keep small tools in a closed bag or on rated tethers.',
  },
  {
    id: 7,
    elementNumber: 2,
    performanceCriteria: '2.6',
    question: 'What is the purpose of an exclusion zone set up below work at heights?',
    options: [
      'To keep people out of the area where tools, materials or debris could fall',
      'To mark where the site vehicles should park',
      'To show where the rescue team will wait',
      'To give the crew a place to store their gear',
    ],
    correctAnswer: '0',
    explanation:
      'Barricades and signs below the work keep people out of the area where a dropped object could land or bounce. The zone stays in place until nothing remains overhead.',
  },
  {
    id: 8,
    elementNumber: 3,
    performanceCriteria: '3.1',
    question: 'What minimum load must an anchor point withstand for one person using a fall arrest system?',
    options: ['1.5 kN', '5 kN', '10 kN', '15 kN'],
    correctAnswer: '3',
    explanation:
      "Under AS/NZS 1891, an anchor for one person on a fall arrest system must be rated to at least 15 kN. Check the anchor's compliance tag, and never anchor to handrails, pipes or fittings of unknown strength.",
  },
  {
    id: 9,
    elementNumber: 3,
    performanceCriteria: '3.3',
    question: 'Which is the correct way to set up and use an extension ladder to reach a roof?',
    options: [
      'Set it as steep as possible and stop it level with the gutter',
      'Set it at 4 up to 1 out, extend it at least 1 metre above the landing, secure it and climb with three points of contact',
      'Set it at 2 up to 1 out and have a workmate hold it while you carry materials up',
      'Stand it on a pallet to gain extra height, then tie it at the top',
    ],
    correctAnswer: '1',
    explanation:
      'A 4:1 ratio gives an angle of about 75 degrees. Extending at least 1 metre above the landing gives a handhold for stepping on and off, securing the ladder stops it slipping, and three points of contact keep you stable while climbing.',
  },
  {
    id: 10,
    elementNumber: 3,
    performanceCriteria: '3.5',
    question:
      'Why should the anchor be directly above, or close behind, your work position rather than off to one side?',
    options: [
      'To reduce the risk of a swing fall into nearby structures or the ground',
      'So that the lanyard is easier to reach',
      'Because anchors placed to the side are always weaker',
      'To stop the harness straps from twisting',
    ],
    correctAnswer: '0',
    explanation:
      'With an anchor off to one side, a falling worker swings like a pendulum and can strike a structure or the ground. Keeping the anchor overhead and close to the work keeps the fall short and straight.',
  },
  {
    id: 11,
    elementNumber: 4,
    performanceCriteria: '4.2',
    question: 'A beam blocks your lanyard as you move along a structure. What is the safe way past it?',
    options: [
      'Unclip briefly and move quickly past the beam',
      'Move past without a connection while a workmate watches',
      'Clip the second leg of a twin-tail lanyard on the far side before unclipping the first',
      'Wrap the lanyard around the beam and keep going',
    ],
    correctAnswer: '2',
    explanation:
      'A twin-tail lanyard lets you connect the second leg before releasing the first, so you are never unprotected. A lanyard wrapped around a structure can be cut or overloaded unless it is designed for that use.',
  },
  {
    id: 12,
    elementNumber: 4,
    performanceCriteria: '4.4',
    question: 'While you are working on a roof, the wind rises above the site limit. What should you do?',
    options: [
      'Keep working but finish faster',
      'Stop work, secure materials, come down safely and report to your supervisor',
      'Remove your harness so it does not catch the wind',
      'Move closer to the edge where the sheeting is stronger',
    ],
    correctAnswer: '1',
    explanation:
      'Strong wind can blow a worker or sheet material off a roof. When conditions go beyond the site limits, stop, make the area safe, get down and report so the work can be reassessed.',
  },
  {
    id: 13,
    elementNumber: 4,
    performanceCriteria: '4.5',
    question:
      "A worker's fall has been arrested and they are hanging in their harness. Why must they be rescued quickly?",
    options: [
      'Hanging still in a harness can cause suspension trauma and loss of consciousness within minutes',
      'Harness webbing is only designed to hold a person for a few seconds',
      'The lanyard will keep stretching until the worker reaches the ground',
      'The site must be cleared before the end of the shift',
    ],
    correctAnswer: '0',
    explanation:
      'Leg straps restrict blood flow and blood pools in the legs, which can cause fainting and serious harm within minutes. The rescue plan must bring the worker down fast, and they need first aid and a medical check afterwards even if they feel fine.',
  },
  {
    id: 14,
    elementNumber: 5,
    performanceCriteria: '5.2',
    question: 'When clearing the work area at the end of a job, which of these is removed last?',
    options: [
      'Tools and materials left at height',
      'Edge protection, while others are still working at the edge',
      'The exclusion zone barricades below, once nothing remains overhead',
      'Your fall arrest connection, before you climb down from the roof',
    ],
    correctAnswer: '2',
    explanation:
      'Tools and materials come down first, you stay protected until the last exposed task is done, and edge protection stays while anyone is exposed. The exclusion zone below is removed last, when nothing can fall.',
  },
  {
    id: 15,
    elementNumber: 5,
    performanceCriteria: '5.3',
    question:
      'After a job you find that the energy absorber pack on your lanyard has partly torn open. What should you do?',
    options: [
      'Tape it closed and return it to the store',
      'Keep using it, but only for travel restraint',
      'Cut the absorber off and keep the lanyard',
      'Tag it out of service and report it, because it may have taken a fall load',
    ],
    correctAnswer: '3',
    explanation:
      'A deployed or damaged energy absorber shows the lanyard may have been loaded by a fall. It must be tagged out of service, kept apart and reported, and not used again until a competent person has dealt with it.',
  },
]);

export const questionBanks = {
  RIIWHS202E: confinedSpacesQuestions,
  RIIWHS204E: workingAtHeightsQuestions,
} as const satisfies Record<UnitCode, readonly TheoryQuestion[]>;

export function questionsForUnit(code: UnitCode): readonly TheoryQuestion[] {
  return questionBanks[code];
}

/** A question as it may be shown before submission: without the answer or the explanation. */
export type PublicQuestion = Omit<TheoryQuestion, 'correctAnswer' | 'explanation'>;

export function toPublicQuestion({
  correctAnswer: _answer,
  explanation: _explanation,
  ...rest
}: TheoryQuestion): PublicQuestion {
  return rest;
}
