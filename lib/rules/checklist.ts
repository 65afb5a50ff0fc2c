import type { ChecklistItem } from '@/content/learning/checklists';

/** Ticked item ids: a Set, or a record of id -> ticked as a component's state may hold it. */
export type TickedItems = ReadonlySet<string> | Readonly<Record<string, boolean>>;

/** complete: all ticked (green dot); partial: some (yellow); empty: none (grey). */
export type CategoryStatus = 'complete' | 'partial' | 'empty';

export type ChecklistStatus = 'READY' | 'IN PROGRESS';

export type ChecklistProgress = {
  completed: number;
  total: number;
  percent: number;
  status: ChecklistStatus;
};

export function isTicked(ticked: TickedItems, id: string): boolean {
  return ticked instanceof Set ? ticked.has(id) : (ticked as Readonly<Record<string, boolean>>)[id] === true;
}

export function countTicked(ticked: TickedItems, items: readonly Pick<ChecklistItem, 'id'>[]): number {
  return items.filter((item) => isTicked(ticked, item.id)).length;
}

export function categoryStatus(
  ticked: TickedItems,
  items: readonly Pick<ChecklistItem, 'id'>[],
): CategoryStatus {
  const n = countTicked(ticked, items);
  if (n === 0) return 'empty';
  return n === items.length ? 'complete' : 'partial';
}

/** Progress over every item of a checklist; READY only when every item is ticked. */
export function checklistProgress(
  ticked: TickedItems,
  categories: readonly { items: readonly Pick<ChecklistItem, 'id'>[] }[],
): ChecklistProgress {
  const items = categories.flatMap((c) => c.items);
  const total = items.length;
  const completed = countTicked(ticked, items);
  const done = total > 0 && completed === total;
  const rounded = total === 0 ? 0 : Math.round((completed * 100) / total);
  // Rounding must not show 100% while an item is still open.
  const percent = done ? 100 : Math.min(rounded, 99);
  return { completed, total, percent, status: done ? 'READY' : 'IN PROGRESS' };
}
