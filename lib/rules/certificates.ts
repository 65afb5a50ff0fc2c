import {
  certificateDeadlineWarningDays,
  certificateIssueDeadlineDays,
  certificateValidityMonths,
  expiryReminderDays,
} from '@/content/certificates';
import type { CourseId } from '@/content/courses';

/**
 * Certificates: their numbers, expiry, status at the gate, reminders and the issue deadline. Pure; dates are
 * calendar dates ('YYYY-MM-DD') in the provider's time zone, so a certificate expires on the same day everywhere.
 */

// Crockford's base32: no I, L, O or U, so a number read aloud or off a photo cannot be mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP = 4;
/** 'K7Q2-M9XD-4HTR': 60 random bits, never sequential, so numbers cannot be guessed or counted. */
export const CERTIFICATE_NUMBER = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
export const CERTIFICATE_RANDOM_BYTES = GROUPS * GROUP;

/** A number from random bytes (one byte per character, 5 bits of each used). */
export function certificateNumberFrom(bytes: Uint8Array): string {
  if (bytes.length < CERTIFICATE_RANDOM_BYTES) throw new Error('A certificate number needs 12 random bytes');
  const chars = Array.from(bytes.slice(0, CERTIFICATE_RANDOM_BYTES), (byte) => ALPHABET[byte & 31]);
  return Array.from({ length: GROUPS }, (_, i) => chars.slice(i * GROUP, (i + 1) * GROUP).join('')).join('-');
}

/**
 * A number as typed or scanned, in its one canonical form, or null when it cannot be one (truncated, too long,
 * letters outside the alphabet). Lower case and missing dashes are forgiven; O, I and L read as 0, 1 and 1.
 */
export function canonicalCertificateNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const compact = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact.length !== GROUPS * GROUP) return null;
  const number = compact.match(/.{4}/g)!.join('-');
  return CERTIFICATE_NUMBER.test(number) ? number : null;
}

export function verifyPath(number: string): string {
  return `/verify/${number}`;
}

export type CertificateStatus = 'CURRENT' | 'EXPIRED' | 'REVOKED';

/** Revoked wins; then expired on and after the expiry date; otherwise current. */
export function certificateStatus(input: {
  revoked: boolean;
  expiresOn: string | null;
  today: string;
}): CertificateStatus {
  if (input.revoked) return 'REVOKED';
  if (input.expiresOn !== null && input.today >= input.expiresOn) return 'EXPIRED';
  return 'CURRENT';
}

function parseDate(date: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a calendar date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = parseDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return formatDate(d);
}

/** Calendar months later; the 31st of a shorter month falls back to its last day. */
export function addMonths(date: string, months: number): string {
  const d = parseDate(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return formatDate(d);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDate(to).getTime() - parseDate(from).getTime()) / 86_400_000);
}

/** The expiry date of a course's certificate completed on `completedOn`, or null when the course has none. */
export function expiryDate(courseId: string, completedOn: string): string | null {
  const months = certificateValidityMonths[courseId as CourseId];
  return months === undefined ? null : addMonths(completedOn, months);
}

export type ReminderDay = (typeof expiryReminderDays)[number];

/**
 * The reminder due today, or null. Each goes once; when the later one is due, an earlier one not yet sent is
 * skipped (a learner is not told "60 days" 14 days before). Nothing after expiry.
 */
export function dueReminder(input: {
  expiresOn: string | null;
  today: string;
  sent: readonly number[];
}): ReminderDay | null {
  if (input.expiresOn === null) return null;
  const left = daysBetween(input.today, input.expiresOn);
  if (left <= 0) return null;
  const due = [...expiryReminderDays].sort((a, b) => a - b).find((days) => left <= days);
  if (due === undefined) return null;
  // Any reminder at or closer than this one already sent: nothing more.
  return input.sent.some((days) => days <= due) ? null : due;
}

/** The last day to issue a certificate for a learner who completed on `completedOn` (the Standards' 30 days). */
export function issueDeadline(completedOn: string): string {
  return addDays(completedOn, certificateIssueDeadlineDays);
}

/** 'overdue', 'due-soon' (within the warning days) or 'on-time' for a competent learner not yet issued. */
export function deadlineState(completedOn: string, today: string): 'overdue' | 'due-soon' | 'on-time' {
  const left = daysBetween(today, issueDeadline(completedOn));
  if (left < 0) return 'overdue';
  return left <= certificateDeadlineWarningDays ? 'due-soon' : 'on-time';
}

/** 'March 2027': the month heading of staff's expiry list. */
export function monthKey(date: string): string {
  return date.slice(0, 7);
}

/** A calendar date in a time zone, from an instant: what "today" is for the provider. */
export function calendarDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
