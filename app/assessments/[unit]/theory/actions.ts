'use server';

import { questionBanks } from '@/content/learning/questions';
import type { UnitCode } from '@/content/learning/units';
import {
  answersByQuestionId,
  isComplete,
  parseAnswerSheet,
  scoreAttempt,
  shownResult,
  showsAnswers,
  type ShownAttemptResult,
} from '@/lib/rules/assessment';
import { failed, succeeded } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import { anonymousLearnerId } from '@/lib/server/anonymous-learner';
import { recordTheoryAttempt } from '@/lib/server/assessment-attempts';
import { logSafeError } from '@/lib/server/log';
import { theorySubmissionSchema } from '@/lib/validation/assessment';

/** saved: stored in the learner's account; signed-out: recorded for staff, not in an account; failed: not stored. */
export type AttemptRecordStatus = 'saved' | 'signed-out' | 'failed';

export type TheoryOutcome = { result: ShownAttemptResult; record: AttemptRecordStatus };

const NOT_CHECKED = 'Your answers could not be checked just now. Please try again in a minute.';

/**
 * Scores a theory assessment on the server against the answer keys and records the attempt (signed in or not)
 * within the limits before showing the result. The browser sends only the chosen options, and gets the correct
 * answers and explanations back only after a pass or once the attempts before they are shown are used
 * (lib/rules/assessment.ts); otherwise the result says which questions were wrong, not what was right. The limits
 * are the assessment's own (lib/server/assessment-attempts.ts: per learner and unit, per address, and the optional
 * delay), so the wrapper adds none.
 */
export const submitTheoryAssessment = serverAction(
  {
    name: '[assessment] Theory submission',
    access: 'public',
    schema: theorySubmissionSchema,
    messages: { failure: NOT_CHECKED },
  },
  async ({ input, session, ip }) => {
    const unitCode = input.unitCode as UnitCode;
    const questions = questionBanks[unitCode];
    const sheet = parseAnswerSheet(input.answers, questions);
    if (!sheet || !isComplete(sheet, questions.length)) {
      return failed('invalid', 'Please answer every question before submitting.');
    }

    const result = scoreAttempt(questions, sheet);
    try {
      const learner = session ? { session } : { anonymousId: await anonymousLearnerId() };
      const stored = await recordTheoryAttempt(learner, unitCode, answersByQuestionId(questions, sheet), ip);
      if (!stored.ok) return failed('rate-limited', stored.message);
      if (stored.correct !== result.correct || stored.total !== result.total) {
        // Both score the same answers against the same key; a difference means the key table is stale.
        console.error('Assessment scores differ between the app and the database', {
          unitCode,
          app: `${result.correct}/${result.total}`,
          database: `${stored.correct}/${stored.total}`,
        });
      }
      return succeeded<TheoryOutcome>({
        result: shownResult(result, showsAnswers(result, stored.attemptNumber)),
        record: session ? 'saved' : 'signed-out',
      });
    } catch (error) {
      logSafeError('[assessment] Could not record the attempt', error);
      // A signed-in learner is known and still sees the result; an anonymous submission that cannot be recorded
      // (nor limited) is refused, so an outage does not hand out the key.
      if (!session) return failed('unavailable', NOT_CHECKED);
      // Unrecorded, the attempt's number is unknown: the answers only after a pass.
      return succeeded<TheoryOutcome>({
        result: shownResult(result, showsAnswers(result, null)),
        record: 'failed',
      });
    }
  },
);
