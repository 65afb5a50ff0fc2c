import { checklistForUnit, type ChecklistCategory } from '@/content/learning/checklists';
import { unitCodes as assessedUnitCodes, type UnitCode as AssessedUnitCode } from '@/content/learning/units';
import { courses, type Course } from '@/content/courses';
import { packageUnitCodes, pricingPackages } from '@/content/packages';
import { findUnit } from '@/content/units';
import { checklistProgress, type ChecklistStatus } from '@/lib/rules/checklist';

/**
 * The learner's way from a place in a session to a result per unit. Pure: the roll's marks, each unit's theory
 * and practical result, the overall outcome and the rule that ties them (theory before practical).
 */

export const attendanceStatuses = ['present', 'late', 'absent'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

export const attendanceLabels: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
};

export const results = ['competent', 'not-yet-competent'] as const;
export type Result = (typeof results)[number];

export type OverallOutcome = 'COMPETENT' | 'NOT YET COMPETENT' | 'IN PROGRESS';

export function resultLabel(result: Result | null): string {
  if (result === 'competent') return 'COMPETENT';
  if (result === 'not-yet-competent') return 'NOT YET COMPETENT';
  return 'Not recorded';
}

/** A unit as the national register names it. */
export type CourseUnit = { code: string; title: string };

/** The course a session or booking names (sessions carry the course's name as staff chose it). */
export function courseByName(name: string): Course | undefined {
  const wanted = name.trim().toLowerCase();
  return courses.find((course) => course.name.toLowerCase() === wanted);
}

/**
 * The units a course's certificate lists. A package's units are all of them; a qualification's core units only
 * (its electives are chosen per learner, which the site does not record yet).
 */
export function courseUnits(course: Course): CourseUnit[] {
  let codes: readonly string[];
  if (course.pricing.kind === 'unit') codes = [course.pricing.unitCode];
  else {
    const id = course.pricing.packageId;
    const pkg = pricingPackages.find((candidate) => candidate.id === id);
    codes = !pkg ? [] : pkg.kind === 'core-elective' ? pkg.coreUnits : packageUnitCodes(pkg);
  }
  return codes.map((code) => ({ code, title: findUnit(code)?.title ?? code }));
}

/** Whether a session of this course trains the ticket (unit of competency). */
export function courseTrainsUnit(courseName: string, unitCode: string): boolean {
  const course = courseByName(courseName);
  return course ? courseUnits(course).some((unit) => unit.code === unitCode) : false;
}

/** The units a session's course trains (none for a course the content does not know). */
export function unitsOfCourseName(courseName: string): string[] {
  const course = courseByName(courseName);
  return course ? courseUnits(course).map((unit) => unit.code) : [];
}

/** The assessor's checklist of a unit, when the assessor's guide has one (confined spaces, heights). */
export function unitChecklist(code: string): readonly ChecklistCategory[] | null {
  return (assessedUnitCodes as readonly string[]).includes(code)
    ? checklistForUnit(code as AssessedUnitCode)
    : null;
}

export function checklistItemIds(code: string): Set<string> {
  return new Set((unitChecklist(code) ?? []).flatMap((category) => category.items.map((item) => item.id)));
}

/** READY when every item of the unit's checklist is ticked; a unit without a checklist has nothing to tick. */
export function checklistStatus(code: string, ticked: readonly string[]): ChecklistStatus | null {
  const checklist = unitChecklist(code);
  return checklist ? checklistProgress(new Set(ticked), checklist).status : null;
}

export type UnitOutcome = {
  theory: Result | null;
  practical: Result | null;
};

/** Both results competent: COMPETENT; either not yet: NOT YET COMPETENT; otherwise still in progress. */
export function overallOutcome(outcome: UnitOutcome): OverallOutcome {
  if (outcome.theory === 'not-yet-competent' || outcome.practical === 'not-yet-competent')
    return 'NOT YET COMPETENT';
  if (outcome.theory === 'competent' && outcome.practical === 'competent') return 'COMPETENT';
  return 'IN PROGRESS';
}

export const THEORY_FIRST =
  'The theory assessment must be passed before the practical outcome can be COMPETENT.';
export const CHECKLIST_FIRST =
  "Every item of the assessor's checklist must be ticked (READY) before the practical outcome can be COMPETENT.";
export const ABSENT_NO_RESULT = 'An absent learner cannot be assessed in this session.';

/**
 * Why a practical decision cannot stand, or null. The specification's rule: theory passed before the practical can
 * be COMPETENT (shorter practical days, fewer fails); and a COMPETENT practical needs the whole checklist ticked.
 */
export function practicalDecisionProblem(input: {
  unitCode: string;
  decision: Result | null;
  theory: Result | null;
  ticked: readonly string[];
  attendance: AttendanceStatus | null;
}): string | null {
  if (input.decision === null) return null;
  if (input.attendance === 'absent') return ABSENT_NO_RESULT;
  if (input.decision !== 'competent') return null;
  if (input.theory !== 'competent') return THEORY_FIRST;
  const status = checklistStatus(input.unitCode, input.ticked);
  if (status !== null && status !== 'READY') return CHECKLIST_FIRST;
  return null;
}

/** Competent in every unit of the course: the learner is due a certificate. */
export function competentInAll(
  units: readonly CourseUnit[],
  outcomes: ReadonlyMap<string, UnitOutcome>,
): boolean {
  return (
    units.length > 0 &&
    units.every(
      (unit) => overallOutcome(outcomes.get(unit.code) ?? { theory: null, practical: null }) === 'COMPETENT',
    )
  );
}

export type OutcomeCsvRow = {
  reference: string;
  name: string;
  attendance: AttendanceStatus | null;
  unitCode: string;
  unitTitle: string;
  theory: Result | null;
  checklist: string;
  practical: Result | null;
  assessorName: string;
  assessmentDate: string;
  overall: OverallOutcome;
  certificate: string;
};

/** One CSV field; a leading =, +, - or @ is defused so a spreadsheet does not run typed text as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The outcomes of a session as CSV (RFC 4180): one row per learner and unit. */
export function outcomesCsv(rows: readonly OutcomeCsvRow[]): string {
  const lines = [
    [
      'Reference',
      'Name',
      'Attendance',
      'Unit',
      'Unit title',
      'Theory',
      'Checklist',
      'Practical',
      'Assessor',
      'Assessment date',
      'Outcome',
      'Certificate',
    ],
    ...rows.map((row) => [
      row.reference,
      row.name,
      row.attendance ? attendanceLabels[row.attendance] : 'Not marked',
      row.unitCode,
      row.unitTitle,
      resultLabel(row.theory),
      row.checklist,
      resultLabel(row.practical),
      row.assessorName,
      row.assessmentDate,
      row.overall,
      row.certificate,
    ]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
