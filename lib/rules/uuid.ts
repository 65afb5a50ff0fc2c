/**
 * A row id as it comes from an address, a form or a cookie: a UUID in either case. Checked before any query, so a
 * malformed id is a 404 or a refusal, never a database error. Tokens that are signed over an id keep their own
 * lower-case-only check: there the canonical form is part of what is signed.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A UUID as PostgreSQL prints it (lower case): the only form a signed token may carry, so one id has one token. */
export function isCanonicalUuid(value: unknown): value is string {
  return typeof value === 'string' && CANONICAL_UUID.test(value);
}
