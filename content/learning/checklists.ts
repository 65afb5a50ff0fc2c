import type { UnitCode } from './units';

export type ChecklistItem = {
  /** '<unit prefix>_<category key>_<n>', e.g. '202e_pre_1'. Tick state is keyed by it. */
  id: string;
  text: string;
};

export type ChecklistCategory = {
  /** Short key used in item ids, e.g. 'pre'. */
  key: string;
  /** Heading shown on the assessor's guide. */
  category: string;
  items: readonly ChecklistItem[];
};

function category(
  unitPrefix: string,
  key: string,
  name: string,
  texts: readonly string[],
): ChecklistCategory {
  return {
    key,
    category: name,
    items: texts.map((text, i) => ({ id: `${unitPrefix}_${key}_${i + 1}`, text })),
  };
}

const confinedSpacesChecklist: readonly ChecklistCategory[] = [
  category('202e', 'pre', 'Pre-Assessment Requirements', [
    "Candidate's identity confirmed against photo ID and the enrolment record",
    'Candidate has completed the theory assessment at 80% or higher',
    'Candidate declares they are fit for work and free of the effects of alcohol, drugs or fatigue',
    'Assessment site, confined space and equipment checked as safe and ready; assessment conditions explained to the candidate',
    'Candidate advised of the assessment process, the right to appeal, and when the assessor will stop the assessment for safety',
  ]),
  category('202e', 'plan', 'Planning and Preparation', [
    'Obtains the work instructions and confirms the scope of the task with the supervisor',
    'Locates and reads the confined space procedure, risk assessment and site documentation',
    'Identifies the hazards of the space and the task, including atmospheric, engulfment and energy hazards',
    'Explains the control measures chosen and why, using the hierarchy of control',
    'Selects PPE and respiratory protection suited to the risk assessment and checks its fit and condition',
    'Selects tools and equipment, checks them for serviceability and tags out or reports faults',
  ]),
  category('202e', 'ctrl', 'Pre-Entry Controls and Permit', [
    'Confirms the confined space entry permit is issued, authorised and current before entry',
    'Reviews the permit conditions, named entrants, standby person and validity period',
    'Applies personal lock and danger tag to each isolation point listed on the permit',
    'Verifies isolations are effective (try-start or test for dead) before entry',
    'Bump-tests the gas detector and checks its calibration date before use',
    'Tests the atmosphere from outside in the correct order: oxygen, flammables, toxics',
    'Samples at the top, middle and bottom of the space, allowing time for the sample to draw through',
    'Correctly interprets readings against the limits (oxygen 19.5%–23.5%, flammables below 5% LEL, toxics below exposure standards) and records them on the permit',
    'Sets up ventilation with the air intake clear of exhausts and contaminant sources',
    'Erects confined space signage and barricades at every entry point',
    'Positions rescue equipment as specified on the permit and confirms the rescue plan with the standby person',
  ]),
  category('202e', 'work', 'Entry and Work in the Confined Space', [
    'Confirms communication method and check-in interval with the standby person before entry',
    'Signs on to the entry permit before entering',
    'Opens the access point safely and enters using the approved method, maintaining three points of contact',
    'Wears the personal gas monitor in the breathing zone and keeps it switched on throughout',
    'Keeps continuous communication with the standby person at the agreed intervals',
    'Carries out the task within the conditions and scope of the permit',
    'Lowers tools and materials separately rather than carrying them during entry',
    'Keeps the exit route clear of leads, hoses, tools and materials',
    'Monitors own condition and that of others for signs of heat stress, fatigue or atmospheric effects',
    'Stops work and seeks a permit review when the task or conditions change',
    'Responds correctly to a simulated alarm or emergency by leaving immediately by the planned route',
  ]),
  category('202e', 'exit', 'Exiting the Confined Space', [
    'Removes all tools, materials and waste from the space before or while exiting',
    'Exits using the approved method and signs off the entry permit',
    'Confirms with the standby person that all entrants are out and accounted for against the sign-on list',
    'Permit closed and isolations removed by their owners only after all entrants are out; entry secured against unauthorised access',
  ]),
  category('202e', 'clean', 'Clean Up', [
    'Clears the work area of waste, debris and materials',
    'Contains, labels and disposes of hazardous waste according to site environmental requirements',
    'Decontaminates tools, equipment and PPE as required',
    'Inspects harness, retrieval line, tripod and winch for damage after use',
    'Tags out and reports damaged or faulty equipment and keeps it apart',
    'Charges the gas detector and records the bump test and any alarm events',
    'Returns equipment and PPE to the correct storage in a serviceable condition',
  ]),
  category('202e', 'doc', 'Documentation and Communication', [
    'Completes the entry permit records, including gas readings and sign-on and sign-off times',
    'Reports hazards, near misses and incidents through the site reporting system',
    'Communicates clearly with the standby person, supervisor and team throughout the task',
    'Answers oral questions on legislation, the Confined Spaces Code of Practice and AS 2865 correctly',
    'Demonstrated the above competently on at least two separate occasions',
  ]),
];

