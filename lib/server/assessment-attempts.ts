import 'server-only';

import type { UnitCode } from '@/content/learning/units';
import type { Session } from '@/lib/auth/types';
import { sqlState, withService, withUser, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { ensureAnswerKeys } from '@/lib/server/learning-records';
import { rateLimit } from '@/lib/server/rate-limit';

/**
 * Theory attempts, recorded before any result is shown: signed-in learners by user id, anonymous ones
 * by the id of their signed cookie (lib/server/anonymous-learner.ts). Submissions are limited per learner and unit
 * and per client address (rateLimits.assessment), and optionally spaced by ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS.
 * The results show the correct answers only after a pass or once the learner has used the attempts before they are
 * shown (lib/rules/assessment.ts); the limits and that count stop one submission from collecting the key, and
 * staff see every attempt on /staff.
 */

export type Learner = { session: Session } | { anonymousId: string };

export type RecordOutcome =
  | {
      ok: true;
      attemptId: string;
      correct: number;
      total: number;
      /** This attempt's number among the learner's attempts at the unit (1 for the first). */
      attemptNumber: number;
    }
  | { ok: false; reason: 'rate-limited' | 'too-soon'; retryAfterSeconds: number; message: string };

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `You have submitted this assessment several times in a short while. Please wait ${waitText(retryAfterSeconds)} before trying again.`;
}

export function tooSoonMessage(retryAfterSeconds: number): string {
  return `Please wait ${waitText(retryAfterSeconds)} before your next attempt at this assessment.`;
}

function learnerKey(learner: Learner): string {
  return 'session' in learner ? `user:${learner.session.user.id}` : `anonymous:${learner.anonymousId}`;
}

type AttemptIdRow = { id: string; correct: number; total: number };

async function recordIn(
  db: Db,
  learner: Learner,
  unitCode: UnitCode,
  answersById: Record<string, string>,
  minSeconds: number,
): Promise<RecordOutcome> {
  const anonymous = 'anonymousId' in learner;
  if (minSeconds > 0) {
    // One learner's submissions queue here, so two at once cannot both pass the delay check.
    await db.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `assessment:${learnerKey(learner)}:${unitCode}`,
    ]);
    const [last] = await db.query<{ since: number | null }>(
      `select extract(epoch from now() - max(created_at))::float8 as since
       from public.assessment_attempts
       where ${anonymous ? 'anon_id' : 'user_id'} = $1 and unit_code = $2`,
      [anonymous ? learner.anonymousId : learner.session.user.id, unitCode],
    );
    const since = last?.since === null || last?.since === undefined ? null : Number(last.since);
    if (since !== null && since < minSeconds) {
      const retryAfterSeconds = Math.max(1, Math.ceil(minSeconds - since));
      return { ok: false, reason: 'too-soon', retryAfterSeconds, message: tooSoonMessage(retryAfterSeconds) };
    }
  }
  const rows = await db.query<AttemptIdRow>(
    `select id, correct, total from public.score_assessment_attempt($1::uuid, $2::uuid, $3, $4::jsonb)`,
    [
      anonymous ? null : learner.session.user.id,
      anonymous ? learner.anonymousId : null,
      unitCode,
      JSON.stringify(answersById),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('The attempt was not recorded');
  const [counted] = await db.query<{ count: number | string }>(
    `select count(*) as count from public.assessment_attempts
      where ${anonymous ? 'anon_id' : 'user_id'} = $1 and unit_code = $2`,
    [anonymous ? learner.anonymousId : learner.session.user.id, unitCode],
  );
  return {
    ok: true,
    attemptId: row.id,
    correct: Number(row.correct),
    total: Number(row.total),
    attemptNumber: Number(counted?.count ?? 1),
  };
}

/**
 * Counts the submission against the limits and records the attempt, scored by the database against the answer
 * keys. Throws when the database fails; the caller decides what the learner sees then.
 */
export async function recordTheoryAttempt(
  learner: Learner,
  unitCode: UnitCode,
  answersById: Record<string, string>,
  ip: string,
): Promise<RecordOutcome> {
  const limited = await rateLimit('assessment', { ip, subject: `${learnerKey(learner)}:${unitCode}` });
  if (!limited.ok) {
    return {
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: limited.retryAfterSeconds,
      message: tooManyAttemptsMessage(limited.retryAfterSeconds),
    };
  }
  await ensureAnswerKeys();
  const minSeconds = env().ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS;
  try {
    // As the service role for every learner: the scorer is not callable through the API, so no one can record
    // attempts past the limits above (migration 20260103000600).
    return await withService('assessment: record attempt', (db) =>
      recordIn(db, learner, unitCode, answersById, minSeconds),
    );
  } catch (error) {
    // The database's own backstop (60 attempts per learner an hour) answers like the rate limit.
    if (sqlState(error) === 'P0001') {
      return {
        ok: false,
        reason: 'rate-limited',
        retryAfterSeconds: 3600,
        message: tooManyAttemptsMessage(3600),
      };
    }
    throw error;
  }
}

export type StaffAttempt = {
  id: string;
  scorePercent: number;
  correct: number;
  total: number;
  competent: boolean;
  createdAt: string;
};

/** One learner's attempts at one unit, oldest first. */
export type LearnerAttempts = {
  learner: string;
  anonymous: boolean;
  unitCode: string;
  attempts: StaffAttempt[];
  /** 1-based number of the first COMPETENT attempt, null when none. */
  firstCompetentAttempt: number | null;
  lastAt: string;
};

type StaffRow = {
  id: string;
  user_id: string | null;
  anon_id: string | null;
  email: string | null;
  unit_code: string;
  score_percent: number;
  correct: number;
  total: number;
  competent: boolean;
  created_at: Date | string;
};

export const STAFF_ATTEMPTS_LIMIT = 1000;

/** Every recorded attempt grouped by learner and unit, most recently active first (staff only, by the database). */
export async function listAttemptsForStaff(session: Session): Promise<LearnerAttempts[]> {
  const rows = await withUser(session, (db) =>
    db.query<StaffRow>(
      `select id, user_id, anon_id, email, unit_code, score_percent, correct, total, competent, created_at
       from public.staff_assessment_attempts($1)`,
      [STAFF_ATTEMPTS_LIMIT],
    ),
  );
  const groups = new Map<string, LearnerAttempts>();
  // Rows arrive newest first: the first row of a group is its latest attempt.
  for (const row of rows) {
    const anonymous = row.user_id === null;
    const learner = anonymous
      ? `Anonymous learner ${String(row.anon_id).slice(0, 8)}`
      : (row.email ?? `Deleted account ${String(row.user_id).slice(0, 8)}`);
    const key = `${anonymous ? row.anon_id : row.user_id}:${row.unit_code}`;
    const createdAt = new Date(row.created_at).toISOString();
    let group = groups.get(key);
    if (!group) {
      group = {
        learner,
        anonymous,
        unitCode: row.unit_code,
        attempts: [],
        firstCompetentAttempt: null,
        lastAt: createdAt,
      };
      groups.set(key, group);
    }
    group.attempts.unshift({
      id: String(row.id),
      scorePercent: Number(row.score_percent),
      correct: Number(row.correct),
      total: Number(row.total),
      competent: Boolean(row.competent),
      createdAt,
    });
  }
  for (const group of groups.values()) {
    const index = group.attempts.findIndex((attempt) => attempt.competent);
    group.firstCompetentAttempt = index < 0 ? null : index + 1;
  }
  return [...groups.values()];
}
