import { PASS_MARK } from '@/content/learning/constants';
import type { PublicQuestion, TheoryQuestion } from '@/content/learning/questions';

// Pure and safe for client components: only types come from the question banks, so no answer key reaches the
// browser through this module. The answer keys themselves live in lib/server/assessment-keys.ts (server only).

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

/**
 * Reads an answer sheet sent by a browser: keys are question positions, values option index strings.
 * Returns null for anything else (unknown positions, invalid options, non-object input), so a server
 * action can reject it without trusting the client.
 */
export function parseAnswerSheet(
  input: unknown,
  questions: readonly Pick<TheoryQuestion, 'options'>[],
): AnswerSheet | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const sheet: Record<number, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!/^\d+$/.test(key)) return null;
    const index = Number(key);
    const question = questions[index];
    if (!question || typeof value !== 'string' || !isValidAnswer(question, value)) return null;
    sheet[index] = value;
  }
  return sheet;
}

/** True when every question of the list has an answer on the sheet. */
export function isComplete(sheet: AnswerSheet, questionCount: number): boolean {
  for (let i = 0; i < questionCount; i += 1) if (sheet[i] === undefined) return false;
  return true;
}

/** The sheet keyed by question id, as score_assessment_attempt() takes it ({"1": "2", ...}). */
export function answersByQuestionId(
  questions: readonly Pick<TheoryQuestion, 'id'>[],
  sheet: AnswerSheet,
): Record<string, string> {
  const byId: Record<string, string> = {};
  questions.forEach((question, index) => {
    const chosen = sheet[index];
    if (chosen !== undefined) byId[String(question.id)] = chosen;
  });
  return byId;
}

/**
 * Attempts at one unit after which a failed attempt's results show the correct answers and explanations (a pass
 * shows them at once). Before that, the results say which questions were wrong without revealing the right option,
 * so one submission does not hand out the answer key.
 */
export const THEORY_ATTEMPTS_BEFORE_ANSWERS = 3;

/** Under the review while the answers are withheld. */
export const ANSWERS_WITHHELD = `Questions marked wrong are shown without the right answer: review the learning materials and try again. The correct answers and explanations are shown after a pass or after ${THEORY_ATTEMPTS_BEFORE_ANSWERS} attempts.`;

/** A question as the results show it: the correct answer and explanation only when they are revealed. */
export type ReviewedQuestion = PublicQuestion &
  Partial<Pick<TheoryQuestion, 'correctAnswer' | 'explanation'>>;

export type ShownQuestionReview = {
  question: ReviewedQuestion;
  chosen: string | undefined;
  isCorrect: boolean;
};

/** What the learner's browser receives after a submission. */
export type ShownAttemptResult = Omit<AttemptResult, 'review'> & {
  review: ShownQuestionReview[];
  /** Whether the correct answers and explanations are in the review. */
  answersShown: boolean;
};

/** Whether this attempt may show the answers: a pass, or the last attempt before they are shown. */
export function showsAnswers(
  result: Pick<AttemptResult, 'competent'>,
  attemptNumber: number | null,
): boolean {
  return result.competent || (attemptNumber !== null && attemptNumber >= THEORY_ATTEMPTS_BEFORE_ANSWERS);
}

/** The result as sent to the browser: without any correct answer or explanation unless `showAnswers`. */
export function shownResult(result: AttemptResult, showAnswers: boolean): ShownAttemptResult {
  return {
    ...result,
    answersShown: showAnswers,
    review: result.review.map(({ question, chosen, isCorrect }) => {
      const { correctAnswer, explanation, ...shown } = question;
      return {
        question: showAnswers ? { ...shown, correctAnswer, explanation } : shown,
        chosen,
        isCorrect,
      };
    }),
  };
}
