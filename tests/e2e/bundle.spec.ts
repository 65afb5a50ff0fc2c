import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from './support/test';

import { ENQUIRY_REQUIRED_MESSAGE } from '@/lib/validation/enquiry-fields';

/**
 * What the build sends to browsers. zod is the largest library the forms load: imported as a namespace object it
 * brought every translation of its messages with it (90 KB gzip instead of 30). lib/validation/zod.ts re-exports
 * its named exports instead, so the bundler keeps only what the schemas use.
 */
test.describe('the browser bundle', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'reads the build output once');
  });

  test("carries zod's English messages and none of its translations", () => {
    const dir = join(process.cwd(), '.next', 'static', 'chunks');
    const chunks = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(dir, name), 'utf8'));
    expect(chunks.some((text) => text.includes('Invalid input'))).toBe(true);
    // German and Japanese, from zod's locales/de.js and locales/ja.js.
    expect(
      chunks.filter((text) => text.includes('Ungültige Eingabe') || text.includes('無効な入力')),
    ).toEqual([]);
  });

  test('a form checks its fields in the browser without breaking the CSP (zod runs jitless)', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('CSP violation')) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.info(`CSP violation ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Course Enquiries' });
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByText(ENQUIRY_REQUIRED_MESSAGE).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
