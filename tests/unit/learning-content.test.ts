import { describe, expect, it } from 'vitest';

import { assessorChecklists, checklistItems } from '@/content/learning/checklists';
import { PASS_MARK, PERFORMANCE_OCCASIONS } from '@/content/learning/constants';
import { elearningModules, findModule, totalModuleMinutes } from '@/content/learning/elearning';
import { practicalAssessments } from '@/content/learning/practical';
import { speakerNotes } from '@/content/learning/presentations';
import { questionBanks, toPublicQuestion } from '@/content/learning/questions';
import {
  assessorUnitInfo,
  elementLabel,
  getTrainingUnit,
  trainingUnits,
  unitCodes,
  type UnitCode,
} from '@/content/learning/units';
import { answerKeyRows } from '@/lib/server/assessment-keys';
import { learnerSlidesForUnit, slidesForUnit } from '@/lib/rules/presentations';

const expectedElements: Record<UnitCode, string[]> = {
  RIIWHS202E: [
    'Plan and prepare for working in a confined space',
    'Work in a confined space',
    'Exit the confined space',
    'Clean up',
  ],
  RIIWHS204E: [
    'Identify work requirements',
    'Identify work procedures and instructions for working safely',
    'Access and install equipment',
    'Perform work at heights',
    'Clean up the work area',
  ],
};

describe('training units', () => {
  it('has the spec durations, class sizes and two performance occasions', () => {
    expect(trainingUnits.RIIWHS202E).toMatchObject({ duration: '8 hours', minimumHours: 8, maxStudents: 12 });
    expect(trainingUnits.RIIWHS204E).toMatchObject({ duration: '6 hours', minimumHours: 6, maxStudents: 15 });
    for (const code of unitCodes) expect(trainingUnits[code].performanceOccasions).toBe(2);
    expect(PERFORMANCE_OCCASIONS).toBe(2);
  });

  it.each(unitCodes)(
    '%s has the unit elements, numbered in order, with criteria coded by element',
    (code) => {
      const elements = trainingUnits[code].elements;
      expect(elements.map((e) => e.title)).toEqual(expectedElements[code]);
      elements.forEach((element, i) => {
        expect(element.number).toBe(i + 1);
        expect(element.performanceCriteria.length).toBeGreaterThan(0);
        element.performanceCriteria.forEach((pc, j) => expect(pc.code).toBe(`${element.number}.${j + 1}`));
      });
      expect(trainingUnits[code].hazards.length).toBeGreaterThan(0);
    },
  );

  it('finds units only by their exact code', () => {
    expect(getTrainingUnit('RIIWHS202E')?.title).toBe('Enter and work in confined spaces');
    expect(getTrainingUnit('RIIWHS204E')?.title).toBe('Work safely at heights');
    expect(getTrainingUnit('riiwhs202e')).toBeUndefined();
    expect(getTrainingUnit('RIIWHS201E')).toBeUndefined();
  });

  it('gives the assessor guide its unit info with pass mark 80 and two occasions', () => {
    for (const code of unitCodes) {
      expect(assessorUnitInfo[code]).toMatchObject({
        title: trainingUnits[code].title,
        occasions: 2,
        passmark: 80,
      });
      expect(assessorUnitInfo[code].duration).toContain(trainingUnits[code].duration);
    }
    expect(PASS_MARK).toBe(80);
  });
});

