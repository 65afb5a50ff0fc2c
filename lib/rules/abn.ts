/** The Australian Business Number: as typed to its digits, the ATO's check-digit rule, and its messages. Pure. */

/** An ABN as typed ('51 824 753 556') to its eleven digits, or null when it is not eleven digits. */
export function normaliseAbn(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ATO's check: subtract 1 from the first digit, weight each digit, the sum divides by 89. */
export function isValidAbn(value: string): boolean {
  const abn = normaliseAbn(value);
  if (!abn) return false;
  const digits = abn.split('').map(Number);
  digits[0] -= 1;
  const sum = digits.reduce((total, digit, index) => total + digit * ABN_WEIGHTS[index], 0);
  return sum % 89 === 0;
}

/** '51 824 753 556' */
export function formatAbn(abn: string): string {
  const digits = normaliseAbn(abn) ?? abn;
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

export const abnMessages = {
  required: 'Please enter the ABN',
  format: 'An ABN has 11 digits',
  checkDigits: 'This ABN is not valid: please check the digits',
} as const;

export function abnProblem(value: string): string | null {
  if (!value.trim()) return abnMessages.required;
  if (!normaliseAbn(value)) return abnMessages.format;
  return isValidAbn(value) ? null : abnMessages.checkDigits;
}
