import { describe, expect, it } from 'vitest';

import { assessorChecklists, checklistItems } from '@/content/learning/checklists';
import { categoryStatus, checklistProgress, countTicked, isTicked } from '@/lib/rules/checklist';

const checklist = assessorChecklists.RIIWHS202E;
const pre = checklist[0].items;

describe('categoryStatus', () => {
  it('is empty with no ticks, partial with some, complete with all', () => {
    expect(categoryStatus(new Set(), pre)).toBe('empty');
    expect(categoryStatus(new Set([pre[0].id]), pre)).toBe('partial');
    expect(categoryStatus(new Set(pre.map((i) => i.id)), pre)).toBe('complete');
  });

  it('ignores ticks that belong to other categories', () => {
    const otherIds = checklist[1].items.map((i) => i.id);
    expect(categoryStatus(new Set(otherIds), pre)).toBe('empty');
  });

  it('accepts a record of id -> ticked, treating false as unticked', () => {
    const ticked = Object.fromEntries(pre.map((i, n) => [i.id, n > 0]));
    expect(categoryStatus(ticked, pre)).toBe('partial');
    expect(countTicked(ticked, pre)).toBe(pre.length - 1);
    expect(isTicked(ticked, pre[0].id)).toBe(false);
    expect(isTicked(ticked, pre[1].id)).toBe(true);
  });
});

describe('checklistProgress', () => {
  it('starts at 0 of 49, IN PROGRESS', () => {
    expect(checklistProgress(new Set(), checklist)).toEqual({
      completed: 0,
      total: 49,
      percent: 0,
      status: 'IN PROGRESS',
    });
  });

  it('is READY only at 100%', () => {
    const all = checklistItems('RIIWHS202E').map((i) => i.id);
    expect(checklistProgress(new Set(all), checklist)).toEqual({
      completed: 49,
      total: 49,
      percent: 100,
      status: 'READY',
    });
    const oneShort = checklistProgress(new Set(all.slice(1)), checklist);
    expect(oneShort).toEqual({ completed: 48, total: 49, percent: 98, status: 'IN PROGRESS' });
  });

  it('rounds the percentage and never shows 100% with an item open', () => {
    const ids = checklistItems('RIIWHS204E').map((i) => i.id);
    expect(checklistProgress(new Set(ids.slice(0, 19)), assessorChecklists.RIIWHS204E).percent).toBe(50);
    const big = [{ items: Array.from({ length: 400 }, (_, i) => ({ id: `x${i}` })) }];
    const almost = checklistProgress(new Set(big[0].items.slice(1).map((i) => i.id)), big);
    expect(almost).toMatchObject({ completed: 399, percent: 99, status: 'IN PROGRESS' });
  });

  it('is IN PROGRESS for an empty checklist', () => {
    expect(checklistProgress(new Set(), [])).toEqual({
      completed: 0,
      total: 0,
      percent: 0,
      status: 'IN PROGRESS',
    });
  });
});
