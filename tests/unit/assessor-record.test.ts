import { describe, expect, it } from 'vitest';

import { assessorChecklists, checklistItems } from '@/content/learning/checklists';
import {
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
  });

  it('names the file after the unit and the day', () => {
    expect(checklistFileName('RIIWHS202E', '2026-03-01T09:30:00.000Z')).toBe(
      'assessor-checklist-RIIWHS202E-2026-03-01.csv',
    );
  });
});
