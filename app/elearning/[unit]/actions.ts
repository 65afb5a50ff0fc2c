'use server';

import { modulesForUnit } from '@/content/learning/elearning';
import { isUnitCode, type UnitCode } from '@/content/learning/units';
import { succeeded, type ActionResult } from '@/lib/rules/action-result';
import { normaliseCompleted } from '@/lib/rules/learning-progress';
import { serverAction } from '@/lib/server/action';
import { addProgress, readProgress } from '@/lib/server/learning-records';
import * as z from '@/lib/validation/zod';

const UNKNOWN_UNIT = 'This unit has no e-learning modules.';
const unitCode = z.string().refine(isUnitCode, UNKNOWN_UNIT);

/** Completed positions (0-based) of a unit's modules: each a real module, none twice. */
const progressSchema = z.object({ unitCode, moduleIndexes: z.array(z.number().int()).min(1) }).refine(
  // zod runs this even when a field failed: it must not trust them.
  ({ unitCode: code, moduleIndexes }) =>
    isUnitCode(code) &&
    Array.isArray(moduleIndexes) &&
    normaliseCompleted(moduleIndexes, modulesForUnit(code).length).length === moduleIndexes.length,
  { message: 'Unknown module', path: ['moduleIndexes'] },
);

const learnerOnly = {
  access: 'signed-in',
  messages: { failure: 'Your progress could not be saved to your account.', issueAsMessage: false },
} as const;

async function completedModules(
  session: Parameters<typeof readProgress>[0],
  code: UnitCode,
): Promise<number[]> {
  return normaliseCompleted(await readProgress(session, code), modulesForUnit(code).length);
}

/** The signed-in learner's completed modules of a unit (0-based positions). */
export const loadProgressAction = serverAction(
  { ...learnerOnly, name: '[e-learning] Reading progress', schema: unitCode },
  async ({ session, input }): Promise<ActionResult<number[]>> =>
    succeeded(await completedModules(session, input as UnitCode)),
);

/** Records completed modules for the signed-in learner; repeats are ignored. Answers with the full list. */
export const saveProgressAction = serverAction(
  { ...learnerOnly, name: '[e-learning] Saving progress', schema: progressSchema },
  async ({ session, input }): Promise<ActionResult<number[]>> => {
    const code = input.unitCode as UnitCode;
    await addProgress(session, code, input.moduleIndexes);
    return succeeded(await completedModules(session, code));
  },
);
