import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/** The deploy recipes name every setting an operator can set, so a new variable cannot ship undocumented. */
const envExample = readFileSync('.env.example', 'utf8');
const deployDoc = readFileSync('docs/deploy.md', 'utf8');
const readme = readFileSync('README.md', 'utf8');

const variables = [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)]
  .map((match) => match[1])
  .filter((name, index, all) => all.indexOf(name) === index);

describe('deploy documentation', () => {
  it('.env.example names the settings', () => {
    expect(variables.length).toBeGreaterThan(15);
  });

  it.each(variables)('docs/deploy.md and the README settings table name %s', (name) => {
    expect(deployDoc).toContain(`\`${name}\``);
    expect(readme).toContain(`\`${name}\``);
  });

  it('the systemd units and the nginx file it points to exist', () => {
    for (const file of [
      'deploy/nginx.conf',
      'deploy/backup.sh',
      'deploy/systemd/training@.service',
      'deploy/systemd/training-backup.timer',
      'deploy/systemd/training-mail-retry.timer',
    ]) {
      expect(() => readFileSync(file), file).not.toThrow();
    }
  });
});
