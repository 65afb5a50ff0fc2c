import { rmSync, writeFileSync } from 'node:fs';

import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import directions of eslint.config.mjs, tried on wrong-way imports as if written at these paths: each must
 * fail with the rule that guards it, and a right-way import must pass.
 */
// The cycle rule follows imports on disk, so it is tried on real files below and left out of the text-only checks.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

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
  // No content file is excepted: prices are price references, rendered by lib/rules/price-template.ts.
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
    const fixtures = {
      // A value cycle: each module runs the other's code.
      'lib/rules/zz-cycle-fixture-a.ts':
        "import { b } from './zz-cycle-fixture-b';\nexport const a = () => b;\n",
      'lib/rules/zz-cycle-fixture-b.ts':
        "import { a } from '@/lib/rules/zz-cycle-fixture-a';\nexport const b = () => a;\n",
      // A dynamic import closes a cycle too: the module it loads runs the importer's code.
      'lib/rules/zz-cycle-fixture-c.ts': "export const c = () => import('./zz-cycle-fixture-d');\n",
      'lib/rules/zz-cycle-fixture-d.ts': "import { c } from './zz-cycle-fixture-c';\nexport const d = c;\n",
      // Types vanish at run time: neither `import type` nor an import of `type` names only is a cycle.
      'lib/rules/zz-cycle-fixture-e.ts':
        "import type { F } from './zz-cycle-fixture-f';\nexport type E = { f?: F };\nexport const e = 1;\n",
      'lib/rules/zz-cycle-fixture-f.ts':
        "import { type E } from './zz-cycle-fixture-e';\nexport type F = { e?: E };\nexport const f = 2;\n",
    };
    const cycleRule = 'import-x/no-cycle';
    async function lintFixtures(...names: Array<keyof typeof fixtures>) {
      const results = await new ESLint({ cwd: process.cwd() }).lintFiles(names);
      return results.map((result) => result.messages.filter((message) => message.ruleId === cycleRule));
    }

    beforeAll(() => {
      for (const [file, code] of Object.entries(fixtures)) writeFileSync(file, code);
    });
    afterAll(() => {
      for (const file of Object.keys(fixtures)) rmSync(file, { force: true });
    });

    it('refuses an import cycle, through the @/ alias too', async () => {
      const [a, b] = await lintFixtures('lib/rules/zz-cycle-fixture-a.ts', 'lib/rules/zz-cycle-fixture-b.ts');
      expect(a.map((message) => message.message)).toEqual(['Dependency cycle detected']);
      expect(a[0].line).toBe(1);
      expect(b).toHaveLength(1);
    }, 60_000);

    it('refuses a cycle closed by a dynamic import', async () => {
      const [c, d] = await lintFixtures('lib/rules/zz-cycle-fixture-c.ts', 'lib/rules/zz-cycle-fixture-d.ts');
      expect(c).toHaveLength(1);
      expect(d).toHaveLength(1);
    }, 60_000);

    it('lets types refer both ways', async () => {
      const [e, f] = await lintFixtures('lib/rules/zz-cycle-fixture-e.ts', 'lib/rules/zz-cycle-fixture-f.ts');
      expect(e).toEqual([]);
      expect(f).toEqual([]);
    }, 60_000);
  });
});