const workingAtHeightsChecklist: readonly ChecklistCategory[] = [
  category('204e', 'pre', 'Pre-Assessment Requirements', [
    "Candidate's identity confirmed against photo ID and the enrolment record",
    'Candidate has completed the theory assessment at 80% or higher',
    'Candidate declares they are fit for work and free of the effects of alcohol, drugs or fatigue',
    'Assessment site, height structure and equipment checked as safe and ready; rescue arrangements in place for the assessment',
    'Candidate advised of the assessment process, the right to appeal, and when the assessor will stop the assessment for safety',
  ]),
  category('204e', 'req', 'Identifying Work Requirements', [
    'Obtains and reads the work instructions, SWMS and height safety procedures for the task',
    'Inspects the site for layout, surfaces, structures, access routes and other work nearby',
    'Identifies fall hazards including edges, openings, fragile surfaces and falling-object risks',
    'Checks for overhead powerlines and weather conditions that affect the work',
    'Explains the controls selected using the hierarchy of control for falls',
    'Identifies the safety equipment required and checks it for serviceability',
  ]),
  category('204e', 'proc', 'Work Procedures and Instructions', [
    'Consults the supervisor or authorised person to confirm materials, tools and equipment',
    'Selects and wears PPE suited to the task and the site',
    'Inspects the harness, lanyard, energy absorber and connectors before use and checks the inspection tag is current',
    'Inspects edge protection and penetration covers, and reports any defects',
    'Plans how tools and materials will be raised and secured at height',
    'Erects barricades and signs to establish an exclusion zone below the work',
  ]),
  category('204e', 'equip', 'Access and Install Equipment', [
    'Confirms with an authorised person that the anchor point is suitable and rated (15 kN for one person fall arrest)',
    'Fits and adjusts the harness correctly and has the fit buddy-checked',
    'Connects the lanyard or self-retracting lifeline to the correct attachment point and anchor',
    'Checks fall clearance and positions the anchor to prevent a swing fall',
    'Sets up the ladder at 4:1, extended at least 1 m above the landing and secured top and bottom',
    'Reaches the work area by the approved method, maintaining three points of contact on ladders',
  ]),
  category('204e', 'rescue', 'Emergency and Rescue Readiness', [
    'Explains the rescue plan, the rescue equipment available and who will carry out a rescue',
    'Explains suspension trauma and why a suspended worker must be rescued quickly',
    'Demonstrates how to raise the alarm and whom to contact in an emergency',
  ]),
  category('204e', 'work', 'Performing Work at Heights', [
    'Connects to the fall protection system before being exposed to a fall',
    'Remains connected while moving, using a twin-tail lanyard to pass obstructions',
    'Keeps lanyards clear of sharp edges and avoids over-reaching',
    'Uses tool tethers and tool bags and secures materials against falling or wind',
    'Keeps the exclusion zone below active while work is overhead',
    'Monitors weather and site conditions and stops work when they become unsafe',
    'Completes the task safely, efficiently and to the required standard',
  ]),
  category('204e', 'clean', 'Clean Up the Work Area', [
    'Lowers tools and materials from height and clears waste and debris',
    'Dismantles access and fall protection equipment in a safe order while still protected',
    'Removes the exclusion zone barricades last, once nothing remains overhead',
    'Cleans, inspects and stores equipment correctly; tags out and reports damaged items',
    'Completes records and reports hazards or incidents; demonstrated competently on at least two occasions',
  ]),
];

export const assessorChecklists = {
  RIIWHS202E: confinedSpacesChecklist,
  RIIWHS204E: workingAtHeightsChecklist,
} as const satisfies Record<UnitCode, readonly ChecklistCategory[]>;

export function checklistForUnit(code: UnitCode): readonly ChecklistCategory[] {
  return assessorChecklists[code];
}

export function checklistItems(code: UnitCode): readonly ChecklistItem[] {
  return assessorChecklists[code].flatMap((c) => c.items);
}
