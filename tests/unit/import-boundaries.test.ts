import { rmSync, writeFileSync } from 'node:fs';

import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import directions of eslint.config.mjs, tried on wrong-way imports as if written at these paths: each must
 * fail with the rule that guards it, and a right-way import must pass.
 */
// no-cycle reads the files on disk, so it is tried on real files below and left out of the text-only checks.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const cycleFiles = ['lib/rules/zz-cycle-fixture-a.ts', 'lib/rules/zz-cycle-fixture-b.ts'];

const wrongWay: Array<[string, string, string]> = [
  [
    'lib/rules/fixture.ts',
    'import/no-restricted-paths',
    "import { withUser } from '@/lib/db';\nexport const x = withUser;\n",
  ],
  [
    'lib/validation/fixture.ts',
    'import/no-restricted-paths',
    "import { getSession } from '@/lib/auth';\nexport const x = getSession;\n",
  ],
  [
    'lib/client/fixture.ts',
    'import/no-restricted-paths',
    "import { listSlots } from '@/lib/server/slots';\nexport const x = listSlots;\n",
  ],
  [
    'lib/edge/fixture.ts',
    'import/no-restricted-paths',
    "import { withUser } from '@/lib/db';\nexport const x = withUser;\n",
  ],
  [
    'lib/server/fixture.ts',
    'import/no-restricted-paths',
    "import { Button } from '@/components/ui/button';\nexport const x = Button;\n",
  ],
  [
    'lib/db/fixture.ts',
    'import/no-restricted-paths',
    "import { insertUser } from '@/lib/auth/embedded';\nexport const x = insertUser;\n",
  ],
  [
    'components/fixture.tsx',
    'import/no-restricted-paths',
    "import { withUser } from '@/lib/db';\nexport const x = withUser;\n",
  ],
  [
    'content/fixture.ts',
    'no-restricted-imports',
    "import { formatAud } from '@/lib/rules/format';\nexport const x = formatAud;\n",
  ],
  // No content file is excepted any longer (issue 19): the ones that formatted prices now hold price references.
  [
    'content/course-pages.ts',
    'no-restricted-imports',
    "import { formatAud } from '@/lib/rules/format';\nexport const x = formatAud;\n",
  ],
];

describe('import boundaries (eslint.config.mjs)', () => {
  it.each(wrongWay)(
    '%s: a wrong-way import fails %s',
    async (filePath, rule, code) => {
      expect(await ruleIds(filePath, code)).toContain(rule);
    },
    60_000,
  );

  it('allows the seed its one step into auth: the password hash', async () => {
    const code = "import { hashPassword } from '@/lib/auth/password';\nexport const x = hashPassword;\n";
    expect(await ruleIds('lib/db/fixture.ts', code)).toEqual([]);
  }, 60_000);

  it('allows the right way: a service imports the data layer and pure rules', async () => {
    const code =
      "import { withUser } from '@/lib/db';\nimport { formatAud } from '@/lib/rules/format';\nexport const x = [withUser, formatAud];\n";
    expect(await ruleIds('lib/server/fixture.ts', code)).toEqual([]);
  }, 60_000);

  describe('cycles', () => {
    beforeAll(() => {
      writeFileSync(cycleFiles[0], "import { b } from './zz-cycle-fixture-b';\nexport const a = () => b;\n");
      writeFileSync(cycleFiles[1], "import { a } from './zz-cycle-fixture-a';\nexport const b = () => a;\n");
    });
    afterAll(() => {
      for (const file of cycleFiles) rmSync(file, { force: true });
    });

    it('refuses an import cycle', async () => {
      const results = await new ESLint({ cwd: process.cwd() }).lintFiles(cycleFiles);
      for (const result of results) {
        expect(result.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
      }
    }, 60_000);
  });
});
