import 'server-only';

import { getSession } from '@/lib/auth';
import type { AppRole, Session } from '@/lib/auth/types';
import { databaseReachable, isDatabaseUnavailable, withUser, type Db } from '@/lib/db';
import { failed, type ActionFailure, type ActionResult } from '@/lib/rules/action-result';
import { honeypotFilled } from '@/lib/rules/honeypot';
import { logSafeError } from '@/lib/server/log';
import { clientIp, rateLimit, type RateLimitedAction } from '@/lib/server/rate-limit';
import { fieldErrors, firstIssueMessage } from '@/lib/validation/issues';
import type * as z from '@/lib/validation/zod';

/**
 * The one way to write a server action. It does, in this order, what every action needs and none may forget:
 *   1. the honeypot (public forms): a filled one gets the answer a person would get, and nothing else happens;
 *   2. the role: signed-out and forbidden callers are refused before their input is read (RLS checks again);
 *   3. the schema: the input is parsed again on the server, whatever the form checked;
 *   4. the rate limit, per client address and optionally per subject (e.g. the e-mail address);
 *   5. the body, handed { session, input, ip, db }; anything it throws is logged safely and answered with
 *      `failure`, or "try again later" when the database is unreachable.
 * It returns one ActionResult type (lib/rules/action-result.ts). Export what it makes from a 'use server' file.
 */

type Access = 'public' | 'signed-in' | readonly AppRole[];

export type ActionContext<Input, Who extends Session | null> = {
  session: Who;
  input: Input;
  ip: string;
  /** Runs queries as the caller, under RLS, in one transaction. */
  db: <R>(fn: (db: Db) => Promise<R>) => Promise<R>;
};

type Messages = {
  /** The message of every failure of this action; refusals add their reason as `detail`. */
  failure: string;
  /** Under `failure` when the body threw (default: none). */
  errorDetail?: string;
  /** Why a signed-out caller is refused (default: sign in to continue). */
  signedOut?: string;
  /** Why a caller without the role is refused (default: no permission). */
  forbidden?: string;
  /** While the database is unreachable (default: try again in a few minutes). */
  unavailable?: string;
  /** Invalid input: the first issue's message is the message (true, the forms' way) or the detail (false). */
  issueAsMessage?: boolean;
  /** Which issue a form names first, when not simply the first (e.g. the slot form's required-fields message). */
  firstIssue?: (error: z.ZodError) => string;
  /**
   * Invalid input's message when it depends on the issues (e.g. the enquiry form's 'Missing Information' or
   * 'Please check your enquiry'); the first issue is then the detail. Takes precedence over `issueAsMessage`.
   */
  invalid?: (error: z.ZodError) => string;
  /** A rate-limited failure's message (e.g. the form's toast title); the limiter's wait is then the detail. */
  rateLimited?: string;
};

export type ActionOptions<S extends z.ZodType, T, A extends Access> = {
  /** Logged with every caught error, e.g. '[pricing] Saving a price'. */
  name: string;
  access: A;
  schema: S;
  messages: Messages;
  rateLimit?: { action: RateLimitedAction; subject?: (input: z.output<S>) => string | null | undefined };
  /** Public forms with a hidden field: what a bot that filled it is told. */
  honeypot?: () => ActionResult<T>;
};

const SIGNED_OUT = 'Please sign in to continue.';
const FORBIDDEN = "You don't have permission to do this.";
const TRY_AGAIN = 'The database is unavailable right now. Please try again in a few minutes.';

type Who<A extends Access> = A extends 'public' ? Session | null : Session;

export function serverAction<S extends z.ZodType, T, A extends Access>(
  options: ActionOptions<S, T, A>,
  body: (context: ActionContext<z.output<S>, Who<A>>) => Promise<ActionResult<T>>,
): (input?: unknown) => Promise<ActionResult<T>> {
  const { messages } = options;
  return async (raw?: unknown) => {
    if (options.honeypot && honeypotFilled(raw)) {
      console.info(`${options.name}: honeypot filled, nothing done`);
      return options.honeypot();
    }

    const session =
      options.access === 'public' ? await getSession() : await requireAccess(options.access, messages);
    if (isFailure(session)) return session;

    let parsed: ReturnType<S['safeParse']>;
    try {
      parsed = options.schema.safeParse(raw) as ReturnType<S['safeParse']>;
    } catch (error) {
      // A refinement that throws on hostile input is a bug to log, never a 500.
      logSafeError(`${options.name}: the schema threw`, error);
      return failed('invalid', messages.failure);
    }
    if (!parsed.success) {
      const first = (messages.firstIssue ?? firstIssueMessage)(parsed.error);
      if (messages.invalid) {
        return failed('invalid', messages.invalid(parsed.error), {
          detail: first,
          fieldErrors: fieldErrors(parsed.error),
        });
      }
      return messages.issueAsMessage === false
        ? failed('invalid', messages.failure, { detail: first, fieldErrors: fieldErrors(parsed.error) })
        : failed('invalid', first, { fieldErrors: fieldErrors(parsed.error) });
    }
    const input = parsed.data as z.output<S>;
    const ip = await clientIp();

    try {
      if (options.rateLimit) {
        const limited = await rateLimit(options.rateLimit.action, {
          ip,
          subject: options.rateLimit.subject?.(input),
        });
        if (!limited.ok) {
          return messages.rateLimited === undefined
            ? failed('rate-limited', limited.message)
            : failed('rate-limited', messages.rateLimited, { detail: limited.message });
        }
      }
      return await body({
        session: session as Who<A>,
        input,
        ip,
        db: (fn) => withUser(session, fn),
      });
    } catch (error) {
      logSafeError(`${options.name} failed`, error);
      return isDatabaseUnavailable(error)
        ? failed('unavailable', messages.failure, { detail: messages.unavailable ?? TRY_AGAIN })
        : failed('error', messages.failure, { detail: messages.errorDetail });
    }
  };
}

function isFailure(value: Session | ActionFailure | null): value is ActionFailure {
  return value !== null && 'ok' in value && value.ok === false;
}

/**
 * The caller's session when it may act, or the refusal. During an outage the role lookup fails and the session
 * reads as a plain user: the answer is then "try again later" rather than "no permission", a refusal all the same.
 */
async function requireAccess(
  access: 'signed-in' | readonly AppRole[],
  messages: Messages,
): Promise<Session | ActionFailure> {
  const session = await getSession();
  if (!session) return failed('signed-out', messages.failure, { detail: messages.signedOut ?? SIGNED_OUT });
  if (access === 'signed-in') return session;
  if (session.role && access.includes(session.role)) return session;
  if (!(await databaseReachable())) {
    return failed('unavailable', messages.failure, { detail: messages.unavailable ?? TRY_AGAIN });
  }
  return failed('forbidden', messages.failure, { detail: messages.forbidden ?? FORBIDDEN });
}
