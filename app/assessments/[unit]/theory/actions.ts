'use server';

import { questionBanks } from '@/content/learning/questions';
import { isUnitCode } from '@/content/learning/units';
import {
  answersByQuestionId,
  isComplete,
  parseAnswerSheet,
  scoreAttempt,
  type AttemptResult,
} from '@/lib/rules/assessment';
import { getSession } from '@/lib/auth';
import { sqlState } from '@/lib/db';
import { recordAttempt } from '@/lib/server/learning-records';

/** saved: stored in the learner's account; signed-out: nothing stored; failed: scored but not stored. */
export type AttemptRecordStatus = 'saved' | 'signed-out' | 'failed';

export type TheorySubmission =
  { ok: true; result: AttemptResult; record: AttemptRecordStatus } | { ok: false; message: string };

/**
 * Scores a theory assessment on the server against the answer keys, which never reach the browser, and stores
 * the attempt for a signed-in learner. The browser sends only the chosen options.
 */
export async function submitTheoryAssessment(unitCode: unknown, answers: unknown): Promise<TheorySubmission> {
  if (typeof unitCode !== 'string' || !isUnitCode(unitCode)) {
    return { ok: false, message: 'This assessment does not exist.' };
  }
  const questions = questionBanks[unitCode];
  const sheet = parseAnswerSheet(answers, questions);
  if (!sheet || !isComplete(sheet, questions.length)) {
    return { ok: false, message: 'Please answer every question before submitting.' };
  }

  const result = scoreAttempt(questions, sheet);

  const session = await getSession();
  if (!session) return { ok: true, result, record: 'signed-out' };
  try {
    const stored = await recordAttempt(session, unitCode, answersByQuestionId(questions, sheet));
    if (stored.correct !== result.correct || stored.total !== result.total) {
      // Both score the same answers against the same key; a difference means the key table is stale.
      console.error('Assessment scores differ between the app and the database', {
        unitCode,
        app: `${result.correct}/${result.total}`,
        database: `${stored.correct}/${stored.total}`,
      });
    }
    return { ok: true, result, record: 'saved' };
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('Could not record assessment attempt', { name, message, code: sqlState(error) });
    return { ok: true, result, record: 'failed' };
  }
}
