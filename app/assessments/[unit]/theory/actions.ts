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
import { anonymousLearnerId } from '@/lib/server/anonymous-learner';
import { recordTheoryAttempt } from '@/lib/server/assessment-attempts';
import { clientIp } from '@/lib/server/rate-limit';

/** saved: stored in the learner's account; signed-out: recorded for staff, not in an account; failed: not stored. */
export type AttemptRecordStatus = 'saved' | 'signed-out' | 'failed';

export type TheorySubmission =
  { ok: true; result: AttemptResult; record: AttemptRecordStatus } | { ok: false; message: string };

/**
 * Scores a theory assessment on the server against the answer keys, which never reach the browser, and records
 * the attempt (signed in or not) within the limits before showing the result. The browser sends only the chosen
 * options.
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
  try {
    const learner = session ? { session } : { anonymousId: await anonymousLearnerId() };
    const stored = await recordTheoryAttempt(
      learner,
      unitCode,
      answersByQuestionId(questions, sheet),
      await clientIp(),
    );
    if (!stored.ok) return { ok: false, message: stored.message };
    if (stored.correct !== result.correct || stored.total !== result.total) {
      // Both score the same answers against the same key; a difference means the key table is stale.
      console.error('Assessment scores differ between the app and the database', {
        unitCode,
        app: `${result.correct}/${result.total}`,
        database: `${stored.correct}/${stored.total}`,
      });
    }
    return { ok: true, result, record: session ? 'saved' : 'signed-out' };
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('Could not record assessment attempt', { name, message, code: sqlState(error) });
    // A signed-in learner is known and still sees the result; an anonymous submission that cannot be recorded (nor
    // limited) is refused, so an outage does not hand out the key.
    if (!session)
      return {
        ok: false,
        message: 'Your answers could not be checked just now. Please try again in a minute.',
      };
    return { ok: true, result, record: 'failed' };
  }
}
