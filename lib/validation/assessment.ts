import { isUnitCode, type UnitCode } from '@/content/learning/units';

import * as z from './zod';

export const UNKNOWN_ASSESSMENT_MESSAGE = 'This assessment does not exist.';

/**
 * A theory submission: the unit and the chosen options. The options are checked against that unit's questions
 * by lib/rules/assessment.ts (parseAnswerSheet), which knows the bank; the answer key never reaches the browser.
 */
export const theorySubmissionSchema = z.object({
  unitCode: z
    .string({ error: UNKNOWN_ASSESSMENT_MESSAGE })
    .refine((value): value is UnitCode => isUnitCode(value), UNKNOWN_ASSESSMENT_MESSAGE),
  answers: z.unknown(),
});
