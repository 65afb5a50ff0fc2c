import {
  lowestPriceToken,
  highestPriceToken,
  unitPriceRef,
  unitPriceToken,
  type Amount,
  type PriceRef,
} from './price-refs';
import { getUnit, machineOperationUnits, type UnitCode } from './units';

export const namedCoursePageSlugs = [
  'nsw-whitecard',
  'working-at-heights',
  'first-aid',
  'confined-spaces',
  'machinery-training',
] as const;
export type NamedCoursePageSlug = (typeof namedCoursePageSlugs)[number];

export type CoursePageUnit = {
  unitCode: UnitCode;
  title: string;
  /** Course length for this unit, when the page gives one. */
  duration: string | null;
  price: PriceRef;
  /** Refresher / experienced / RPL price, when offered. */
  refresherPrice: PriceRef | null;
};

/** A self-hosted video file under public/videos/ (served as /videos/...). */
export type CourseVideoFile = { src: `/videos/${string}`; type: 'video/mp4' | 'video/webm' };

/**
 * Where a course page's video comes from: files the provider hosts (MP4 and/or WebM, in order of preference, with
 * a WebVTT captions track) or a YouTube video id (played from youtube-nocookie.com only after the visitor presses
 * play). lib/rules/course-video.ts checks each one; the README says where the files go.
 */
export type CourseVideoSource =
  | {
      kind: 'file';
      files: readonly CourseVideoFile[];
      captions: { src: `/videos/${string}.vtt`; srcLang: string; label: string };
      /** A still shown in the player until the first frame (the page shows the course's SVG poster before play). */
      poster?: `/videos/${string}`;
      /**
       * Made by `npm run videos` from this page's content (content/course-videos.json records what from): a unit test
       * fails when the content has changed since. A provider's own video leaves it out.
       */
      madeHere?: true;
    }
  | { kind: 'youtube'; id: string };

const OVERVIEW_VIDEO_DESCRIPTION =
  'About a minute on the course: its units, duration, class size, delivery, price, what to bring and what you receive, narrated with captions.';

/** The overview video `npm run videos` makes from a course page's content, under public/videos/. */
function madeHere(slug: NamedCoursePageSlug): CourseVideoSource {
  return {
    kind: 'file',
    files: [
      { src: `/videos/${slug}.webm`, type: 'video/webm' },
      { src: `/videos/${slug}.mp4`, type: 'video/mp4' },
    ],
    captions: { src: `/videos/${slug}.en.vtt`, srcLang: 'en-AU', label: 'English' },
    poster: `/videos/${slug}.jpg`,
    madeHere: true,
  };
}

export type CoursePageVideo = {
  title: string;
  description: string;
  /** null when the page has no video: the poster then says the video is coming, with no play button. */
  source: CourseVideoSource | null;
};

export type CoursePage = {
  slug: NamedCoursePageSlug;
  title: string;
  /** One-sentence summary for cards and the meta description. */
  summary: string;
  unitCodes: readonly UnitCode[];
  overview: readonly string[];
  /** Course information card. */
  facts: {
    duration: string;
    maxStudents: number;
    price: string;
    delivery: string;
    certificate: string;
  };
  /** Priced options shown on the information card. Prose fields may hold price tokens (content/price-refs.ts). */
  priceOptions: readonly { label: string; price: Amount; note?: string }[];
  units: readonly CoursePageUnit[];
  /** Facts worth calling out (validity, definitions). */
  keyFacts: readonly string[];
  whatYouLearn: readonly string[];
  entryRequirements: readonly string[];
  whatToBring: readonly string[];
  video: CoursePageVideo;
  /** Heights and confined spaces link to the training materials (/training-package). */
  linksToTrainingPackage: boolean;
};

function pageUnit(code: UnitCode, duration: string | null): CoursePageUnit {
  const unit = getUnit(code);
  return {
    unitCode: code,
    title: unit.title,
    duration,
    price: unitPriceRef(code),
    refresherPrice: unit.rplPrice === undefined ? null : unitPriceRef(code, 'experienced'),
  };
}

const COMMON_ID = [
  'Your Unique Student Identifier (USI): create one free at usi.gov.au before the course',
  'Current photo ID (driver licence or passport)',
];

const PPE =
  'Steel-capped boots, long pants and a long-sleeved shirt (hi-vis supplied if you do not have your own)';

// White card: online and face to face are separate facts; face to face is the unit price.
export const WHITE_CARD_ONLINE_PRICE = 99;
export const WHITE_CARD_FACE_TO_FACE_PRICE = unitPriceRef('CPCWHS1001');

