import { PASS_MARK } from '@/content/learning/constants';
import { elearningModules } from '@/content/learning/elearning';
import { speakerNotes } from '@/content/learning/presentations';
import { questionBanks } from '@/content/learning/questions';
import { elementLabel, trainingUnits, type UnitCode } from '@/content/learning/units';
import { requiredCorrect } from '@/lib/rules/assessment';

export const presentationAudiences = ['trainer', 'learner'] as const;
export type PresentationAudience = (typeof presentationAudiences)[number];

export function isPresentationAudience(value: string): value is PresentationAudience {
  return (presentationAudiences as readonly string[]).includes(value);
}

export type Slide = {
  /** Unique within the deck; usable as a fragment id. */
  id: string;
  title: string;
  bullets: readonly string[];
  speakerNotes: string;
};

/** The learner deck shows the same slides without the trainer's notes. */
export type LearnerSlide = Omit<Slide, 'speakerNotes'>;

/** The trainer deck for a unit, built from the unit, its e-learning modules and the written speaker notes. */
export function slidesForUnit(code: UnitCode): Slide[] {
  const unit = trainingUnits[code];
  const notes = speakerNotes[code];
  const questionCount = questionBanks[code].length;

  const moduleSlides = elearningModules[code].flatMap((module): Slide[] => {
    const moduleNotes = notes.modules[module.id];
    if (!moduleNotes) throw new Error(`No speaker notes for ${code} module ${module.id}`);
    return [
      {
        id: `module-${module.number}`,
        title: `Module ${module.number}: ${module.title}`,
        bullets: module.topics,
        speakerNotes: moduleNotes.overview,
      },
      {
        id: `module-${module.number}-key-points`,
        title: `${module.title}: Key Points`,
        bullets: module.keyPoints,
        speakerNotes: moduleNotes.keyPoints,
      },
    ];
  });

  return [
    {
      id: 'introduction',
      title: `${unit.code} ${unit.title}`,
      bullets: [
        `${unit.elements.length} elements of competency`,
        `Minimum duration: ${unit.duration}`,
        `Maximum class size: ${unit.maxStudents} learners`,
        'Assessed by a theory assessment and a practical assessment',
      ],
      speakerNotes: notes.introduction,
    },
    {
      id: 'outcomes',
      title: 'What You Will Learn',
      bullets: unit.elements.map(elementLabel),
      speakerNotes: notes.outcomes,
    },
    {
      id: 'hazards',
      title: 'Key Hazards',
      bullets: unit.hazards,
      speakerNotes: notes.hazards,
    },
    ...moduleSlides,
    {
      id: 'assessment',
      title: 'Assessment',
      bullets: [
        `Theory: ${questionCount} multiple-choice questions, no time limit`,
        `Pass mark: ${PASS_MARK}% (${requiredCorrect(questionCount)} correct answers required)`,
        `Practical: observed performance on at least ${unit.performanceOccasions} separate occasions`,
      ],
      speakerNotes: notes.assessment,
    },
  ];
}

export function learnerSlidesForUnit(code: UnitCode): LearnerSlide[] {
  return slidesForUnit(code).map(({ speakerNotes: _notes, ...slide }) => slide);
}
