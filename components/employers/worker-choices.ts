import type { Worker } from '@/lib/server/employers';

/** Longer than this, a select is past using; the matrix and its CSV list everyone. */
const MOST_CHOICES = 2000;

/** The crew as a select's choices, named as a manager tells workers apart: name and e-mail. */
export function workerChoices(workers: readonly Worker[]): Array<{ value: string; label: string }> {
  return workers.slice(0, MOST_CHOICES).map((w) => ({ value: w.id, label: `${w.fullName} (${w.email})` }));
}
