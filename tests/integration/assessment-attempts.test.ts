import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { questionBanks } from '@/content/learning/questions';
import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import {
  ANONYMOUS_LEARNER_COOKIE,
  signAnonymousLearnerId,
  verifyAnonymousLearnerCookie,
} from '@/lib/server/anonymous-learner';
import { listAttemptsForStaff, tooManyAttemptsMessage } from '@/lib/server/assessment-attempts';
import { rateLimits } from '@/lib/server/rate-limit';
import { THEORY_ATTEMPTS_BEFORE_ANSWERS } from '@/lib/rules/assessment';
import { ipSequence } from '@/tests/support/ip';

import { attempt, backends, createUser, useTestDatabase } from './helpers/database';
import { asRequest, withCookies } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const { submitTheoryAssessment } = await import('@/app/assessments/[unit]/theory/actions');
const { cookies } = await import('next/headers');

const UNIT = 'RIIWHS202E' as const;
const questions = questionBanks[UNIT];
const allFirst = Object.fromEntries(questions.map((_q, index) => [index, '0']));
const allCorrect = Object.fromEntries(questions.map((q, index) => [index, q.correctAnswer]));

const nextIp = ipSequence('203.0.113');

/** The anonymous learner id the current request's jar carries (after a submission set it). */
async function learnerIdInJar(): Promise<string | null> {
  return verifyAnonymousLearnerCookie((await cookies()).get(ANONYMOUS_LEARNER_COOKIE)?.value);
}

