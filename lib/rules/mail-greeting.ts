/**
 * What a mail to an address nobody has proven they own (an enquiry's acknowledgement, a newsletter welcome, a
 * sign-up confirmation) may quote of what the sender typed: a first name, nothing else. Otherwise the form is a
 * relay, sending the sender's words ("Hi Visit evil.example/win to claim your prize") to any address they choose.
 */

export const GREETING_NAME_MAX = 30;

// Letters (any script) with the apostrophes and hyphens of real names; no digits, dots, slashes or spaces.
const NAME = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/** The first word of `name` when it reads as a first name of at most GREETING_NAME_MAX characters; else null. */
export function greetingName(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  if (first.length === 0 || first.length > GREETING_NAME_MAX) return null;
  return NAME.test(first) ? first : null;
}

/** "Hi Anna," or "Hi there," */
export function greeting(name: string | null | undefined): string {
  const first = greetingName(name);
  return first ? `Hi ${first},` : 'Hi there,';
}
