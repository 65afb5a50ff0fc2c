import { describe, expect, it } from 'vitest';

import { assessorChecklists, checklistItems } from '@/content/learning/checklists';
import {
  assessorRecordDocument,
  assessorRecordFileName,
  assessorStorageKey,
  checklistCsv,
  checklistFileName,
  csvField,
  emptyAssessorRecord,
  parseAssessorRecord,
  serialiseAssessorRecord,
  toggleTick,
  type AssessorRecord,
} from '@/lib/rules/assessor-record';

const ids = new Set(checklistItems('RIIWHS202E').map((i) => i.id));

describe('assessor record storage', () => {
  it('round-trips ticks and the decision block', () => {
    const record: AssessorRecord = {
      ticked: ['202e_pre_1', '202e_plan_2'],
      decision: 'competent',
      candidateName: 'Sam Candidate',
      assessorName: 'Alex Assessor',
      assessmentDate: '2026-03-01',
    };
    expect(parseAssessorRecord(serialiseAssessorRecord(record), ids)).toEqual(record);
    expect(assessorStorageKey('RIIWHS204E')).toBe('assessor-checklist:RIIWHS204E');
  });

  it('drops unknown ids, bad decisions and bad dates, and survives garbage', () => {
    const raw = JSON.stringify({
      ticked: ['202e_pre_1', '204e_pre_1', 42, '202e_pre_1'],
      decision: 'maybe',
      assessorName: 7,
      assessmentDate: '1 March',
    });
    expect(parseAssessorRecord(raw, ids)).toEqual({ ...emptyAssessorRecord, ticked: ['202e_pre_1'] });
    expect(parseAssessorRecord('{', ids)).toEqual(emptyAssessorRecord);
    expect(parseAssessorRecord('null', ids)).toEqual(emptyAssessorRecord);
    expect(parseAssessorRecord(null, ids)).toEqual(emptyAssessorRecord);
  });

  it('ticks and unticks without duplicates', () => {
    const one = toggleTick(emptyAssessorRecord, '202e_pre_1', true);
    expect(one.ticked).toEqual(['202e_pre_1']);
    expect(toggleTick(one, '202e_pre_1', true)).toBe(one);
    expect(toggleTick(one, '202e_pre_1', false).ticked).toEqual([]);
  });
});

describe('checklist export', () => {
  const record: AssessorRecord = {
    ticked: ['202e_pre_1'],
    decision: 'not-yet-competent',
    candidateName: '=HYPERLINK("x")',
    assessorName: 'Lee, "Sparky" Jones',
    assessmentDate: '2026-03-01',
  };
  const csv = checklistCsv({
    unitCode: 'RIIWHS202E',
    unitTitle: 'Enter and work in confined spaces',
    exportedAt: '2026-03-01T09:30:00.000Z',
    record,
    categories: assessorChecklists.RIIWHS202E,
  });
  const lines = csv.trimEnd().split('\r\n');

  it('starts with the unit, date and assessor fields', () => {
    expect(lines.slice(0, 9)).toEqual([
      'Field,Value',
      'Unit,RIIWHS202E',
      'Unit title,Enter and work in confined spaces',
      'Exported at,2026-03-01T09:30:00.000Z',
      `Candidate name,"'=HYPERLINK(""x"")"`,
      'Assessor name,"Lee, ""Sparky"" Jones"',
      'Assessment date,2026-03-01',
      'Decision,NOT YET COMPETENT',
      'Items completed,1 / 49',
    ]);
  });

  it('has one row per item with its tick', () => {
    const itemRows = lines.slice(lines.indexOf('Category,Item ID,Item,Ticked') + 1);
    expect(itemRows).toHaveLength(49);
    expect(itemRows[0]).toMatch(/^Pre-Assessment Requirements,202e_pre_1,.*,Yes$/);
    expect(itemRows.filter((r) => r.endsWith(',Yes'))).toHaveLength(1);
  });

  it('defuses formulas and quotes separators', () => {
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-')).toBe("'-");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(3)).toBe('3');
    // A plain negative amount stays a number; anything more after the minus is defused.
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-7)).toBe('-7');
    expect(csvField('-1+cmd|calc')).toBe("'-1+cmd|calc");
    expect(csvField('-2-3')).toBe("'-2-3");
  });

  it('names the file after the unit and the day', () => {
    expect(checklistFileName('RIIWHS202E', '2026-03-01T09:30:00.000Z')).toBe(
      'assessor-checklist-RIIWHS202E-2026-03-01.csv',
    );
  });
});

describe("the assessor's record as a document", () => {
  const categories = assessorChecklists.RIIWHS202E;
  const items = checklistItems('RIIWHS202E');
  const facts = {
    learnerName: 'Zoë Lee',
    reference: 'BR-ABC123',
    courseName: 'Enter and Work in Confined Spaces',
    sessionDate: '2026-03-02',
    location: 'Mackay',
    unitCode: 'RIIWHS202E',
    unitTitle: 'Enter and work in confined spaces',
    theory: 'competent' as const,
    ticked: [items[0].id, items[2].id],
    checklistStatus: 'IN PROGRESS' as const,
    practical: null,
    assessorName: '',
    assessmentDate: '',
    categories,
  };

  it('lists every criterion with its tick, the counts and the decision block', () => {
    const document = assessorRecordDocument(facts);
    expect(document.title).toBe("Assessor's record");
    expect(document.details).toContainEqual(['Learner', 'Zoë Lee']);
    expect(document.details).toContainEqual(['Session', '02/03/2026, Mackay']);
    expect(document.details).toContainEqual(['Theory', 'COMPETENT']);
    expect(document.details).toContainEqual(['Checklist', `IN PROGRESS: 2 of ${items.length} items`]);
    const listed = document.categories.flatMap((category) => category.items);
    expect(listed.map((item) => item.text)).toEqual(items.map((item) => item.text));
    expect(listed.filter((item) => item.done).map((item) => item.text)).toEqual([
      items[0].text,
      items[2].text,
    ]);
    expect(document.decision).toEqual([
      ['Assessment decision', 'Not decided'],
      ["Assessor's name", 'Not recorded'],
      ['Date', 'Not recorded'],
    ]);
    const decided = assessorRecordDocument({
      ...facts,
      practical: 'not-yet-competent',
      assessorName: 'Alex',
      assessmentDate: '2026-03-03',
    });
    expect(decided.decision).toEqual([
      ['Assessment decision', 'NOT YET COMPETENT'],
      ["Assessor's name", 'Alex'],
      ['Date', '03/03/2026'],
    ]);
  });

  it('names the file by reference and unit, with nothing a header could break on', () => {
    expect(assessorRecordFileName('BR-ABC123', 'RIIWHS202E')).toBe(
      'assessor-record-BR-ABC123-RIIWHS202E.pdf',
    );
    expect(assessorRecordFileName('BR-"x"\n', 'RIIWHS202E')).toBe('assessor-record-BR-x-RIIWHS202E.pdf');
  });
});
