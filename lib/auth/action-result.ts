import type { AuthResult } from '@/lib/auth';
import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';

export type AuthOutcome = { signedIn: boolean };

/** lib/auth's answer in the actions' one result type. */
export function asActionResult(result: AuthResult): ActionResult<AuthOutcome> {
  return result.ok
    ? succeeded({ signedIn: result.signedIn }, result.message ?? '')
    : failed('invalid', result.message, { fieldErrors: result.fieldErrors });
}