const heights = pageUnit('RIIWHS204E', '6 hours');
const confined = pageUnit('RIIWHS202E', '8 hours');
const firstAidUnits = [
  pageUnit('HLTAID009', '3 hours'),
  pageUnit('HLTAID010', '4 hours'),
  pageUnit('HLTAID011', '6 hours'),
];
const machineUnits = machineOperationUnits.map((unit) => pageUnit(unit.unitCode, '1 to 2 days'));
const machineCode = machineUnits[0].unitCode;
// 'experienced' is the full price for a unit without a refresher price, as the price book reads it.
const machineUnitPrice = unitPriceToken(machineCode);
const machineExperiencedPrice = unitPriceToken(machineCode, 'experienced');

const firstAidRange = `${lowestPriceToken(firstAidUnits.map((unit) => ({ item: 'unit', id: unit.unitCode, level: 'experienced' })))} to ${highestPriceToken(firstAidUnits.map((unit) => ({ item: 'unit', id: unit.unitCode, level: 'standard' })))}`;

/** Machinery bundle prices on the machinery page. */
export const machineryBundles = [
  { id: 'one-machine-standard-11', label: '1 machine + Standard 11', price: 1000 },
  { id: 'two-machines', label: '2 machines', price: 900 },
  { id: 'two-machines-white-card', label: '2 machines + white card', price: 1050 },
] as const;

