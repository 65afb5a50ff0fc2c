import { describe, expect, it } from 'vitest';

import { questionBanks, type TheoryQuestion } from '@/content/learning/questions';
import {
  PASS_MARK,
  isValidAnswer,
  optionText,
  percentOf,
  requiredCorrect,
  scoreAttempt,
  shownResult,
  showsAnswers,
  THEORY_ATTEMPTS_BEFORE_ANSWERS,
  type AnswerSheet,
} from '@/lib/rules/assessment';

const wrong = (q: TheoryQuestion) => String((Number(q.correctAnswer) + 1) % q.options.length);

/** Answers the first `n` questions correctly and the rest wrongly. */
function answersWithCorrect(questions: readonly TheoryQuestion[], n: number): AnswerSheet {
  return Object.fromEntries(questions.map((q, i) => [i, i < n ? q.correctAnswer : wrong(q)]));
}

describe('pass rule', () => {
  it('is 80% with 10 of 12 and 12 of 15 correct answers required', () => {
    expect(PASS_MARK).toBe(80);
    expect(requiredCorrect(12)).toBe(10);
    expect(requiredCorrect(15)).toBe(12);
  });

  it('rounds the required count up without floating-point drift', () => {
    expect(requiredCorrect(5)).toBe(4);
    expect(requiredCorrect(10)).toBe(8);
    expect(requiredCorrect(1)).toBe(1);
    expect(requiredCorrect(0)).toBe(0);
    for (let n = 1; n <= 200; n++) expect(requiredCorrect(n)).toBe(Math.ceil((4 * n) / 5));
  });

  it('rounds percentages to whole numbers', () => {
    expect(percentOf(10, 12)).toBe(83);
    expect(percentOf(9, 12)).toBe(75);
    expect(percentOf(11, 15)).toBe(73);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('scoreAttempt on the RIIWHS202E bank (12 questions)', () => {
  const questions = questionBanks.RIIWHS202E;

  it('9 of 12 is 75%: NOT YET COMPETENT', () => {
    const result = scoreAttempt(questions, answersWithCorrect(questions, 9));
    expect(result).toMatchObject({
      correct: 9,
      total: 12,
      percent: 75,
      competent: false,
      requiredCorrect: 10,
    });
  });

  it('10 of 12 is 83%: COMPETENT', () => {
    const result = scoreAttempt(questions, answersWithCorrect(questions, 10));
    expect(result).toMatchObject({ correct: 10, total: 12, percent: 83, competent: true });
  });

  it('12 of 12 is 100% and every element at 100%', () => {
    const result = scoreAttempt(questions, answersWithCorrect(questions, 12));
    expect(result.percent).toBe(100);
    expect(result.byElement.every((e) => e.percent === 100 && e.meetsPassMark)).toBe(true);
  });

  it('counts unanswered questions as wrong', () => {
    const result = scoreAttempt(questions, {});
    expect(result).toMatchObject({ correct: 0, percent: 0, competent: false });
    expect(result.review.every((r) => r.chosen === undefined && !r.isCorrect)).toBe(true);
  });

  it('reports per-element figures in element order', () => {
    // Elements in the bank: 1 (3 questions), 2 (5), 3 (2), 4 (2). First 9 correct: E1 3/3, E2 5/5, E3 1/2, E4 0/2.
    const result = scoreAttempt(questions, answersWithCorrect(questions, 9));
    expect(
      result.byElement.map(({ correct, total, percent, meetsPassMark }) => ({
        correct,
        total,
        percent,
        meetsPassMark,
      })),
    ).toEqual([
      { correct: 3, total: 3, percent: 100, meetsPassMark: true },
      { correct: 5, total: 5, percent: 100, meetsPassMark: true },
      { correct: 1, total: 2, percent: 50, meetsPassMark: false },
      { correct: 0, total: 2, percent: 0, meetsPassMark: false },
    ]);
    expect(result.byElement[0].element).toBe(questions[0].element);
    expect(result.byElement.reduce((sum, e) => sum + e.total, 0)).toBe(12);
  });

  it('reviews every question with the chosen answer and whether it was right', () => {
    const answers = answersWithCorrect(questions, 10);
    const result = scoreAttempt(questions, answers);
    expect(result.review).toHaveLength(12);
    result.review.forEach((r, i) => {
      expect(r.question).toBe(questions[i]);
      expect(r.chosen).toBe(answers[i]);
      expect(r.isCorrect).toBe(i < 10);
    });
  });
});

describe('scoreAttempt on the RIIWHS204E bank (15 questions)', () => {
  const questions = questionBanks.RIIWHS204E;

  it('12 of 15 is 80%: COMPETENT', () => {
    const result = scoreAttempt(questions, answersWithCorrect(questions, 12));
    expect(result).toMatchObject({
      correct: 12,
      total: 15,
      percent: 80,
      competent: true,
      requiredCorrect: 12,
    });
  });

  it('11 of 15 is 73%: NOT YET COMPETENT', () => {
    const result = scoreAttempt(questions, answersWithCorrect(questions, 11));
    expect(result).toMatchObject({ correct: 11, total: 15, percent: 73, competent: false });
  });

  it('has five element rows adding up to 15 questions', () => {
    const result = scoreAttempt(questions, answersWithCorrect(questions, 15));
    expect(result.byElement).toHaveLength(5);
    expect(result.byElement.reduce((sum, e) => sum + e.total, 0)).toBe(15);
  });

  it('agrees with the required count for every possible score', () => {
    for (let n = 0; n <= 15; n++) {
      expect(scoreAttempt(questions, answersWithCorrect(questions, n)).competent).toBe(
        n >= requiredCorrect(15),
      );
    }
  });
});

describe('answer helpers', () => {
  const q = questionBanks.RIIWHS202E[3];

  it('accepts only option index strings', () => {
    expect(isValidAnswer(q, '0')).toBe(true);
    expect(isValidAnswer(q, '3')).toBe(true);
    expect(isValidAnswer(q, '4')).toBe(false);
    expect(isValidAnswer(q, '-1')).toBe(false);
    expect(isValidAnswer(q, '1.5')).toBe(false);
    expect(isValidAnswer(q, '')).toBe(false);
  });

  it('gives the text of a chosen option', () => {
    expect(optionText(q, q.correctAnswer)).toBe('19.5% by volume');
    expect(optionText(q, undefined)).toBeUndefined();
    expect(optionText(q, '9')).toBeUndefined();
  });
});

describe('what the results send to the browser', () => {
  const questions = questionBanks.RIIWHS202E;
  const allWrong = Object.fromEntries(
    questions.map((q, index) => [index, q.correctAnswer === '0' ? '1' : '0']),
  );

  it('a failed attempt before the last one carries no correct answer or explanation, only which were wrong', () => {
    const result = scoreAttempt(questions, allWrong);
    expect(showsAnswers(result, 1)).toBe(false);
    expect(showsAnswers(result, THEORY_ATTEMPTS_BEFORE_ANSWERS - 1)).toBe(false);
    const shown = shownResult(result, false);
    const text = JSON.stringify(shown);
    expect(text).not.toContain('correctAnswer');
    for (const question of questions) expect(text).not.toContain(question.explanation);
    expect(shown.review.every((item) => !item.isCorrect)).toBe(true);
    expect(shown).toMatchObject({
      correct: 0,
      total: questions.length,
      competent: false,
      answersShown: false,
    });
  });

  it('a pass, or the last attempt before the answers, carries them', () => {
    const failed = scoreAttempt(questions, allWrong);
    expect(showsAnswers(failed, THEORY_ATTEMPTS_BEFORE_ANSWERS)).toBe(true);
    expect(showsAnswers(failed, null)).toBe(false);
    const passed = scoreAttempt(
      questions,
      Object.fromEntries(questions.map((q, index) => [index, q.correctAnswer])),
    );
    expect(showsAnswers(passed, null)).toBe(true);
    expect(shownResult(failed, true).review[0].question).toMatchObject({
      correctAnswer: questions[0].correctAnswer,
      explanation: questions[0].explanation,
    });
  });
});
