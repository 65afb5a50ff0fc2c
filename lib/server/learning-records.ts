import 'server-only';

import type { UnitCode } from '@/content/learning/units';
import { answerKeyRows } from '@/lib/server/assessment-keys';
import type { Session } from '@/lib/auth/types';
import { getDatabase, withService, withUser, type Database } from '@/lib/db';

/**
 * E-learning progress and theory attempts of signed-in learners. Progress is read and written as the learner
 * under RLS (own rows only); attempts are recorded by lib/server/assessment-attempts.ts through
 * score_assessment_attempt(), which scores against the answer keys on the database
 * side, so no client can write a score of its own choosing.
 */

/**
 * Answer keys brought in line, per database: a process has one database in production, but the integration suite
 * runs the same modules against PGlite and then PostgreSQL in one process, and a flag per process left the second
 * without keys ('Unknown unit' on every submission). On globalThis, since Next may load this module in more than
 * one bundle of the same server.
 */
const answerKeysSynced: WeakMap<Database, Promise<void>> = ((
  globalThis as { __answerKeysSynced?: WeakMap<Database, Promise<void>> }
).__answerKeysSynced ??= new WeakMap());

/**
 * Brings assessment_answer_keys in line with the question banks in content/, once per database, so the database
 * always scores against the questions this build shows. Privileged: no API role may read or write the keys.
 */
export async function ensureAnswerKeys(): Promise<void> {
  const database = await getDatabase();
  let synced = answerKeysSynced.get(database);
  if (!synced) {
    synced = withService('assessment: sync answer keys', async (db) => {
      // JSON rather than array parameters: both drivers (postgres.js, PGlite) pass a JSON string through unchanged.
      const rows = answerKeyRows().map((r) => ({
        unit_code: r.unitCode,
        question_id: String(r.questionId),
        correct_answer: r.correctAnswer,
        element: r.element,
      }));
      await db.query(
        `insert into public.assessment_answer_keys (unit_code, question_id, correct_answer, element)
         select r.unit_code, r.question_id, r.correct_answer, r.element
         from jsonb_to_recordset($1::jsonb) as r(unit_code text, question_id text, correct_answer text, element text)
         on conflict (unit_code, question_id)
         do update set correct_answer = excluded.correct_answer, element = excluded.element`,
        [JSON.stringify(rows)],
      );
      await db.query(
        `delete from public.assessment_answer_keys k
         where not exists (
           select 1 from jsonb_to_recordset($1::jsonb) as r(unit_code text, question_id text)
           where r.unit_code = k.unit_code and r.question_id = k.question_id
         )`,
        [JSON.stringify(rows)],
      );
    });
    answerKeysSynced.set(database, synced);
    // A failed sync is tried again by the next submission.
    synced.catch(() => answerKeysSynced.delete(database));
  }
  return synced;
}

export type RecordedAttempt = {
  id: string;
  unitCode: string;
  scorePercent: number;
  correct: number;
  total: number;
  competent: boolean;
  elementScores: Record<string, { correct: number; total: number; percent: number }>;
  createdAt: string;
};

type AttemptRow = {
  id: string;
  unit_code: string;
  score_percent: number;
  correct: number;
  total: number;
  competent: boolean;
  element_scores: RecordedAttempt['elementScores'] | string;
  created_at: Date | string;
};

function toAttempt(row: AttemptRow): RecordedAttempt {
  return {
    id: row.id,
    unitCode: row.unit_code,
    scorePercent: Number(row.score_percent),
    correct: Number(row.correct),
    total: Number(row.total),
    competent: row.competent,
    elementScores:
      typeof row.element_scores === 'string' ? JSON.parse(row.element_scores) : row.element_scores,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The learner's own attempts, newest first (staff could read everyone's under RLS; this lists only theirs). */
export async function listOwnAttempts(session: Session, limit = 50): Promise<RecordedAttempt[]> {
  const rows = await withUser(session, (db) =>
    db.query<AttemptRow>(
      `select id, unit_code, score_percent, correct, total, competent, element_scores, created_at
       from public.assessment_attempts
       where user_id = $1
       order by created_at desc
       limit $2`,
      [session.user.id, limit],
    ),
  );
  return rows.map(toAttempt);
}

/** 0-based indexes of the modules the learner has completed in a unit. */
export async function readProgress(session: Session, unitCode: UnitCode): Promise<number[]> {
  const rows = await withUser(session, (db) =>
    db.query<{ module_index: number }>(
      `select module_index from public.learning_progress
       where user_id = $1 and unit_code = $2
       order by module_index`,
      [session.user.id, unitCode],
    ),
  );
  return rows.map((r) => Number(r.module_index));
}

/** Marks modules complete; modules already recorded keep their first completion time. */
export async function addProgress(session: Session, unitCode: UnitCode, moduleIndexes: readonly number[]) {
  if (moduleIndexes.length === 0) return;
  await withUser(session, (db) =>
    db.query(
      `insert into public.learning_progress (user_id, unit_code, module_index)
       select $1, $2, m::integer from jsonb_array_elements_text($3::jsonb) as m
       on conflict (user_id, unit_code, module_index) do nothing`,
      [session.user.id, unitCode, JSON.stringify(moduleIndexes)],
    ),
  );
}

export type UnitProgress = { unitCode: string; completedModules: number[] };

/** Every unit the learner has progress in, for the account page. */
export async function listProgress(session: Session): Promise<UnitProgress[]> {
  const rows = await withUser(session, (db) =>
    db.query<{ unit_code: string; module_index: number }>(
      `select unit_code, module_index from public.learning_progress
       where user_id = $1
       order by unit_code, module_index`,
      [session.user.id],
    ),
  );
  const byUnit = new Map<string, number[]>();
  for (const row of rows) {
    const list = byUnit.get(row.unit_code) ?? [];
    list.push(Number(row.module_index));
    byUnit.set(row.unit_code, list);
  }
  return [...byUnit].map(([unitCode, completedModules]) => ({ unitCode, completedModules }));
}
