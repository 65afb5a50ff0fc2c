import { describe, expect, it } from 'vitest';

import { certificateValidityMonths } from '@/content/certificates';
import { courses } from '@/content/courses';
import {
  addMonths,
  canonicalCertificateNumber,
  certificateNumberFrom,
  certificateStatus,
  deadlineState,
  dueReminder,
  expiryDate,
  issueDeadline,
} from '@/lib/rules/certificates';
import {
  CHECKLIST_FIRST,
  THEORY_FIRST,
  courseByName,
  courseUnits,
  outcomesCsv,
  overallOutcome,
  practicalDecisionProblem,
} from '@/lib/rules/outcomes';
import { checklistItems } from '@/content/learning/checklists';

describe('certificate numbers', () => {
  it('are three groups of four Crockford characters from random bytes', () => {
    const number = certificateNumberFrom(new Uint8Array([0, 1, 2, 3, 31, 30, 29, 28, 255, 64, 10, 18]));
    expect(number).toBe('0123-ZYXW-Z0AJ');
    expect(() => certificateNumberFrom(new Uint8Array(11))).toThrow();
  });

  it('are read forgivingly (case, spaces, O/I/L) and refused when truncated, padded or foreign', () => {
    expect(canonicalCertificateNumber('k7q2 m9xd 4htr')).toBe('K7Q2-M9XD-4HTR');
    expect(canonicalCertificateNumber('K7Q2-M9XD-4HTO')).toBe('K7Q2-M9XD-4HT0');
    expect(canonicalCertificateNumber('K7Q2-M9XD-4HTL')).toBe('K7Q2-M9XD-4HT1');
    for (const bad of [
      'K7Q2-M9XD-4HT',
      'K7Q2-M9XD-4HTRX',
      'K7Q2-M9XD-4HTU',
      '',
      42,
      null,
      'x'.repeat(100),
      '<script>',
    ]) {
      expect(canonicalCertificateNumber(bad)).toBeNull();
    }
  });
});

describe('expiry and status', () => {
  it('follows the specification: first aid 3 years, CPR annually, the white card none', () => {
    expect(certificateValidityMonths).toEqual({ 'first-aid': 36, cpr: 12 });
    expect(expiryDate('first-aid', '2026-03-02')).toBe('2029-03-02');
    expect(expiryDate('cpr', '2026-03-02')).toBe('2027-03-02');
    expect(expiryDate('nsw-whitecard', '2026-03-02')).toBeNull();
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('says REVOKED over EXPIRED over CURRENT, expired from the expiry date', () => {
    expect(certificateStatus({ revoked: true, expiresOn: '2020-01-01', today: '2026-01-01' })).toBe(
      'REVOKED',
    );
    expect(certificateStatus({ revoked: false, expiresOn: '2026-01-01', today: '2026-01-01' })).toBe(
      'EXPIRED',
    );
    expect(certificateStatus({ revoked: false, expiresOn: '2026-01-02', today: '2026-01-01' })).toBe(
      'CURRENT',
    );
    expect(certificateStatus({ revoked: false, expiresOn: null, today: '2099-01-01' })).toBe('CURRENT');
  });

  it('reminds at 60 and 14 days, once each, and never after expiry', () => {
    const expiresOn = '2027-03-02';
    expect(dueReminder({ expiresOn, today: '2026-12-31', sent: [] })).toBeNull();
    expect(dueReminder({ expiresOn, today: '2027-01-01', sent: [] })).toBe(60);
    expect(dueReminder({ expiresOn, today: '2027-01-01', sent: [60] })).toBeNull();
    expect(dueReminder({ expiresOn, today: '2027-02-16', sent: [60] })).toBe(14);
    expect(dueReminder({ expiresOn, today: '2027-02-20', sent: [] })).toBe(14);
    expect(dueReminder({ expiresOn, today: '2027-02-20', sent: [14] })).toBeNull();
    expect(dueReminder({ expiresOn, today: '2027-03-02', sent: [] })).toBeNull();
    expect(dueReminder({ expiresOn: null, today: '2027-03-01', sent: [] })).toBeNull();
  });

  it('counts the 30-day issue deadline and warns 7 days before it', () => {
    expect(issueDeadline('2026-03-02')).toBe('2026-04-01');
    expect(deadlineState('2026-03-02', '2026-03-24')).toBe('on-time');
    expect(deadlineState('2026-03-02', '2026-03-25')).toBe('due-soon');
    expect(deadlineState('2026-03-02', '2026-04-01')).toBe('due-soon');
    expect(deadlineState('2026-03-02', '2026-04-02')).toBe('overdue');
  });
});

describe('outcomes', () => {
  it('are COMPETENT only with both results competent', () => {
    expect(overallOutcome({ theory: 'competent', practical: 'competent' })).toBe('COMPETENT');
    expect(overallOutcome({ theory: 'competent', practical: null })).toBe('IN PROGRESS');
    expect(overallOutcome({ theory: 'not-yet-competent', practical: null })).toBe('NOT YET COMPETENT');
    expect(overallOutcome({ theory: null, practical: null })).toBe('IN PROGRESS');
  });

  it('keep theory before practical, and the checklist READY before COMPETENT', () => {
    const all = checklistItems('RIIWHS202E').map((item) => item.id);
    const base = { unitCode: 'RIIWHS202E', attendance: 'present' as const };
    expect(practicalDecisionProblem({ ...base, decision: 'competent', theory: null, ticked: all })).toBe(
      THEORY_FIRST,
    );
    expect(
      practicalDecisionProblem({ ...base, decision: 'competent', theory: 'competent', ticked: all.slice(1) }),
    ).toBe(CHECKLIST_FIRST);
    expect(
      practicalDecisionProblem({ ...base, decision: 'competent', theory: 'competent', ticked: all }),
    ).toBeNull();
    expect(
      practicalDecisionProblem({ ...base, decision: 'not-yet-competent', theory: null, ticked: [] }),
    ).toBeNull();
    expect(
      practicalDecisionProblem({
        unitCode: 'HLTAID011',
        attendance: null,
        decision: 'competent',
        theory: 'competent',
        ticked: [],
      }),
    ).toBeNull();
  });

  it('list every catalogue course’s units with register titles', () => {
    for (const course of courses) {
      const units = courseUnits(course);
      expect(units.length, course.id).toBeGreaterThan(0);
      for (const unit of units) expect(unit.title, unit.code).not.toBe(unit.code);
      expect(courseByName(course.name.toUpperCase())?.id).toBe(course.id);
    }
    expect(courseUnits(courseByName('Provide First Aid')!)).toEqual([
      { code: 'HLTAID011', title: 'Provide first aid' },
    ]);
  });

  it('export as CSV with formulas defused', () => {
    const csv = outcomesCsv([
      {
        reference: 'BR-1',
        name: '=HYPERLINK("x")',
        attendance: 'late',
        unitCode: 'HLTAID011',
        unitTitle: 'Provide first aid',
        theory: 'competent',
        checklist: 'No checklist',
        practical: null,
        assessorName: 'A, B',
        assessmentDate: '',
        overall: 'IN PROGRESS',
        certificate: '',
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `BR-1,"'=HYPERLINK(""x"")",Late,HLTAID011,Provide first aid,COMPETENT,No checklist,Not recorded,"A, B",,IN PROGRESS,`,
    );
  });
});
