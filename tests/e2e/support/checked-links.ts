import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The HTTP status of every internal link the route sweep has requested in this run, shared by its workers. Links
 * repeat across pages (the header and footer on every page; each course's booking link on /courses and on the
 * course's own page), and the workers share the routes out, so each worker requesting what it had not seen itself
 * rendered many dynamic pages twice. A file per link under `folder` (the project's output folder, which Playwright
 * empties when a run starts), written whole by a rename, so a worker reads a status or nothing, never half of one.
 */
export function checkedLinks(folder: string) {
  mkdirSync(folder, { recursive: true });
  const seen = new Map<string, number>();
  const file = (link: string) => path.join(folder, createHash('sha256').update(link).digest('hex'));

  return {
    /** The status this run already had for `link`, from this worker or another; undefined if none has asked. */
    status(link: string): number | undefined {
      const known = seen.get(link);
      if (known !== undefined) return known;
      let stored: number;
      try {
        stored = Number(readFileSync(file(link), 'utf8'));
      } catch {
        return undefined;
      }
      if (!Number.isInteger(stored) || stored < 100) return undefined;
      seen.set(link, stored);
      return stored;
    },
    record(link: string, status: number) {
      seen.set(link, status);
      const target = file(link);
      const partial = `${target}.${process.pid}.partial`;
      writeFileSync(partial, String(status));
      renameSync(partial, target);
    },
  };
}
