/** The hidden field of the public forms: people never see it, bots fill every field. */
export const HONEYPOT_FIELD = 'website';

export function honeypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}
