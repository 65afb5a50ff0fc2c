import { PASS_MARK } from '@/content/learning/constants';
import { questionBanks, type TheoryQuestion } from '@/content/learning/questions';
import { unitCodes, type UnitCode } from '@/content/learning/units';

export { PASS_MARK };

/**
 * Chosen option per question, keyed by the question's position in the list (0-based), valued by the option
 * index as a string ('0'..'3'), as the assessment screen holds them. Unanswered questions are absent.
 */
export type AnswerSheet = Readonly<Record<number, string>>;

/** Correct answers needed to pass: PASS_MARK% of the questions, rounded up (10 of 12, 12 of 15). */
export function requiredCorrect(questionCount: number): number {
  // Integer arithmetic: 0.8 * n in floating point can land just above an integer and round up wrongly.
  return Math.ceil((PASS_MARK * questionCount) / 100);
}

/** Whole percent, 0 when there is nothing to count. */
export function percentOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct * 100) / total);
}

/** The spec's pass rule: the rounded percentage must reach the pass mark. */
export function isCompetent(percent: number): boolean {
  return percent >= PASS_MARK;
}

export type ElementScore = {
  element: string;
  correct: number;
  total: number;
  percent: number;
  /** At or above the pass mark: the results screen shows a default badge, otherwise a destructive one. */
  meetsPassMark: boolean;
};

export type QuestionReview = {
  question: TheoryQuestion;
  /** Option index string the learner chose; undefined when unanswered. */
  chosen: string | undefined;
  isCorrect: boolean;
};

export type AttemptResult = {
  correct: number;
  total: number;
  percent: number;
  competent: boolean;
  requiredCorrect: number;
  /** One row per element, in the order elements first appear in the questions. */
  byElement: ElementScore[];
  /** One row per question, in question order. */
  review: QuestionReview[];
};

export function scoreAttempt(questions: readonly TheoryQuestion[], answers: AnswerSheet): AttemptResult {
  const review: QuestionReview[] = questions.map((question, index) => {
    const chosen = answers[index];
    return { question, chosen, isCorrect: chosen === question.correctAnswer };
  });

  const tallies = new Map<string, { correct: number; total: number }>();
  for (const { question, isCorrect } of review) {
    const tally = tallies.get(question.element) ?? { correct: 0, total: 0 };
    tally.total += 1;
    if (isCorrect) tally.correct += 1;
    tallies.set(question.element, tally);
  }
  const byElement: ElementScore[] = [...tallies].map(([element, { correct, total }]) => {
    const percent = percentOf(correct, total);
    return { element, correct, total, percent, meetsPassMark: isCompetent(percent) };
  });

  const correct = review.filter((r) => r.isCorrect).length;
  const total = questions.length;
  const percent = percentOf(correct, total);
  return {
    correct,
    total,
    percent,
    competent: total > 0 && isCompetent(percent),
    requiredCorrect: requiredCorrect(total),
    byElement,
    review,
  };
}

/** True when `value` is the index string of one of the question's options. */
export function isValidAnswer(question: Pick<TheoryQuestion, 'options'>, value: string): boolean {
  return /^\d+$/.test(value) && Number(value) < question.options.length;
}

/** Text of an option by its index string; undefined for an unanswered or invalid choice. */
export function optionText(
  question: Pick<TheoryQuestion, 'options'>,
  index: string | undefined,
): string | undefined {
  return index !== undefined && isValidAnswer(question, index) ? question.options[Number(index)] : undefined;
}

export type AnswerKeyRow = {
  unitCode: UnitCode;
  questionId: number;
  correctAnswer: string;
  element: string;
};

/** Every unit's answer key, for seeding the server-side answer key table. */
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
