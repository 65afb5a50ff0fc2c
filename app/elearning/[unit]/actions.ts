'use server';

import { modulesForUnit } from '@/content/learning/elearning';
import { isUnitCode } from '@/content/learning/units';
import { getSession } from '@/lib/auth';
import { sqlState } from '@/lib/db';
import { addProgress, readProgress } from '@/lib/server/learning-records';
import { normaliseCompleted } from '@/lib/rules/learning-progress';

export type ProgressResult =
  { ok: true; completed: number[] } | { ok: false; reason: 'signed-out' | 'invalid' | 'error' };

function logError(context: string, error: unknown) {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  console.error(context, { name, message, code: sqlState(error) });
}

/** The signed-in learner's completed modules of a unit (0-based positions). */
export async function loadProgressAction(unitCode: unknown): Promise<ProgressResult> {
  if (typeof unitCode !== 'string' || !isUnitCode(unitCode)) return { ok: false, reason: 'invalid' };
  const session = await getSession();
  if (!session) return { ok: false, reason: 'signed-out' };
  try {
    const stored = await readProgress(session, unitCode);
    return { ok: true, completed: normaliseCompleted(stored, modulesForUnit(unitCode).length) };
  } catch (error) {
    logError('Could not read e-learning progress', error);
    return { ok: false, reason: 'error' };
  }
}

/** Records completed modules for the signed-in learner; repeats are ignored. Answers with the full list. */
export async function saveProgressAction(unitCode: unknown, moduleIndexes: unknown): Promise<ProgressResult> {
  if (typeof unitCode !== 'string' || !isUnitCode(unitCode) || !Array.isArray(moduleIndexes)) {
    return { ok: false, reason: 'invalid' };
  }
  const moduleCount = modulesForUnit(unitCode).length;
  const indexes = normaliseCompleted(moduleIndexes, moduleCount);
  if (indexes.length !== moduleIndexes.length) return { ok: false, reason: 'invalid' };
  const session = await getSession();
  if (!session) return { ok: false, reason: 'signed-out' };
  try {
    await addProgress(session, unitCode, indexes);
    return { ok: true, completed: normaliseCompleted(await readProgress(session, unitCode), moduleCount) };
  } catch (error) {
    logError('Could not save e-learning progress', error);
    return { ok: false, reason: 'error' };
  }
}
