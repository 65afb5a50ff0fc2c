import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

import { assessorChecklists } from '@/content/learning/checklists';
import { site } from '@/content/site';
import { expectNoSeriousAxeViolations } from './support/axe';

const checklist = assessorChecklists.RIIWHS202E;

function stat(page: Page, testId: string) {
  return page.getByTestId(testId);
}

function categorySection(page: Page, name: string) {
  return page.getByTestId('checklist-category').filter({ has: page.getByRole('heading', { name }) });
}

test.describe('/assessor-guide', () => {
  test('header with logo and RTO, and default unit RIIWHS202E', async ({ page }) => {
    await page.goto('/assessor-guide');
    await expect(page).toHaveTitle(/Assessor's Guide/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Assessor's Guide");
    await expect(page.getByRole('main').getByRole('img', { name: site.name })).toBeVisible();
    await expect(page.getByText(`Training delivered on behalf of ${site.rto.name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^RIIWHS202E/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^RIIWHS204E/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(stat(page, 'items-completed')).toHaveText('0');
    await expect(stat(page, 'items-total')).toHaveText('49');
    await expect(stat(page, 'percent-complete')).toHaveText('0%');
    await expect(stat(page, 'checklist-status')).toHaveText('IN PROGRESS');
    await expect(page.getByTestId('checklist-category')).toHaveCount(checklist.length);
    await expect(page.getByRole('heading', { level: 2, name: 'Assessment Decision' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'COMPETENT', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'NOT YET COMPETENT', exact: true })).toBeVisible();
    await expect(page.getByLabel('Assessor name')).toBeVisible();
    await expect(page.getByText('Assessor signature', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
    // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
  });

  test(
    'category dots and badges follow the ticks; the checklist reaches READY and goes back',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/assessor-guide');
      const first = categorySection(page, checklist[0].category);
      const second = categorySection(page, checklist[1].category);
      await expect(first).toHaveAttribute('data-status', 'empty');
      await expect(first.getByRole('heading')).toContainText('No items ticked');
      await expect(first.getByText(`0 / ${checklist[0].items.length}`)).toBeVisible();

      await first.getByRole('checkbox').first().click();
      await expect(first).toHaveAttribute('data-status', 'partial');
      await expect(first.getByRole('heading')).toContainText('Some items ticked');
      await expect(first.getByText(`1 / ${checklist[0].items.length}`)).toBeVisible();
      await expect(first.getByText(checklist[0].items[0].text)).toHaveCSS(
        'text-decoration-line',
        'line-through',
      );
      await expect(first.getByText(checklist[0].items[1].text)).not.toHaveCSS(
        'text-decoration-line',
        'line-through',
      );

      for (const box of (await first.getByRole('checkbox').all()).slice(1)) await box.click();
      await expect(first).toHaveAttribute('data-status', 'complete');
      await expect(first.getByRole('heading')).toContainText('All items ticked');
      await expect(second).toHaveAttribute('data-status', 'empty');

      const boxes = page.getByTestId('checklist-category').getByRole('checkbox');
      await expect(boxes).toHaveCount(49);
      for (const box of await boxes.all()) {
        if (!(await box.isChecked())) await box.click();
      }
      await expect(stat(page, 'items-completed')).toHaveText('49');
      await expect(stat(page, 'percent-complete')).toHaveText('100%');
      await expect(stat(page, 'checklist-status')).toHaveText('READY');
      await expectNoSeriousAxeViolations(page);

      // Ticks survive a reload on the same device.
      await page.reload();
      await expect(stat(page, 'checklist-status')).toHaveText('READY');

      await second.getByRole('checkbox').first().click();
      await expect(stat(page, 'items-completed')).toHaveText('48');
      await expect(stat(page, 'percent-complete')).toHaveText('98%');
      await expect(stat(page, 'checklist-status')).toHaveText('IN PROGRESS');
      await expect(second).toHaveAttribute('data-status', 'partial');
    },
  );

  test('switching unit shows the RIIWHS204E checklist with its own ticks', async ({ page }) => {
    await page.goto('/assessor-guide');
    await page.getByTestId('checklist-category').getByRole('checkbox').first().click();
    await expect(stat(page, 'items-completed')).toHaveText('1');

    await page.getByRole('button', { name: /^RIIWHS204E/ }).click();
    await expect(page.getByRole('button', { name: /^RIIWHS204E/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(stat(page, 'items-total')).toHaveText('38');
    await expect(stat(page, 'items-completed')).toHaveText('0');
    await expect(page.getByTestId('checklist-category')).toHaveCount(assessorChecklists.RIIWHS204E.length);

    await page.getByRole('button', { name: /^RIIWHS202E/ }).click();
    await expect(stat(page, 'items-completed')).toHaveText('1');
  });

  test(
    'decision checkboxes exclude each other; Export downloads the ticks with unit, date and assessor',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/assessor-guide');
      const competent = page.getByRole('checkbox', { name: 'COMPETENT', exact: true });
      const notYet = page.getByRole('checkbox', { name: 'NOT YET COMPETENT', exact: true });
      await competent.click();
      await expect(competent).toBeChecked();
      await notYet.click();
      await expect(notYet).toBeChecked();
      await expect(competent).not.toBeChecked();

      await page.getByTestId('checklist-category').getByRole('checkbox').first().click();
      await page.getByLabel('Assessor name').fill('Alex Assessor');
      await page.getByLabel('Date', { exact: true }).fill('2026-03-02');

      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toMatch(/^assessor-checklist-RIIWHS202E-\d{4}-\d{2}-\d{2}\.csv$/);
      const path = await download.path();
      const csv = await readFile(path, 'utf8');
      expect(csv).toContain('Unit,RIIWHS202E');
      expect(csv).toContain('Assessor name,Alex Assessor');
      expect(csv).toContain('Assessment date,2026-03-02');
      expect(csv).toContain('Decision,NOT YET COMPETENT');
      expect(csv).toContain(`${checklist[0].items[0].id},`);
      expect(csv).toMatch(new RegExp(`${checklist[0].items[0].id},.*,Yes`));
    },
  );

  test('Print opens the print dialog and the printout shows the checklist and decision block only', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls += 1;
      };
    });
    await page.goto('/assessor-guide');
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('checklist-category').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Assessment Decision' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^RIIWHS204E/ })).toBeHidden();
  });
});
