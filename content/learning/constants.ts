/**
 * Assessment constants shared by the learning content and `lib/rules/assessment.ts`.
 * They sit here, not in lib, so content can use them without an import cycle (lib imports the question banks).
 */

/** Theory pass mark, in percent of questions answered correctly. */
export const PASS_MARK = 80;

/** Both units need competent performance on at least this many separate occasions. */
export const PERFORMANCE_OCCASIONS = 2;
