/** The p-th percentile of ascending `sorted` times (nearest rank), to one decimal: the bench scripts' one rule. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)].toFixed(1));
}
