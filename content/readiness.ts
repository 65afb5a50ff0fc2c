/**
 * Ready for the day: the language, literacy, numeracy and digital-literacy self-check every learner answers, the
 * identification a NSW white card needs (SafeWork NSW asks for 100 points), and for work at heights and confined
 * spaces the PPE to bring and a medical declaration. Which course needs what is in `readinessCourses`.
 */

export type SelfCheckAnswer = { id: string; label: string; supportNeeded: boolean };
export type SelfCheckQuestion = { id: string; label: string; answers: readonly SelfCheckAnswer[] };

const comfort = (hard: string): readonly SelfCheckAnswer[] => [
  { id: 'comfortable', label: 'I am comfortable doing this', supportNeeded: false },
  { id: 'some-help', label: 'I can do this with a little help', supportNeeded: false },
  { id: 'hard', label: hard, supportNeeded: true },
];

export const selfCheckQuestions = [
  {
    id: 'reading',
    label: 'Reading safety signs, work instructions and short forms in English',
    answers: comfort('I find this hard and would like support'),
  },
  {
    id: 'writing',
    label: 'Writing short answers in English, for example on a hazard report or a test',
    answers: comfort('I find this hard and would like support'),
  },
  {
    id: 'numeracy',
    label: 'Working with simple numbers: measurements, weights, times and dates',
    answers: comfort('I find this hard and would like support'),
  },
  {
    id: 'digital',
    label: 'Using a phone, tablet or computer to fill in an online form or sit a short online test',
    answers: comfort('I find this hard and would like support'),
  },
] as const satisfies readonly SelfCheckQuestion[];

export const selfCheckIntro =
  'These questions help your trainer plan support. Your answers never stop you enrolling; if you would like support, the trainer will contact you before the day.';

/** A document the learner may upload towards 100 points of identification, with its points. */
export type IdDocumentType = { id: string; label: string; points: number; photo: boolean };

export const idDocumentTypes = [
  {
    id: 'australian-passport',
    label: 'Australian passport (current or expired within 2 years)',
    points: 70,
    photo: true,
  },
  { id: 'birth-certificate', label: 'Australian birth certificate or extract', points: 70, photo: false },
  { id: 'citizenship-certificate', label: 'Australian citizenship certificate', points: 70, photo: false },
  {
    id: 'foreign-passport',
    label: 'Foreign passport with a current Australian visa',
    points: 70,
    photo: true,
  },
  { id: 'driver-licence', label: 'Australian driver licence or learner permit', points: 40, photo: true },
  { id: 'photo-card', label: 'NSW Photo Card or another state proof-of-age card', points: 40, photo: true },
  {
    id: 'government-id',
    label: 'Government employee ID or tertiary student ID with photo',
    points: 40,
    photo: true,
  },
  { id: 'medicare-card', label: 'Medicare card', points: 25, photo: false },
  { id: 'bank-card', label: 'Bank card or credit card', points: 25, photo: false },
  {
    id: 'utility-bill',
    label: 'Utility bill or council rates notice (in the last 12 months)',
    points: 25,
    photo: false,
  },
] as const satisfies readonly IdDocumentType[];

export const ID_POINTS_REQUIRED = 100;

export const idDocumentsIntro =
  'A NSW white card needs 100 points of identification, including one document with your photo. Upload a clear photo or scan of each document (PDF, JPG or PNG, up to 10 MB). Only our staff see them, and we delete them after we have checked them.';

export const ppeLists = {
  heights: [
    'Steel-capped safety boots',
    'Long-sleeved shirt and long trousers',
    'High-visibility vest or shirt',
    'Work gloves',
    'Harnesses, lanyards and helmets are provided and fitted on the day',
  ],
  'confined-spaces': [
    'Steel-capped safety boots',
    'Long-sleeved shirt and long trousers, or overalls',
    'High-visibility vest or shirt',
    'Work gloves',
    'Gas detectors, breathing apparatus and rescue equipment are provided on the day',
  ],
} as const;

export type PpeKind = keyof typeof ppeLists;

export const ppeAgreement = 'I will bring the personal protective equipment listed above.';

export const medicalQuestions = [
  {
    id: 'balance',
    label: 'A condition that affects your balance or can cause dizziness, fainting or seizures',
  },
  { id: 'heart-lungs', label: 'A heart condition, asthma or another breathing condition' },
  { id: 'mobility', label: 'An injury or condition that limits climbing, kneeling, crawling or lifting' },
  { id: 'fear', label: 'A strong fear of heights or of enclosed spaces' },
  { id: 'medication', label: 'Medication that can cause drowsiness' },
] as const;

export const medicalIntro =
  'Practical work at heights and in confined spaces is physical. Do you have any of the following? Answering yes does not stop you taking part: the trainer may call you to plan adjustments.';

export const medicalDeclaration =
  'I declare that my answers are true, and that I will tell the trainer on the day if my health changes.';

/** Which courses need what, matched on the course's name (a session's or a booking's). */
export const readinessCourses = {
  whiteCard: /white card|general construction induction|CPCWHS1001/i,
  heights: /heights|RIIWHS204E/i,
  confinedSpaces: /confined/i,
} as const;

/** Days before the session the reminder goes to learners with items missing. */
export const READINESS_REMINDER_DAYS = 2;