export const coursePages = [
  {
    slug: 'nsw-whitecard',
    title: 'NSW White Card – Prepare to Work Safely in the Construction Industry',
    summary:
      'Get your NSW white card (CPCWHS1001) in one 6-hour session, online or face to face, and start work on any construction site in Australia.',
    unitCodes: ['CPCWHS1001'],
    overview: [
      'Anyone who does construction work in Australia must hold a general construction induction card, better known as the white card. This course delivers the nationally recognised unit CPCWHS1001 Prepare to work safely in the construction industry.',
      'We report your result to SafeWork NSW, which issues your card. The card is recognised in every state and territory, so one course covers you on sites in NSW and Queensland alike.',
      'If you have not done construction work for two years or more, you need to complete the training again before returning to site.',
    ],
    facts: {
      duration: '6 hours',
      maxStudents: 20,
      price: `$${WHITE_CARD_ONLINE_PRICE} online, ${unitPriceToken('CPCWHS1001')} face to face`,
      delivery: 'Online (live, trainer-led) or face to face',
      certificate: 'Statement of attainment, then your white card from SafeWork NSW',
    },
    priceOptions: [
      { label: 'Online', price: WHITE_CARD_ONLINE_PRICE, note: 'Live virtual classroom with a trainer' },
      {
        label: 'Face to face',
        price: WHITE_CARD_FACE_TO_FACE_PRICE,
        note: 'In class at one of our locations',
      },
    ],
    units: [pageUnit('CPCWHS1001', '6 hours')],
    keyFacts: [
      'Required before you start any construction work in Australia',
      'Recognised in all states and territories',
      'Retrain if you have been away from construction work for two years or more',
    ],
    whatYouLearn: [
      'Your rights and duties, and your employer’s, under work health and safety law',
      'Common construction hazards: falls, electricity, excavations, mobile plant, asbestos, silica dust and noise',
      'How risks are controlled, from elimination through to PPE, and how to use a safe work method statement (SWMS)',
      'Safety signs, site inductions and how to report hazards and incidents',
      'What to do in an emergency and how to get first aid on site',
    ],
    entryRequirements: [
      'At least 14 years old',
      ...COMMON_ID,
      'Able to read, write and speak English well enough to complete the assessment',
      'Online: a computer with a camera and microphone, a stable internet connection and a quiet room to yourself',
    ],
    whatToBring: [
      'Photo ID and your USI',
      'A pen, and glasses if you need them for reading',
      'Lunch and water (face-to-face sessions)',
    ],
    video: {
      title: 'NSW White Card',
      description: OVERVIEW_VIDEO_DESCRIPTION,
      source: madeHere('nsw-whitecard'),
    },
    linksToTrainingPackage: false,
  },
  {
    slug: 'working-at-heights',
    title: 'Working at Heights – RIIWHS204E Work Safely at Heights',
    summary:
      'One-day working at heights course (RIIWHS204E): harnesses, anchors, fall-arrest systems and rescue planning, for mining and civil sites.',
    unitCodes: ['RIIWHS204E'],
    overview: [
      'Falls are one of the biggest causes of death and serious injury on Australian worksites. This practical course gives you the skills to plan and carry out work at heights safely and to use fall protection equipment correctly.',
      'It delivers the nationally recognised unit RIIWHS204E Work safely at heights, accepted across mining, civil construction and general industry.',
      'Most of the day is hands-on: you fit and inspect your own harness, select anchor points, set up a fall-arrest system and walk through a rescue.',
    ],
    facts: {
      duration: heights.duration ?? '6 hours',
      maxStudents: 15,
      price: unitPriceToken(heights.unitCode),
      delivery: 'Face to face, with practical work at height',
      certificate: 'Statement of attainment for RIIWHS204E',
    },
    priceOptions: [{ label: 'Full course', price: heights.price }],
    units: [heights],
    keyFacts: [
      'For this course, working at height means any task where you could fall 2 metres or more',
      'WHS law requires fall risks to be managed at any height, so these skills apply on the ground floor too',
    ],
    whatYouLearn: [
      'Identifying fall hazards and choosing controls in order: eliminate, prevent (guardrails, scaffolds, work platforms), then arrest',
      'Selecting, fitting and inspecting harnesses, lanyards and energy absorbers',
      'Choosing and checking anchor points, and working out fall clearance',
      'Using ladders, elevating platforms and roof edge protection safely',
      'Suspension trauma and why a rescue plan must be in place before anyone goes up',
      'Tagging out damaged equipment and recording inspections',
    ],
    entryRequirements: [
      ...COMMON_ID,
      'Physically able to climb a ladder and wear a full-body harness',
      'Basic English reading and writing for the written assessment',
    ],
    whatToBring: [
      PPE,
      'Hard hat, safety glasses and gloves if you have them',
      'Photo ID and your USI',
      'Lunch and water',
    ],
    video: {
      title: 'Working at Heights',
      description: OVERVIEW_VIDEO_DESCRIPTION,
      source: madeHere('working-at-heights'),
    },
    linksToTrainingPackage: true,
  },
  {
    slug: 'first-aid',
    title: 'First Aid & CPR Courses – HLTAID009, HLTAID010, HLTAID011',
    summary:
      'CPR, basic emergency life support and workplace first aid courses from 3 to 6 hours, with refresher prices for current certificate holders.',
    unitCodes: ['HLTAID009', 'HLTAID010', 'HLTAID011'],
    overview: [
      'Every workplace needs people who can respond in the first minutes of an emergency. Our first aid courses follow current Australian Resuscitation Council guidelines and are built around the injuries and illnesses seen on mine and construction sites.',
      'Choose CPR (HLTAID009), basic emergency life support (HLTAID010) or the full workplace first aid certificate (HLTAID011). Theory can be completed online before a shorter practical session.',
      'Your first aid certificate is valid for 3 years. CPR skills fade quickly, so renew your CPR every year.',
    ],
    facts: {
      duration: '3 to 6 hours',
      maxStudents: 16,
      price: firstAidRange,
      delivery: 'Blended: online theory, face-to-face practical',
      certificate: 'Statement of attainment for each unit completed',
    },
    priceOptions: firstAidUnits.flatMap((unit) => [
      { label: `${unit.unitCode} ${unit.title}`, price: unit.price },
      ...(unit.refresherPrice === null
        ? []
        : [{ label: `${unit.unitCode} refresher`, price: unit.refresherPrice }]),
    ]),
    units: firstAidUnits,
    keyFacts: ['First aid certificate valid for 3 years', 'CPR to be renewed annually'],
    whatYouLearn: [
      'DRSABCD: assessing danger, response, airway, breathing, CPR and defibrillation',
      'CPR for adults, children and infants, and using an AED',
      'Controlling bleeding and managing shock, burns, fractures and head injuries',
      'Asthma, anaphylaxis, heart attack, stroke, seizures and diabetic emergencies',
      'Snake and spider bites, heat illness and other environmental emergencies',
      'Calling for help, handing over to paramedics and reporting incidents',
    ],
    entryRequirements: [
      ...COMMON_ID,
      'Able to kneel on the floor and perform 2 minutes of uninterrupted CPR on a manikin',
      'Blended delivery: complete the online theory before the practical session',
    ],
    whatToBring: [
      'Photo ID and your USI',
      'Comfortable clothes you can kneel in',
      'Proof of online theory completion (blended)',
    ],
    video: {
      title: 'First Aid & CPR',
      description: OVERVIEW_VIDEO_DESCRIPTION,
      source: madeHere('first-aid'),
    },
    linksToTrainingPackage: false,
  },
  {
    slug: 'confined-spaces',
    title: 'Confined Spaces – RIIWHS202E Enter and Work in Confined Spaces',
    summary:
      'One-day confined space entry course (RIIWHS202E): permits, gas testing, isolation, standby duties and rescue, with hands-on practice.',
    unitCodes: ['RIIWHS202E'],
    overview: [
      'Tanks, pits, sewers, silos, vessels and pipes can hold atmospheres that kill within minutes. Work health and safety law treats confined space entry as high-risk work that needs trained workers, an entry permit and a rescue plan.',
      'This course delivers the nationally recognised unit RIIWHS202E Enter and work in confined spaces, for entrants and standby persons in mining, civil construction, water and industrial maintenance.',
      'You practise the full entry process: checking the permit and isolations, testing the atmosphere, entering with the right equipment and responding when something goes wrong.',
    ],
    facts: {
      duration: confined.duration ?? '8 hours',
      maxStudents: 12,
      price: unitPriceToken(confined.unitCode),
      delivery: 'Face to face, with practical entry exercises',
      certificate: 'Statement of attainment for RIIWHS202E',
    },
    priceOptions: [{ label: 'Full course', price: confined.price }],
    units: [confined],
    keyFacts: [
      'Safe oxygen levels are between 19.5% and 23.5%',
      'No one enters without a current entry permit and a standby person in place',
    ],
    whatYouLearn: [
      'Recognising a confined space and the hazards it holds: low oxygen, toxic and flammable gases, engulfment',
      'Entry permits, isolation and lockout of energy, pipes and moving parts',
      'Testing the atmosphere in the right order (oxygen, flammable, toxic) and ventilating the space',
      'Respiratory protection and other equipment for entry',
      'The standby person’s duties and communication with entrants',
      'Emergency response and rescue without putting more lives at risk',
    ],
    entryRequirements: [
      ...COMMON_ID,
      'Fit to wear breathing protection (clean-shaven where a tight-fitting mask is used)',
      'Comfortable working in tight, enclosed spaces',
    ],
    whatToBring: [PPE, 'Photo ID and your USI', 'Lunch and water'],
    video: {
      title: 'Confined Spaces',
      description: OVERVIEW_VIDEO_DESCRIPTION,
      source: madeHere('confined-spaces'),
    },
    linksToTrainingPackage: true,
  },
  {
    slug: 'machinery-training',
    title: 'Machinery Training – Civil and Mining Plant Tickets',
    summary: `Excavator, loader, skid steer, roller, grader, water cart, haul truck and tool carrier tickets from ${machineUnitPrice}, in 1 to 2 days.`,
    unitCodes: machineUnits.map((unit) => unit.unitCode),
    overview: [
      'Earn a nationally recognised ticket on the machine you operate, or will operate, on civil and mining sites. Each machine is a unit of competency from the resources and infrastructure training package.',
      `New operators complete full training at ${machineUnitPrice} per machine. Experienced operators can have their skills verified through recognition of prior learning (RPL) at ${machineExperiencedPrice} per machine.`,
      'Training is one-on-one or in small groups, on our equipment or yours, so you spend the day in the seat rather than in a classroom.',
    ],
    facts: {
      duration: '1 to 2 days',
      maxStudents: 8,
      price: `From ${machineUnitPrice}`,
      delivery: 'Face to face, at our venue or your site',
      certificate: 'Statement of attainment for each machine unit',
    },
    priceOptions: [
      { label: 'Full training, per machine', price: unitPriceRef(machineCode) },
      { label: 'Experienced operator or RPL, per machine', price: unitPriceRef(machineCode, 'experienced') },
      ...machineryBundles.map((bundle) => ({ label: bundle.label, price: bundle.price })),
    ],
    units: machineUnits,
    keyFacts: [
      `${machineUnits.length} machine units available`,
      `Experienced operators: verification or RPL at ${machineExperiencedPrice} per machine`,
    ],
    whatYouLearn: [
      'Pre-start and daily inspections, fluid checks and fault reporting',
      'Planning the task: site plans, ground conditions, underground services and overhead powerlines',
      'Exclusion zones, spotters and communicating with ground crew',
      'Operating techniques for the machine: digging, loading, trimming, compacting or hauling',
      'Working on slopes, near edges and around other plant and vehicles',
      'Parking, shutting down, isolating and basic maintenance',
    ],
    entryRequirements: [
      ...COMMON_ID,
      'Physically able to get on and off the machine safely using three points of contact',
      'Experienced / RPL route: evidence of your hours on the machine (logbook, employer reference or resume)',
    ],
    whatToBring: [
      PPE,
      'Hard hat and safety glasses',
      'Photo ID and your USI',
      'Any logbooks or references (RPL route)',
    ],
    video: {
      title: 'Machinery Training',
      description: OVERVIEW_VIDEO_DESCRIPTION,
      source: madeHere('machinery-training'),
    },
    linksToTrainingPackage: false,
  },
] as const satisfies readonly CoursePage[];
