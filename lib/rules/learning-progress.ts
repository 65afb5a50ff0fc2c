/**
 * E-learning progress as the module viewer holds it: the set of completed module positions (0-based) of a
 * unit. Pure, so the browser, the server actions and the tests share one definition.
 */

/** Completed modules over all modules, as a whole percent (spec 001 section 4: completed / 5). */
export function progressPercent(completed: readonly number[], moduleCount: number): number {
  if (moduleCount <= 0) return 0;
  const done = normaliseCompleted(completed, moduleCount).length;
  return Math.round((done * 100) / moduleCount);
}

/** Mark Complete: adds a module once; a repeat leaves the list unchanged (and the same array). */
export function addCompleted(completed: readonly number[], moduleIndex: number): readonly number[] {
  if (completed.includes(moduleIndex)) return completed;
  return [...completed, moduleIndex].sort((a, b) => a - b);
}

export function isAllComplete(completed: readonly number[], moduleCount: number): boolean {
  return moduleCount > 0 && normaliseCompleted(completed, moduleCount).length === moduleCount;
}

/** Sorted, unique, whole numbers within 0..moduleCount-1: anything else is dropped. */
export function normaliseCompleted(values: readonly unknown[], moduleCount: number): number[] {
  const valid = values.filter(
    (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < moduleCount,
  );
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** Union of two progress lists, e.g. this browser's and the account's on sign-in. */
export function mergeCompleted(a: readonly number[], b: readonly number[], moduleCount: number): number[] {
  return normaliseCompleted([...a, ...b], moduleCount);
}

/** The modules in `local` that `remote` lacks: what the browser still has to send to the account. */
export function missingFrom(remote: readonly number[], local: readonly number[]): number[] {
  return local.filter((m) => !remote.includes(m));
}

export const PROGRESS_STORAGE_PREFIX = 'elearning-progress:';

export function progressStorageKey(unitCode: string): string {
  return `${PROGRESS_STORAGE_PREFIX}${unitCode}`;
}

/** Reads a stored value written by `serialiseProgress`; garbage gives an empty list, never an error. */
export function parseStoredProgress(raw: string | null, moduleCount: number): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    const list = Array.isArray(value)
      ? value
      : typeof value === 'object' &&
          value !== null &&
          Array.isArray((value as { completed?: unknown }).completed)
        ? (value as { completed: unknown[] }).completed
        : [];
    return normaliseCompleted(list, moduleCount);
  } catch {
    return [];
  }
}

export function serialiseProgress(completed: readonly number[]): string {
  return JSON.stringify({ completed: [...completed].sort((a, b) => a - b) });
}

/** The module to open for `?module=<id>`: its position, or 0 for a missing or unknown id. */
export function moduleIndexFromId(moduleIds: readonly string[], id: string | null | undefined): number {
  const index = id ? moduleIds.indexOf(id) : -1;
  return index >= 0 ? index : 0;
}

/**
 * '15 minutes', '1 minute'. The same wording as content/learning/elearning's formatMinutes, kept here so
 * client components do not pull the module texts into the browser bundle through that import.
 */
export function minutesLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
