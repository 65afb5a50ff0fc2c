/**
 * Book and pay's card step as the benches time it: `connections` workers, each a new signed-in learner with a
 * completed enrolment form, book a session and take a hold with a Checkout opened (startCardPayment: lock the
 * session row, release lapsed holds, count, hold, Stripe's call, record it). Returns each call's milliseconds,
 * sorted. Expects the database set for the server modules and Stripe's settings pointing at a stand-in.
 */
import { performance } from 'node:perf_hooks';

import type { Db } from '../lib/db';

export async function cardStepTimes(
  db: Db,
  slotOf: (worker: number) => string,
  options: { connections: number; perWorker: number },
): Promise<number[]> {
  const { createBookAndPayBooking, startCardPayment } = await import('../lib/server/payments');
  const learner = async () => {
    const [row] = await db.query<{ id: string; email: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       values ('bench-learner-' || gen_random_uuid() || '@example.com', 'x', now()) returning id, email`,
    );
    return { user: { id: row.id, email: row.email }, role: 'user' as const };
  };
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      for (let index = 0; index < options.perWorker; index += 1) {
        const who = await learner();
        const created = await createBookAndPayBooking(who, {
          sessionId: slotOf(worker),
          firstName: 'Bench',
          lastName: 'Learner',
          phone: '0491 570 110',
          trainingLevel: 'full-training',
          usi: null,
          usiExempt: true,
        });
        if (!created.ok) throw new Error(created.message);
        // The enrolment form comes first (its own feature): a completed record.
        await db.query(
          `insert into public.enrolment_records (booking_request_id, learner_id, given_names, usi,
             privacy_notice_agreed_at, declaration_agreed_at, completed_at)
           values ($1, $2, 'Bench', '223456789N', now(), now(), now())`,
          [created.bookingId, who.user.id],
        );
        const started = performance.now();
        const paid = await startCardPayment(who, created.bookingId);
        times.push(performance.now() - started);
        if (!paid.ok) throw new Error(`card step refused: ${paid.message}`);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}
