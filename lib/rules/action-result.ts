/**
 * What every server action answers (lib/server/action.ts makes them). Plain data, so forms import the type and
 * the helpers anywhere. The forms show `message` (a toast's title or a line), `detail` under it (the toast's
 * description) when there is one, and `fieldErrors` beside their fields.
 */

/** Why an action refused or failed; a form decides what to do next from it (e.g. open the mail client). */
export type ActionFailureCode =
  | 'invalid' // the input does not pass the schema: fieldErrors say where
  | 'signed-out' // the action needs a session
  | 'forbidden' // the session's role may not do this
  | 'rate-limited' // too many attempts: the message says how long to wait
  | 'not-found' // the item it names no longer exists
  | 'conflict' // the item's state does not allow it (already done, learners hold places): the detail says why
  | 'unavailable' // the database or the mail server is unreachable: try again later
  | 'error'; // anything else: logged on the server

export type ActionSuccess<T> = { ok: true; message: string; detail?: string; data: T };
export type ActionFailure = {
  ok: false;
  code: ActionFailureCode;
  message: string;
  detail?: string;
  fieldErrors: Record<string, string>;
};
export type ActionResult<T = null> = ActionSuccess<T> | ActionFailure;

export function succeeded<T>(data: T, message = '', detail?: string): ActionSuccess<T> {
  return detail === undefined ? { ok: true, message, data } : { ok: true, message, detail, data };
}

export function failed(
  code: ActionFailureCode,
  message: string,
  extra: { detail?: string; fieldErrors?: Record<string, string> } = {},
): ActionFailure {
  const failure: ActionFailure = { ok: false, code, message, fieldErrors: extra.fieldErrors ?? {} };
  if (extra.detail !== undefined) failure.detail = extra.detail;
  return failure;
}