describe('e-learning modules', () => {
  it('RIIWHS202E has five modules of 15, 25, 30, 15 and 20 minutes', () => {
    expect(elearningModules.RIIWHS202E.map((m) => m.duration)).toEqual([15, 25, 30, 15, 20]);
    expect(totalModuleMinutes('RIIWHS202E')).toBe(105);
  });

  it('RIIWHS204E has five modules of its own', () => {
    expect(elearningModules.RIIWHS204E).toHaveLength(5);
  });

  it.each(unitCodes)(
    '%s modules are complete, numbered, uniquely identified and tied to real elements',
    (code) => {
      const modules = elearningModules[code];
      expect(new Set(modules.map((m) => m.id)).size).toBe(modules.length);
      const elementNumbers = trainingUnits[code].elements.map((e) => e.number);
      const taught = new Set<number>();
      modules.forEach((m, i) => {
        expect(m.number).toBe(i + 1);
        expect(m.duration).toBeGreaterThan(0);
        expect(m.title).not.toBe('');
        expect(m.videoDescription).not.toBe('');
        expect(m.topics.length).toBeGreaterThanOrEqual(3);
        expect(m.keyPoints.length).toBeGreaterThanOrEqual(3);
        expect(m.sections.length).toBeGreaterThanOrEqual(3);
        for (const s of m.sections) expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const n of m.elements) {
          expect(elementNumbers).toContain(n);
          taught.add(n);
        }
        expect(findModule(code, m.id)).toBe(m);
      });
      expect([...taught].sort()).toEqual(elementNumbers);
    },
  );

  it('teaches the key thresholds', () => {
    const text = (code: UnitCode) => JSON.stringify(elearningModules[code]);
    expect(text('RIIWHS202E')).toContain('19.5%');
    expect(text('RIIWHS202E')).toContain('23.5%');
    expect(text('RIIWHS202E')).toContain('5% of the LEL');
    expect(text('RIIWHS204E')).toContain('2 metres');
    expect(text('RIIWHS204E')).toContain('15 kN');
    expect(text('RIIWHS204E')).toContain('4:1');
  });
});

describe('question banks', () => {
  it('has 12 questions over 4 elements for RIIWHS202E and 15 over 5 for RIIWHS204E', () => {
    expect(questionBanks.RIIWHS202E).toHaveLength(12);
    expect(questionBanks.RIIWHS204E).toHaveLength(15);
    expect(new Set(questionBanks.RIIWHS202E.map((q) => q.element)).size).toBe(4);
    expect(new Set(questionBanks.RIIWHS204E.map((q) => q.element)).size).toBe(5);
  });

  it.each(unitCodes)('%s uses every element, with labels and criteria from the unit', (code) => {
    const unit = trainingUnits[code];
    const used = new Set(questionBanks[code].map((q) => q.element));
    expect([...used]).toEqual(unit.elements.map(elementLabel));
    for (const q of questionBanks[code]) {
      const element = unit.elements.find((e) => e.number === q.elementNumber);
      expect(element).toBeDefined();
      expect(q.element).toBe(elementLabel(element!));
      expect(element!.performanceCriteria.map((pc) => pc.code)).toContain(q.performanceCriteria);
    }
  });

  it.each(unitCodes)('%s questions have ids 1..N, four distinct options and a valid answer index', (code) => {
    const questions = questionBanks[code];
    expect(questions.map((q) => q.id)).toEqual(questions.map((_, i) => i + 1));
    for (const q of questions) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.correctAnswer).toMatch(/^[0-3]$/);
      expect(Number(q.correctAnswer)).toBeLessThan(q.options.length);
      expect(q.question).not.toBe('');
      expect(q.explanation).not.toBe('');
    }
  });

  it.each(unitCodes)('%s varies the position of the correct answer', (code) => {
    const positions = new Set(questionBanks[code].map((q) => q.correctAnswer));
    expect(positions).toEqual(new Set(['0', '1', '2', '3']));
  });

  it('asks the 19.5% oxygen threshold in 202E and the 2-metre fall height in 204E', () => {
    const correctText = (code: UnitCode) =>
      questionBanks[code].map((q) => q.options[Number(q.correctAnswer)]);
    expect(correctText('RIIWHS202E').some((t) => t.startsWith('19.5%'))).toBe(true);
    expect(correctText('RIIWHS204E').some((t) => t.startsWith('2 metres or more'))).toBe(true);
  });

  it('hides the answer and explanation from public questions', () => {
    const pub = toPublicQuestion(questionBanks.RIIWHS202E[0]);
    expect(pub).not.toHaveProperty('correctAnswer');
    expect(pub).not.toHaveProperty('explanation');
    expect(pub.options).toHaveLength(4);
  });

  it('exports one answer key row per question', () => {
    const rows = answerKeyRows();
    expect(rows).toHaveLength(27);
    expect(new Set(rows.map((r) => `${r.unitCode}:${r.questionId}`)).size).toBe(27);
    expect(rows[0]).toEqual({
      unitCode: 'RIIWHS202E',
      questionId: 1,
      correctAnswer: questionBanks.RIIWHS202E[0].correctAnswer,
      element: questionBanks.RIIWHS202E[0].element,
    });
  });
});

