import type { CourseId } from './courses';

/**
 * How long a course's certificate stays current, and when learners and staff are reminded. A provider edits this
 * file. The specification: the first aid certificate is valid for 3 years and CPR is renewed annually; the white
 * card and the heights and confined-space units have no expiry unless the provider sets one here.
 */
export const certificateValidityMonths: Partial<Record<CourseId, number>> = {
  'first-aid': 36,
  cpr: 12,
};

/** Reminder mails go this many days before a certificate expires, once each. */
export const expiryReminderDays = [60, 14] as const;

/** The Standards for RTOs: a certificate is issued within 30 calendar days of the learner completing. */
export const certificateIssueDeadlineDays = 30;

/** Staff are warned about a competent learner without a certificate once this few days are left. */
export const certificateDeadlineWarningDays = 7;

/** How many months of upcoming expiries staff see. */
export const expiryOutlookMonths = 12;
