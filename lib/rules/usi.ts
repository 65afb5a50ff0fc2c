/**
 * Unique Student Identifier (USI) checks. A USI is 10 characters from an alphabet without 0, 1, I and O; the last
 * character is the Luhn mod N check character (N = 32) of the first nine. Example of a valid USI: 223456789N.
 */

export const USI_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const USI_LENGTH = 10;

const N = USI_ALPHABET.length;

export const usiMessages = {
  required: 'Please enter your USI, or tick "I have a USI exemption".',
  length: 'Your USI must be exactly 10 characters.',
  characters: 'Your USI can only use the digits 2 to 9 and the letters A to Z except I and O.',
  checkCharacter: 'This USI is not valid. Please check each character and try again.',
} as const;

/** Upper-cases and removes every space, as learners often type it in groups ('2234 5678 9n'). */
export function normaliseUsi(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

/** Luhn mod N check character of `payload`, or null when a character is outside the alphabet. */
export function usiCheckCharacter(payload: string): string | null {
  let factor = 2;
  let sum = 0;
  for (let index = payload.length - 1; index >= 0; index -= 1) {
    const codePoint = USI_ALPHABET.indexOf(payload[index]);
    if (codePoint === -1) return null;
    let addend = factor * codePoint;
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / N) + (addend % N);
    sum += addend;
  }
  return USI_ALPHABET[(N - (sum % N)) % N];
}

/** Why `value` (after normalising) is not a valid USI, or null when it is. */
export function usiProblem(value: string): string | null {
  const usi = normaliseUsi(value);
  if (usi.length === 0) return usiMessages.required;
  if ([...usi].some((character) => !USI_ALPHABET.includes(character))) return usiMessages.characters;
  if (usi.length !== USI_LENGTH) return usiMessages.length;
  return usiCheckCharacter(usi.slice(0, USI_LENGTH - 1)) === usi[USI_LENGTH - 1]
    ? null
    : usiMessages.checkCharacter;
}

export function isValidUsi(value: string): boolean {
  return usiProblem(value) === null;
}
