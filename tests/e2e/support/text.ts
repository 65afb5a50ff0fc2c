/** `text` as a literal inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A suffix that keeps e-mail addresses and names apart between runs and parallel workers. */
export const uniqueSuffix = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
