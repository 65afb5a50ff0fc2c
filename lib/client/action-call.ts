import { failed, type ActionResult } from '@/lib/rules/action-result';

/** What a form shows when the action could not even be reached (offline, a deploy in between). */
export const UNREACHABLE_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/**
 * Calls a server action from the browser and always answers with an ActionResult: a request that fails on the
 * way (network, a new deployment) becomes a failure with `message`, never an unhandled rejection.
 */
export async function callAction<T>(
  call: () => Promise<ActionResult<T>>,
  message = UNREACHABLE_MESSAGE,
): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch {
    return failed('unavailable', message);
  }
}

/** The line a toast's description shows for a failure: its reason when it has one, else its message. */
export function failureReason(result: Extract<ActionResult<unknown>, { ok: false }>): string {
  return result.detail ?? result.message;
}
