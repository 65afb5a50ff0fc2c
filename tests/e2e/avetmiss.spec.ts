import { readFileSync } from 'node:fs';

import { strFromU8, unzipSync } from 'fflate';

import { expect, test } from './support/test';

import { natFileNames, recordLength } from '@/lib/rules/avetmiss';

import { demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';

/**
 * The RTO's AVETMISS data at 375 px: staff reach the page from the staff area, choose a period, read the report and
 * download the zip of the ten NAT files (every line its AVETMISS width) with the report beside them; a learner is
 * refused.
 */

test('staff check a period and download its NAT files', { tag: '@one-width' }, async ({ page }) => {
  await signIn(page, demoAccounts.collaborator, '/staff');
  await page.goto('/staff');
  await page.getByRole('link', { name: 'AVETMISS data' }).click();
  await expect(page.getByRole('heading', { name: 'AVETMISS data', level: 1 })).toBeVisible();

  const year = new Date().getFullYear();
  await expect(page.getByLabel('First day')).toHaveValue(`${year}-01-01`);
  await page.getByLabel('First day').fill(`${year - 1}-01-01`);
  await page.getByLabel('Last day').fill(`${year}-12-31`);
  await page.getByRole('button', { name: 'Check period' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${year - 1}-01-01&to=${year}-12-31`));
  await expect(page.getByRole('heading', { name: 'Validation report' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download NAT files (zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`avetmiss-${year - 1}-01-01-to-${year}-12-31.zip`);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  for (const name of natFileNames) {
    const text = strFromU8(zip[`${name}.txt`]);
    for (const line of text.split('\r\n').filter(Boolean)) expect(line).toHaveLength(recordLength(name));
  }
  expect(strFromU8(zip['NAT00010.txt'])).toHaveLength(recordLength('NAT00010') + 2);
  expect(strFromU8(zip['validation-report.csv']).split('\r\n')[0]).toBe('File,Record,Field,Problem,Details');
});

test('a bad period is explained, not a failure', { tag: '@one-width' }, async ({ page }) => {
  await signIn(page, demoAccounts.collaborator, '/staff/avetmiss?from=2026-05-01&to=2026-01-01');
  await page.goto('/staff/avetmiss?from=2026-05-01&to=2026-01-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The period must start on or before its last day.' }),
  ).toBeVisible();
});

test('a learner is refused the page and the download', { tag: '@one-width' }, async ({ page }) => {
  await signIn(page, demoAccounts.user, '/staff/avetmiss');
  await page.goto('/staff/avetmiss');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Admin or collaborator role required.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download NAT files (zip)' })).toHaveCount(0);
  const response = await page.request.get('/staff/avetmiss/download');
  expect(response.status()).toBe(403);
});
