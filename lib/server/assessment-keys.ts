import 'server-only';

import { questionBanks } from '@/content/learning/questions';
import { unitCodes, type UnitCode } from '@/content/learning/units';

export type AnswerKeyRow = {
  unitCode: UnitCode;
  questionId: number;
  correctAnswer: string;
  element: string;
};

/** Every unit's answer key, for the server-side answer key table that score_assessment_attempt() scores against. */
export function answerKeyRows(): AnswerKeyRow[] {
  return unitCodes.flatMap((unitCode) =>
    questionBanks[unitCode].map((q) => ({
      unitCode,
      questionId: q.id,
      correctAnswer: q.correctAnswer,
      element: q.element,
    })),
  );
}