describe.each(backends())('theory assessment attempts (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let learner: Session;
  let other: Session;
  let collaborator: Session;
  let admin: Session;

  beforeAll(async () => {
    const db = database.current();
    learner = await createUser(db, { role: 'user', email: `learner-${Date.now()}@example.com` });
    other = await createUser(db, { role: 'user' });
    collaborator = await createUser(db, { role: 'collaborator' });
    admin = await createUser(db, { role: 'admin' });
  });

  afterEach(() => {
    delete process.env.ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS;
    resetEnvCache();
  });

  const countFor = async (column: 'anon_id' | 'user_id', id: string) => {
    const [row] = await database
      .current()
      .query<{ n: number }>(
        `select count(*)::integer as n from public.assessment_attempts where ${column} = $1`,
        [id],
      );
    return Number(row.n);
  };

  it('records an anonymous attempt against a signed cookie id before showing the result', async () => {
    const ip = nextIp();
    await withCookies(
      {},
      async () => {
        const first = await submitTheoryAssessment({ unitCode: UNIT, answers: allFirst });
        expect(first).toMatchObject({ ok: true, data: { record: 'signed-out' } });
        // A failed first attempt says which questions were wrong, never what was right.
        if (first.ok) expect(first.data.result.answersShown).toBe(false);

        const id = await learnerIdInJar();
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(await countFor('anon_id', id!)).toBe(1);

        // The same browser (same cookie) is the same learner.
        expect(await submitTheoryAssessment({ unitCode: UNIT, answers: allCorrect })).toMatchObject({
          ok: true,
        });
        expect(await learnerIdInJar()).toBe(id);
        const rows = await database
          .current()
          .query<{ user_id: string | null; competent: boolean }>(
            'select user_id, competent from public.assessment_attempts where anon_id = $1 order by created_at',
            [id],
          );
        expect(rows).toEqual([
          { user_id: null, competent: false },
          { user_id: null, competent: true },
        ]);
      },
      ip,
    );
  });

  it('a failed attempt withholds the answer key until a pass or the last attempt before the answers', async () => {
    const key = questions.map((q) => q.correctAnswer);
    const leaksKey = (value: unknown) => {
      const text = JSON.stringify(value);
      return questions.some((q) => text.includes(q.explanation)) || text.includes('"correctAnswer"');
    };
    await withCookies(
      {},
      async () => {
        for (let attempt = 1; attempt < THEORY_ATTEMPTS_BEFORE_ANSWERS; attempt += 1) {
          const failed = await submitTheoryAssessment({ unitCode: UNIT, answers: allFirst });
          if (!failed.ok) throw new Error('expected a result');
          expect(failed.data.result.competent).toBe(false);
          expect(failed.data.result.answersShown).toBe(false);
          expect(leaksKey(failed.data)).toBe(false);
          // Which questions were wrong is still said, with the learner's own choice.
          expect(failed.data.result.review.map((item) => item.isCorrect)).toEqual(
            key.map((answer) => answer === '0'),
          );
          expect(failed.data.result.review[0]).toMatchObject({
            chosen: '0',
            question: { id: questions[0].id },
          });
        }
        // The last attempt before the answers: a fail shows them, with the explanations.
        const last = await submitTheoryAssessment({ unitCode: UNIT, answers: allFirst });
        if (!last.ok) throw new Error('expected a result');
        expect(last.data.result.answersShown).toBe(true);
        expect(last.data.result.review.map((item) => item.question.correctAnswer)).toEqual(key);
        expect(last.data.result.review[0].question.explanation).toBe(questions[0].explanation);
      },
      nextIp(),
    );
    // A pass shows them at once.
    await withCookies(
      {},
      async () => {
        const passed = await submitTheoryAssessment({ unitCode: UNIT, answers: allCorrect });
        if (!passed.ok) throw new Error('expected a result');
        expect(passed.data.result).toMatchObject({ competent: true, answersShown: true });
        expect(passed.data.result.review[0].question.explanation).toBe(questions[0].explanation);
      },
      nextIp(),
    );
  });

  it('does not trust a forged or tampered learner cookie', async () => {
    const victim = '11111111-2222-4333-8444-555555555555';
    const forged = `${victim}.${'A'.repeat(43)}`;
    expect(verifyAnonymousLearnerCookie(forged)).toBeNull();
    expect(verifyAnonymousLearnerCookie(signAnonymousLearnerId(victim))).toBe(victim);
    expect(verifyAnonymousLearnerCookie(`${signAnonymousLearnerId(victim)}x`)).toBeNull();
    await withCookies(
      { [ANONYMOUS_LEARNER_COOKIE]: forged },
      async () => {
        expect(await submitTheoryAssessment({ unitCode: UNIT, answers: allFirst })).toMatchObject({
          ok: true,
        });
        const id = await learnerIdInJar();
        expect(id).not.toBe(victim);
        expect(await countFor('anon_id', victim)).toBe(0);
      },
      nextIp(),
    );
  });

  it('records a signed-in attempt by user id', async () => {
    expect(
      await asRequest(learner, () => submitTheoryAssessment({ unitCode: UNIT, answers: allCorrect }), {
        ip: nextIp(),
      }),
    ).toMatchObject({
      ok: true,
      data: { record: 'saved' },
    });
    expect(await countFor('user_id', learner.user.id)).toBe(1);
  });

  it('limits one learner to a handful of submissions per 10 minutes, with a clear message and no result', async () => {
    const perLearner = rateLimits.assessment.perSubject.limit;
    const results = [];
    for (let i = 0; i <= perLearner; i += 1) {
      results.push(
        await asRequest(other, () => submitTheoryAssessment({ unitCode: UNIT, answers: allFirst }), {
          ip: nextIp(),
        }),
      );
    }
    expect(results.slice(0, perLearner).every((result) => result.ok)).toBe(true);
    const refused = results[perLearner];
    expect(refused).toMatchObject({
      ok: false,
      code: 'rate-limited',
      message: expect.stringMatching(/^You have submitted this assessment/),
    });
    expect(refused).not.toHaveProperty('data');
    expect(await countFor('user_id', other.user.id)).toBe(perLearner);
    expect(tooManyAttemptsMessage(300)).toBe(
      'You have submitted this assessment several times in a short while. Please wait 5 minutes before trying again.',
    );
    // The other unit is counted on its own: a learner may still sit it.
    const otherUnit = Object.fromEntries(questionBanks.RIIWHS204E.map((_q, index) => [index, '0']));
    expect(
      await asRequest(other, () => submitTheoryAssessment({ unitCode: 'RIIWHS204E', answers: otherUnit }), {
        ip: nextIp(),
      }),
    ).toMatchObject({ ok: true });
  });

  it('limits one address however many cookies it drops', async () => {
    const ip = nextIp();
    const perIp = rateLimits.assessment.perIp.limit;
    const results = [];
    for (let i = 0; i <= perIp; i += 1) {
      // A fresh cookie jar each time: a new anonymous learner per submission.
      results.push(
        await withCookies({}, () => submitTheoryAssessment({ unitCode: UNIT, answers: allFirst }), ip),
      );
    }
    expect(results.slice(0, perIp).every((result) => result.ok)).toBe(true);
    expect(results[perIp]).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^You have submitted/),
    });
  });

  it('enforces the optional minimum delay between one learner’s attempts', async () => {
    process.env.ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS = '120';
    resetEnvCache();
    const late = await createUser(database.current(), { role: 'user' });
    expect(
      await asRequest(late, () => submitTheoryAssessment({ unitCode: UNIT, answers: allFirst }), {
        ip: nextIp(),
      }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await asRequest(late, () => submitTheoryAssessment({ unitCode: UNIT, answers: allFirst }), {
        ip: nextIp(),
      }),
    ).toMatchObject({
      ok: false,
      code: 'rate-limited',
      message: 'Please wait 2 minutes before your next attempt at this assessment.',
    });
    expect(await countFor('user_id', late.user.id)).toBe(1);
    await withCookies(
      {},
      async () => {
        expect(await submitTheoryAssessment({ unitCode: UNIT, answers: allFirst })).toMatchObject({
          ok: true,
        });
        expect(await submitTheoryAssessment({ unitCode: UNIT, answers: allFirst })).toMatchObject({
          ok: false,
          message: expect.stringMatching(/^Please wait \d+ minutes? before your next attempt/),
        });
      },
      nextIp(),
    );
  });

  it('shows staff every learner’s attempts, with count, times, scores and the first COMPETENT', async () => {
    const groups = await listAttemptsForStaff(collaborator);
    const mine = groups.find((group) => group.learner === learner.user.email && group.unitCode === UNIT);
    expect(mine).toMatchObject({ anonymous: false, firstCompetentAttempt: 1 });
    expect(mine?.attempts).toHaveLength(1);
    expect(mine?.attempts[0]).toMatchObject({
      correct: questions.length,
      total: questions.length,
      scorePercent: 100,
    });

    const anonymous = groups.filter((group) => group.anonymous);
    // The first anonymous learner failed, then passed: COMPETENT on attempt 2 of 2.
    expect(anonymous.some((group) => group.attempts.length === 2 && group.firstCompetentAttempt === 2)).toBe(
      true,
    );
    expect(anonymous.every((group) => group.learner.startsWith('Anonymous learner '))).toBe(true);

    expect((await listAttemptsForStaff(admin)).length).toBe(groups.length);
  });

  it('learners read neither other learners’ nor anonymous attempts, and cannot record for anyone else', async () => {
    expect(await listAttemptsForStaff(learner)).toEqual([]);
    expect(
      await attempt(learner, 'select id from public.assessment_attempts where anon_id is not null'),
    ).toEqual({
      ok: true,
      rows: [],
    });
    expect(
      await attempt(learner, 'select id from public.assessment_attempts where user_id = $1', [other.user.id]),
    ).toEqual({ ok: true, rows: [] });
    expect(await attempt(null, 'select * from public.staff_assessment_attempts(10)')).toMatchObject({
      ok: false,
      code: '42501',
    });
    for (const session of [null, learner, collaborator]) {
      expect(
        await attempt(session, 'select id from public.score_assessment_attempt($1, null, $2, $3::jsonb)', [
          other.user.id,
          UNIT,
          '{}',
        ]),
      ).toMatchObject({ ok: false, code: '42501' });
    }
    // A staff member reads anonymous attempts under RLS too.
    const rows = await withUser(collaborator, (db) =>
      db.query('select id from public.assessment_attempts where anon_id is not null'),
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
