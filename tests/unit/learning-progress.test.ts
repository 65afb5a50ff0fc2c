import { describe, expect, it } from 'vitest';

import { elearningModules } from '@/content/learning/elearning';
import {
  addCompleted,
  isAllComplete,
  mergeCompleted,
  minutesLabel,
  missingFrom,
  moduleIndexFromId,
  normaliseCompleted,
  parseStoredProgress,
  progressPercent,
  progressStorageKey,
  serialiseProgress,
} from '@/lib/rules/learning-progress';

describe('e-learning progress', () => {
  it('is completed modules over five, as a whole percent', () => {
    expect(progressPercent([], 5)).toBe(0);
    expect(progressPercent([0], 5)).toBe(20);
    expect(progressPercent([0, 2, 4], 5)).toBe(60);
    expect(progressPercent([0, 1, 2, 3, 4], 5)).toBe(100);
    expect(progressPercent([0], 0)).toBe(0);
  });

  it('ignores duplicates and out-of-range modules when counting', () => {
    expect(progressPercent([1, 1, 1], 5)).toBe(20);
    expect(progressPercent([5, -1, 2.5], 5)).toBe(0);
  });

  it('adds a module once: Mark Complete twice changes nothing', () => {
    const once = addCompleted([], 2);
    expect(once).toEqual([2]);
    const twice = addCompleted(once, 2);
    expect(twice).toBe(once);
    expect(addCompleted([3], 1)).toEqual([1, 3]);
  });

  it('is all complete only with every module', () => {
    expect(isAllComplete([0, 1, 2, 3], 5)).toBe(false);
    expect(isAllComplete([4, 3, 2, 1, 0], 5)).toBe(true);
    expect(isAllComplete([], 0)).toBe(false);
  });

  it('merges browser and account progress as a union', () => {
    expect(mergeCompleted([0, 1], [1, 3], 5)).toEqual([0, 1, 3]);
    expect(missingFrom([1, 3], [0, 1])).toEqual([0]);
    expect(missingFrom([0, 1], [0, 1])).toEqual([]);
  });

  it('normalises to sorted unique integers in range', () => {
    expect(normaliseCompleted([3, 1, 1, '2', null, 7, 0], 5)).toEqual([0, 1, 3]);
  });

  it('round-trips through storage and survives garbage', () => {
    expect(parseStoredProgress(serialiseProgress([4, 0, 2]), 5)).toEqual([0, 2, 4]);
    expect(parseStoredProgress('[1,2]', 5)).toEqual([1, 2]);
    expect(parseStoredProgress(null, 5)).toEqual([]);
    expect(parseStoredProgress('not json', 5)).toEqual([]);
    expect(parseStoredProgress('{"completed":"all"}', 5)).toEqual([]);
    expect(parseStoredProgress('{"completed":[9, 1]}', 5)).toEqual([1]);
    expect(progressStorageKey('RIIWHS202E')).toBe('elearning-progress:RIIWHS202E');
  });

  it('opens the module named by ?module=, else the first', () => {
    const ids = elearningModules.RIIWHS202E.map((m) => m.id);
    expect(moduleIndexFromId(ids, ids[3])).toBe(3);
    expect(moduleIndexFromId(ids, 'unknown')).toBe(0);
    expect(moduleIndexFromId(ids, null)).toBe(0);
  });

  it('labels durations as the content does', () => {
    expect(minutesLabel(15)).toBe('15 minutes');
    expect(minutesLabel(1)).toBe('1 minute');
  });
});
