import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { checkedLinks } from '../e2e/support/checked-links';

describe('the route sweep’s checked links, shared by its workers', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'checked-links-'));
    folders.push(made);
    return made;
  };
  afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

  it('a status one worker recorded is the other’s, and a link nobody asked for has none', () => {
    const shared = folder();
    const first = checkedLinks(shared);
    const second = checkedLinks(shared);
    first.record('http://127.0.0.1:3100/booking?course=First%20aid', 200);
    first.record('http://127.0.0.1:3100/gone', 404);
    expect(second.status('http://127.0.0.1:3100/booking?course=First%20aid')).toBe(200);
    expect(second.status('http://127.0.0.1:3100/gone')).toBe(404);
    expect(second.status('http://127.0.0.1:3100/booking?course=Other')).toBeUndefined();
    expect(readdirSync(shared).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('a file that holds no status (empty, being written, garbage) counts as not checked, never as a pass', () => {
    const shared = folder();
    const store = checkedLinks(shared);
    store.record('http://127.0.0.1:3100/a', 200);
    const [file] = readdirSync(shared);
    for (const content of ['', '2', 'ok', '200.5']) {
      writeFileSync(path.join(shared, file), content);
      expect(checkedLinks(shared).status('http://127.0.0.1:3100/a'), JSON.stringify(content)).toBeUndefined();
    }
  });
});
