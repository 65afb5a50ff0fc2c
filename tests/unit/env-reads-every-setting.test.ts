import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/**
 * lib/env.ts declares each setting in its schema and passes it from process.env by hand (Next inlines only what is
 * named): a setting declared but never passed always takes its default, whatever the operator sets.
 */
const source = readFileSync('lib/env.ts', 'utf8');
const schema = source.slice(
  source.indexOf('const serverSchema'),
  source.indexOf('});', source.indexOf('const serverSchema')),
);
const declared = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);

describe('lib/env.ts', () => {
  it('declares the server settings', () => {
    expect(declared.length).toBeGreaterThan(20);
  });

  it.each(declared)('reads %s from the environment', (name) => {
    expect(source).toContain(`${name}: process.env.${name}`);
  });
});
