import { anonymousLearnerId } from '@/lib/server/anonymous-learner';

export const dynamic = 'force-dynamic';

/**
 * Gives a signed-out learner the anonymous learner cookie just before a theory submission (the assessment calls this
 * when nobody is signed in). Set by the submission's server action instead, the cookie made Next answer the action
 * with the whole page rendered again, as it does after any action that sets a cookie: a server render for nothing,
 * and a head that was briefly without its <title> while React applied it. Only issues a cookie: a forged or
 * cross-site call can give a browser a new random id and nothing else, so it needs no limit.
 */
export async function POST() {
  await anonymousLearnerId();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