describe('assessor checklists', () => {
  it('RIIWHS202E has 49 items in categories of 5, 6, 11, 11, 4, 7 and 5', () => {
    expect(assessorChecklists.RIIWHS202E.map((c) => c.items.length)).toEqual([5, 6, 11, 11, 4, 7, 5]);
    expect(checklistItems('RIIWHS202E')).toHaveLength(49);
  });

  it('RIIWHS204E has 38 items in categories of 5, 6, 6, 6, 3, 7 and 5', () => {
    expect(assessorChecklists.RIIWHS204E.map((c) => c.items.length)).toEqual([5, 6, 6, 6, 3, 7, 5]);
    expect(checklistItems('RIIWHS204E')).toHaveLength(38);
  });

  it('starts each checklist with the pre-assessment requirements', () => {
    for (const code of unitCodes)
      expect(assessorChecklists[code][0].category).toBe('Pre-Assessment Requirements');
  });

  it('has unique ids of the form <unit>_<category>_<n> across both checklists', () => {
    const all = unitCodes.flatMap((code) => checklistItems(code));
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    for (const code of unitCodes) {
      const prefix = code.slice(-4).toLowerCase();
      for (const category of assessorChecklists[code]) {
        category.items.forEach((item, i) => {
          expect(item.id).toBe(`${prefix}_${category.key}_${i + 1}`);
          expect(item.text).not.toBe('');
        });
      }
    }
    expect(checklistItems('RIIWHS202E')[0].id).toBe('202e_pre_1');
  });
});

describe('practical assessment content', () => {
  it.each(unitCodes)(
    '%s has two occasions, tasks covering every element, and what the assessor observes',
    (code) => {
      const practical = practicalAssessments[code];
      expect(practical.unitCode).toBe(code);
      expect(practical.occasions.map((o) => o.number)).toEqual([1, 2]);
      const covered = new Set(practical.tasks.flatMap((t) => t.elements));
      expect([...covered].sort()).toEqual(trainingUnits[code].elements.map((e) => e.number));
      expect(practical.conditions.length).toBeGreaterThan(0);
      expect(practical.equipment.length).toBeGreaterThan(0);
      expect(practical.ppe.length).toBeGreaterThan(0);
      expect(practical.assessorObserves.length).toBeGreaterThan(0);
    },
  );
});

describe('presentations', () => {
  it.each(unitCodes)('%s has speaker notes for exactly its modules', (code) => {
    expect(Object.keys(speakerNotes[code].modules).sort()).toEqual(
      elearningModules[code].map((m) => m.id).sort(),
    );
  });

  it.each(unitCodes)(
    '%s deck opens with the unit, covers each module and closes with the assessment',
    (code) => {
      const slides = slidesForUnit(code);
      expect(slides[0].title).toBe(`${code} ${trainingUnits[code].title}`);
      expect(slides.at(-1)?.id).toBe('assessment');
      expect(new Set(slides.map((s) => s.id)).size).toBe(slides.length);
      for (const m of elearningModules[code]) {
        const keyPointsSlide = slides.find((s) => s.id === `module-${m.number}-key-points`);
        expect(keyPointsSlide?.bullets).toEqual(m.keyPoints);
      }
      for (const s of slides) {
        expect(s.bullets.length).toBeGreaterThan(0);
        expect(s.speakerNotes).not.toBe('');
      }
    },
  );

  it('states the pass mark and required answers on the assessment slide', () => {
    const bullets = slidesForUnit('RIIWHS204E').at(-1)!.bullets;
    expect(bullets).toContain('Pass mark: 80% (12 correct answers required)');
  });

  it('gives learners the same slides without speaker notes', () => {
    const trainer = slidesForUnit('RIIWHS202E');
    const learner = learnerSlidesForUnit('RIIWHS202E');
    expect(learner.map((s) => s.title)).toEqual(trainer.map((s) => s.title));
    for (const s of learner) expect(s).not.toHaveProperty('speakerNotes');
  });
});
