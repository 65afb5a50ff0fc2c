/**
 * A new client address on each call, from one of the documentation ranges (RFC 5737), so each request a test makes
 * meets fresh per-address rate limits.
 */
export function ipSequence(prefix: '192.0.2' | '198.51.100' | '203.0.113' = '192.0.2'): () => string {
  let last = 0;
  return () => `${prefix}.${(last += 1)}`;
}
