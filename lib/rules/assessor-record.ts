import type { ChecklistCategory } from '@/content/learning/checklists';

/**
 * What an assessor fills in on the assessor's guide for one unit: the ticked checklist items and the
 * assessment decision block. Kept in the browser per unit, exported as CSV. Pure.
 */

export type AssessmentDecision = 'competent' | 'not-yet-competent' | null;

export type AssessorRecord = {
  ticked: readonly string[];
  decision: AssessmentDecision;
  candidateName: string;
  assessorName: string;
  /** yyyy-MM-dd as an <input type="date"> gives it, or ''. */
  assessmentDate: string;
};

export const emptyAssessorRecord: AssessorRecord = {
  ticked: [],
  decision: null,
  candidateName: '',
  assessorName: '',
  assessmentDate: '',
};

export const ASSESSOR_STORAGE_PREFIX = 'assessor-checklist:';

export function assessorStorageKey(unitCode: string): string {
  return `${ASSESSOR_STORAGE_PREFIX}${unitCode}`;
}

const MAX_TEXT = 200;

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : '';
}

/** Reads a stored record; unknown item ids and malformed fields are dropped, garbage gives the empty record. */
export function parseAssessorRecord(raw: string | null, validIds: ReadonlySet<string>): AssessorRecord {
  if (!raw) return emptyAssessorRecord;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return emptyAssessorRecord;
    const ticked = Array.isArray(value.ticked)
      ? [...new Set(value.ticked.filter((id): id is string => typeof id === 'string' && validIds.has(id)))]
      : [];
    const decision =
      value.decision === 'competent' || value.decision === 'not-yet-competent' ? value.decision : null;
    const date = text(value.assessmentDate);
    return {
      ticked,
      decision,
      candidateName: text(value.candidateName),
      assessorName: text(value.assessorName),
      assessmentDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    };
  } catch {
    return emptyAssessorRecord;
  }
}

export function serialiseAssessorRecord(record: AssessorRecord): string {
  return JSON.stringify(record);
}

export function toggleTick(record: AssessorRecord, id: string, ticked: boolean): AssessorRecord {
  const has = record.ticked.includes(id);
  if (ticked === has) return record;
  return { ...record, ticked: ticked ? [...record.ticked, id] : record.ticked.filter((t) => t !== id) };
}

export function decisionLabel(decision: AssessmentDecision): string {
  if (decision === 'competent') return 'COMPETENT';
  if (decision === 'not-yet-competent') return 'NOT YET COMPETENT';
  return '';
}

/**
 * One CSV field. Quoted when needed; a leading =, +, - or @ is defused with an apostrophe so a spreadsheet
 * does not run text typed into the form as a formula. A plain negative number (-12.50) is no formula and stays a
 * number.
 */
export function csvField(value: string | number | boolean): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export type ChecklistExportInput = {
  unitCode: string;
  unitTitle: string;
  /** When the file is made, ISO 8601. */
  exportedAt: string;
  record: AssessorRecord;
  categories: readonly Pick<ChecklistCategory, 'category' | 'items'>[];
};

/** The checklist as CSV: the unit, date and assessor fields first, then one row per item with its tick. */
export function checklistCsv({
  unitCode,
  unitTitle,
  exportedAt,
  record,
  categories,
}: ChecklistExportInput): string {
  const ticked = new Set(record.ticked);
  const items = categories.flatMap((c) => c.items);
  const done = items.filter((i) => ticked.has(i.id)).length;
  const rows: (string | number | boolean)[][] = [
    ['Field', 'Value'],
    ['Unit', unitCode],
    ['Unit title', unitTitle],
    ['Exported at', exportedAt],
    ['Candidate name', record.candidateName],
    ['Assessor name', record.assessorName],
    ['Assessment date', record.assessmentDate],
    ['Decision', decisionLabel(record.decision)],
    ['Items completed', `${done} / ${items.length}`],
    [],
    ['Category', 'Item ID', 'Item', 'Ticked'],
    ...categories.flatMap((c) =>
      c.items.map((i) => [c.category, i.id, i.text, ticked.has(i.id) ? 'Yes' : 'No']),
    ),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** 'assessor-checklist-RIIWHS202E-2026-03-01.csv' */
export function checklistFileName(unitCode: string, isoDate: string): string {
  return `assessor-checklist-${unitCode}-${isoDate.slice(0, 10)}.csv`;
}

/** What the assessor's record of one learner in one unit says, as saved on the roll: the PDF lays this out. */
export type AssessorRecordFacts = {
  learnerName: string;
  reference: string;
  courseName: string;
  /** yyyy-MM-dd */
  sessionDate: string;
  location: string;
  unitCode: string;
  unitTitle: string;
  theory: AssessmentDecision;
  ticked: readonly string[];
  checklistStatus: 'READY' | 'IN PROGRESS' | null;
  practical: AssessmentDecision;
  assessorName: string;
  /** yyyy-MM-dd or '' */
  assessmentDate: string;
  categories: readonly Pick<ChecklistCategory, 'category' | 'items'>[];
};

export type AssessorRecordDocument = {
  title: string;
  details: Array<readonly [string, string]>;
  categories: Array<{ category: string; items: Array<{ text: string; done: boolean }> }>;
  decision: Array<readonly [string, string]>;
};

function dmy(ymd: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

export function assessorRecordDocument(facts: AssessorRecordFacts): AssessorRecordDocument {
  const ticked = new Set(facts.ticked);
  const items = facts.categories.flatMap((category) => category.items);
  const done = items.filter((item) => ticked.has(item.id)).length;
  return {
    title: "Assessor's record",
    details: [
      ['Learner', facts.learnerName],
      ['Booking reference', facts.reference],
      ['Unit', `${facts.unitCode} ${facts.unitTitle}`],
      ['Course', facts.courseName],
      ['Session', `${dmy(facts.sessionDate)}, ${facts.location}`],
      ['Theory', decisionLabel(facts.theory) || 'Not recorded'],
      ['Checklist', `${facts.checklistStatus ?? 'IN PROGRESS'}: ${done} of ${items.length} items`],
    ],
    categories: facts.categories.map((category) => ({
      category: category.category,
      items: category.items.map((item) => ({ text: item.text, done: ticked.has(item.id) })),
    })),
    decision: [
      ['Assessment decision', decisionLabel(facts.practical) || 'Not decided'],
      ["Assessor's name", facts.assessorName || 'Not recorded'],
      ['Date', dmy(facts.assessmentDate) || 'Not recorded'],
    ],
  };
}

/** 'assessor-record-BR-1234-HLTAID011.pdf' */
export function assessorRecordFileName(reference: string, unitCode: string): string {
  return `assessor-record-${reference.replace(/[^A-Za-z0-9-]/g, '')}-${unitCode}.pdf`;
}
