import { beforeAll, describe, expect, it } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { withService, withUser } from '@/lib/db';

import { attempt, backends, createUser, useTestDatabase } from './helpers/database';

describe.each(backends())('SQL functions (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let user: Session;
  let noRow: Session;
  let collaborator: Session;
  let admin: Session;

  beforeAll(async () => {
    const db = database.current();
    user = await createUser(db, { role: 'user', firstName: 'Uma', lastName: 'User' });
    noRow = await createUser(db, { firstName: 'Nora', lastName: 'Norole' });
    collaborator = await createUser(db, { role: 'collaborator' });
    admin = await createUser(db, { role: 'admin' });
  });

  describe('has_role, is_staff, is_admin', () => {
    const check = (session: Session | null) =>
      withUser(session, async (db) => {
        const [row] = await db.query<{ staff: boolean; admin: boolean; user: boolean }>(
          `select public.is_staff() as staff, public.is_admin() as admin, public.has_role(array['user']::public.app_role[]) as user`,
        );
        return row;
      });

    it('reads user_roles for the JWT subject; no row means user; anon has no role', async () => {
      expect(await check(null)).toEqual({ staff: false, admin: false, user: false });
      expect(await check(user)).toEqual({ staff: false, admin: false, user: true });
      expect(await check(noRow)).toEqual({ staff: false, admin: false, user: true });
      expect(await check(collaborator)).toEqual({ staff: true, admin: false, user: false });
      expect(await check(admin)).toEqual({ staff: true, admin: true, user: false });
    });

    it('trusts user_roles, not the user_role claim', async () => {
      const forged: Session = { user: user.user, role: 'admin' };
      expect(await check(forged)).toEqual({ staff: false, admin: false, user: true });
    });
  });

  describe('custom_access_token_hook', () => {
    const runHook = (event: unknown) =>
      database.current().transaction(async (tx) => {
        await tx.query(`select set_config('role', 'supabase_auth_admin', true)`);
        const [row] = await tx.query<{ result: { claims: Record<string, unknown>; user_id: string } }>(
          'select public.custom_access_token_hook($1::jsonb) as result',
          [JSON.stringify(event)],
        );
        return row.result;
      });

    it('adds user_role from user_roles and keeps the other claims', async () => {
      const event = {
        user_id: admin.user.id,
        claims: { sub: admin.user.id, role: 'authenticated', aal: 'aal1' },
      };
      const result = await runHook(event);
      expect(result.user_id).toBe(admin.user.id);
      expect(result.claims).toEqual({
        sub: admin.user.id,
        role: 'authenticated',
        aal: 'aal1',
        user_role: 'admin',
      });
      expect((await runHook({ ...event, user_id: collaborator.user.id })).claims.user_role).toBe(
        'collaborator',
      );
    });

    it("gives 'user' when there is no role row", async () => {
      const result = await runHook({ user_id: noRow.user.id, claims: { sub: noRow.user.id } });
      expect(result.claims.user_role).toBe('user');
    });

    it('cannot be called through the API roles', async () => {
      for (const session of [null, user, admin]) {
        const result = await attempt(
          session,
          `select public.custom_access_token_hook('{"user_id":null,"claims":{}}'::jsonb)`,
        );
        expect(result).toMatchObject({ ok: false, code: '42501' });
      }
    });
  });

  describe('get_customer_profile', () => {
    const profile = (session: Session | null, userId: string) =>
      attempt(session, 'select id, email, first_name, last_name from public.get_customer_profile($1)', [
        userId,
      ]);

    it('answers the user themself with the sign-up metadata', async () => {
      expect(await profile(user, user.user.id)).toEqual({
        ok: true,
        rows: [{ id: user.user.id, email: user.user.email, first_name: 'Uma', last_name: 'User' }],
      });
    });

    it('answers staff about anyone, other users about nobody, anon not at all', async () => {
      expect(await profile(collaborator, noRow.user.id)).toMatchObject({
        ok: true,
        rows: [{ first_name: 'Nora' }],
      });
      expect(await profile(admin, user.user.id)).toMatchObject({ ok: true, rows: [{ last_name: 'User' }] });
      expect(await profile(user, noRow.user.id)).toEqual({ ok: true, rows: [] });
      expect(await profile(null, user.user.id)).toMatchObject({ ok: false, code: '42501' });
    });
  });

  describe('record_assessment_attempt', () => {
    const unit = 'TESTU202E';
    // 12 questions over 4 elements, the correct answer of question n is String(n % 4).
    const key = (n: number) => String(n % 4);

    beforeAll(async () => {
      await withService('test: answer keys', async (db) => {
        for (let n = 1; n <= 12; n += 1) {
          await db.query(
            'insert into public.assessment_answer_keys (unit_code, question_id, correct_answer, element) values ($1, $2, $3, $4)',
            [unit, String(n), key(n), `Element ${Math.ceil(n / 3)}`],
          );
        }
      });
    });

    const answers = (wrong: number[]) =>
      Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => i + 1).map((n) => [String(n), wrong.includes(n) ? '9' : key(n)]),
      );

    /** What the server does for a signed-in learner: score as the service role, for that learner. */
    const record = async (session: Session, unitCode: string, body: unknown) => {
      try {
        const rows = await withService('test: score attempt', (db) =>
          db.query<Record<string, unknown>>(
            'select * from public.score_assessment_attempt($1::uuid, null, $2, $3::jsonb)',
            [session.user.id, unitCode, JSON.stringify(body)],
          ),
        );
        return { ok: true as const, rows };
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        return { ok: false as const, code, message };
      }
    };

    it('cannot be called through the API, signed in or not: attempts go through the server and its limits', async () => {
      for (const session of [null, user, admin]) {
        expect(
          await attempt(session, 'select * from public.record_assessment_attempt($1, $2::jsonb)', [
            unit,
            JSON.stringify(answers([])),
          ]),
        ).toMatchObject({ ok: false, code: '42501' });
        expect(
          await attempt(
            session,
            'select * from public.score_assessment_attempt($1::uuid, null, $2, $3::jsonb)',
            [user.user.id, unit, JSON.stringify(answers([]))],
          ),
        ).toMatchObject({ ok: false, code: '42501' });
      }
    });

    it('scores on the server: 10 of 12 is 83% and competent, per element', async () => {
      const result = await record(user, unit, answers([1, 4]));
      expect(result).toMatchObject({
        ok: true,
        rows: [
          {
            user_id: user.user.id,
            unit_code: unit,
            correct: 10,
            total: 12,
            score_percent: 83,
            competent: true,
          },
        ],
      });
      if (!result.ok) return;
      expect(result.rows[0].element_scores).toEqual({
        'Element 1': { correct: 2, total: 3, percent: 67 },
        'Element 2': { correct: 2, total: 3, percent: 67 },
        'Element 3': { correct: 3, total: 3, percent: 100 },
        'Element 4': { correct: 3, total: 3, percent: 100 },
      });
    });

    it('9 of 12 (75%) is not yet competent; unanswered questions count as wrong', async () => {
      expect(await record(user, unit, answers([1, 2, 3]))).toMatchObject({
        ok: true,
        rows: [{ correct: 9, competent: false }],
      });
      expect(await record(user, unit, { 1: key(1) })).toMatchObject({
        ok: true,
        rows: [{ correct: 1, score_percent: 8 }],
      });
      // Answers may arrive as numbers as well as strings.
      expect(await record(user, unit, { 4: 0, 5: 1 })).toMatchObject({ ok: true, rows: [{ correct: 2 }] });
    });

    it('refuses bad input with clear errors', async () => {
      expect(await record(user, 'NOPE01', answers([]))).toMatchObject({ ok: false, message: 'Unknown unit' });
      expect(await record(user, "x'; drop table x; --", answers([]))).toMatchObject({
        ok: false,
        message: 'Unknown unit',
      });
      expect(await record(user, unit, ['0', '1'])).toMatchObject({
        ok: false,
        message: 'Answers must be a JSON object',
      });
      expect(await record(user, unit, { 99: '0' })).toMatchObject({
        ok: false,
        message: 'Unknown question 99',
      });
      expect(await record(user, unit, { 1: { nested: true } })).toMatchObject({
        ok: false,
        message: 'Invalid answer for question 1',
      });
      expect(await record(user, unit, { 1: 'x'.repeat(500) })).toMatchObject({
        ok: false,
        message: 'Invalid answer for question 1',
      });
    });

    it('stores the attempt for its owner and staff only', async () => {
      const stored = await record(noRow, unit, answers([]));
      if (!stored.ok) throw new Error(stored.message);
      const id = String(stored.rows[0].id);
      expect(
        await attempt(noRow, 'select competent from public.assessment_attempts where id = $1', [id]),
      ).toEqual({
        ok: true,
        rows: [{ competent: true }],
      });
      expect(await attempt(user, 'select id from public.assessment_attempts where id = $1', [id])).toEqual({
        ok: true,
        rows: [],
      });
      expect(
        await attempt(collaborator, 'select id from public.assessment_attempts where id = $1', [id]),
      ).toMatchObject({
        ok: true,
        rows: [{ id }],
      });
    });
  });
});
