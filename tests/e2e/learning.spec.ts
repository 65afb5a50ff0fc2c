import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

import { elearningModules } from '@/content/learning/elearning';
import { trainingUnits, unitCodes } from '@/content/learning/units';
import { slidesForUnit } from '@/lib/rules/presentations';
import { demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectHeadingsInOrder } from './support/layout';
import { escapeRegExp } from './support/text';

const tabs = ['Overview', 'E-Learning', 'Presentations', 'Assessments', 'Practical'];

/** Waits until the session check has finished for a visitor (the top bar shows Sign In). */
async function waitForVisitorSession(page: Page) {
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
}

test.describe('/training-package', () => {
  test('has its title, one h1 and headings in order', async ({ page }) => {
    await page.goto('/training-package');
    await expect(page).toHaveTitle(/Training Materials/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /RIIWHS202E/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Materials');
    await expectHeadingsInOrder(page, { visibleOnly: true });
    // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
  });

  test('selects RIIWHS202E by default and switches unit', async ({ page }) => {
    await page.goto('/training-package');
    const first = page.getByRole('button', { name: /RIIWHS202E/ });
    const second = page.getByRole('button', { name: /RIIWHS204E/ });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByRole('heading', { level: 2, name: 'RIIWHS202E Enter and work in confined spaces' }),
    ).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('heading', { level: 2, name: 'RIIWHS204E Work safely at heights' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/unit=RIIWHS204E/);
  });

  for (const code of unitCodes) {
    test(`${code}: every tab shows its content and its links open in new tabs`, async ({ page }) => {
      const unit = trainingUnits[code];
      await page.goto(`/training-package?unit=${code}`);
      await expect(page.getByRole('heading', { level: 2, name: `${code} ${unit.title}` })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText(tabs);
      await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText(unit.description)).toBeVisible();
      await expect(panel.locator('summary')).toHaveText(
        unit.elements.map((e) => new RegExp(`^Element ${e.number}: ${escapeRegExp(e.title)}`)),
      );

      await page.getByRole('tab', { name: 'E-Learning' }).click();
      for (const learningModule of elearningModules[code]) {
        await expect(
          panel.getByRole('heading', { name: `Module ${learningModule.number}: ${learningModule.title}` }),
        ).toBeVisible();
      }
      await expectNewTabLink(page, 'Open E-Learning', `/elearning/${code}`);

      await page.getByRole('tab', { name: 'Presentations' }).click();
      await expect(
        panel.getByText(`${slidesForUnit(code).length} slides with speaker notes`, { exact: false }),
      ).toBeVisible();
      await expectNewTabLink(page, 'Open Trainer Presentation', `/presentations/${code}/trainer`);
      await expectNewTabLink(page, 'Open Learner Presentation', `/presentations/${code}/learner`);

      await page.getByRole('tab', { name: 'Assessments' }).click();
      await expectNewTabLink(page, 'Start Theory Assessment', `/assessments/${code}/theory`);
      await expectNewTabLink(page, "Open Assessor's Guide", '/assessor-guide');

      await page.getByRole('tab', { name: 'Practical' }).click();
      await expect(panel.getByRole('heading', { name: 'Practical tasks' })).toBeVisible();
      await expect(panel.getByRole('heading', { name: /^Performance occasions/ })).toBeVisible();
      await expect(panel.getByRole('heading', { name: /^Occasion \d:/ })).toHaveCount(2);
      await expect(page).toHaveURL(new RegExp(`tab=practical`));
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('?unit= and ?tab= open a unit on a tab', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/training-package?unit=RIIWHS204E&tab=practical');
    await expect(page.getByRole('tab', { name: 'Practical' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /RIIWHS204E/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Practical tasks' })).toBeVisible();
  });

  test('the custom-training button goes to /contact', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/training-package');
    const link = page.getByRole('link', { name: 'Request Custom Training' });
    await expect(link).toHaveAttribute('href', '/contact');
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the admin tool set is hidden for visitors', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/training-package');
    await waitForVisitorSession(page);
    for (const name of ['Copy URL', 'Share', 'Print', 'Save as text', 'New Tab']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
  });

  test('the admin tool set is shown to admins and copies the URL', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, demoAccounts.admin, '/training-package');
    for (const name of ['Copy URL', 'Share', 'Print', 'Save as text', 'New Tab']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Copy URL', exact: true }).click();
    await expect(page.getByText('URL Copied!')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as text', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('training-materials.txt');
    await expect(page.getByText('Page Saved!')).toBeVisible();
  });
});

async function expectNewTabLink(page: Page, name: string, href: string) {
  const link = page.getByRole('tabpanel').getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

test.describe('e-learning', () => {
  test(
    'RIIWHS202E: five modules, Mark Complete without duplicates, free movement, then Module Complete!',
    { tag: '@one-width' },
    async ({ page }) => {
      const modules = elearningModules.RIIWHS202E;
      await page.goto('/elearning/RIIWHS202E');
      await expect(page).toHaveTitle(/RIIWHS202E E-Learning/);
      const progressText = page.getByTestId('elearning-progress-text');
      await expect(progressText).toHaveText('0 of 5 modules complete (0%)');
      const sidebar = page.getByRole('navigation', { name: 'Course modules' });
      await expect(sidebar.getByRole('button')).toHaveCount(5);
      await expect(page.getByRole('heading', { level: 2, name: modules[0].title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
      await expectHeadingsInOrder(page, { visibleOnly: true });
      // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.

      await page.getByRole('button', { name: 'Mark Complete', exact: true }).click();
      await expect(progressText).toHaveText('1 of 5 modules complete (20%)');
      await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeDisabled();
      await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
        'aria-valuenow',
        '20',
      );

      // Free movement: jump to module 4 from the sidebar, then back with Previous.
      await sidebar.getByRole('button', { name: new RegExp(escapeRegExp(modules[3].title)) }).click();
      await expect(page.getByRole('heading', { level: 2, name: modules[3].title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`module=${modules[3].id}`));
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: modules[2].title })).toBeVisible();

      await page.getByRole('button', { name: 'Mark Complete', exact: true }).click();
      await expect(progressText).toHaveText('2 of 5 modules complete (40%)');

      // Progress survives a reload.
      await page.reload();
      await expect(progressText).toHaveText('2 of 5 modules complete (40%)');

      await sidebar.getByRole('button', { name: new RegExp(escapeRegExp(modules[0].title)) }).click();
      await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: modules[1].title })).toBeVisible();
      await page.getByRole('button', { name: 'Mark Complete', exact: true }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: modules[3].title })).toBeVisible();
      await page.getByRole('button', { name: 'Mark Complete', exact: true }).click();
      await expect(page.getByText('Module Complete!')).toHaveCount(0);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: 'Mark Complete', exact: true }).click();

      await expect(progressText).toHaveText('5 of 5 modules complete (100%)');
      await expect(page.getByRole('heading', { name: 'Module Complete!' })).toBeVisible();
      const takeAssessment = page.getByRole('link', { name: 'Take Final Assessment' });
      await expect(takeAssessment).toHaveAttribute('href', '/assessments/RIIWHS202E/theory');
      await expectNoSeriousAxeViolations(page);
      await takeAssessment.click();
      await expect(page).toHaveURL(/\/assessments\/RIIWHS202E\/theory$/);
    },
  );

  test('RIIWHS204E: Start Training opens the first module', async ({ page }) => {
    const modules = elearningModules.RIIWHS204E;
    await page.goto('/elearning/RIIWHS204E');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Welcome to Work safely at heights' }),
    ).toBeVisible();
    // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
    await page.getByRole('button', { name: 'Start Training' }).click();
    await expect(page.getByRole('heading', { level: 2, name: modules[0].title })).toBeFocused();
    await expect(page.getByTestId('elearning-progress-text')).toHaveText('0 of 5 modules complete (0%)');
    await expect(page.getByRole('navigation', { name: 'Course modules' }).getByRole('button')).toHaveCount(5);
  });

  test('an unknown unit is not found', { tag: '@one-width' }, async ({ page }) => {
    const response = await page.goto('/elearning/RIIWHS999X');
    expect(response?.status()).toBe(404);
  });

  test('a signed-in learner keeps progress in the account', { tag: '@one-width' }, async ({ page }) => {
    const modules = elearningModules.RIIWHS202E;
    await signIn(page, demoAccounts.user, `/elearning/RIIWHS202E`);
    await page.goto(`/elearning/RIIWHS202E?module=${modules[4].id}`);
    const saved = page.getByText('Your progress is saved to your account.');
    await expect(saved).toBeVisible();
    // The sign-in merge with the account has finished before the button is read.
    await expect(saved).toHaveAttribute('data-sync', 'account');
    const markOrDone = page.getByRole('button', { name: /^(Mark Complete|Completed)$/ });
    if ((await markOrDone.textContent())?.includes('Mark Complete')) await markOrDone.click();
    await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeDisabled();

    // A fresh browser profile on the same account: the module comes back from the database.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: modules[4].title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeDisabled();
  });
});

test.describe('presentations', () => {
  for (const code of unitCodes) {
    test(`${code} trainer deck: keyboard navigation and speaker notes`, async ({ page }) => {
      const slides = slidesForUnit(code);
      await page.goto(`/presentations/${code}/trainer`);
      await expect(page).toHaveTitle(new RegExp(`${code} Trainer Presentation`));
      const counter = page.getByTestId('slide-counter');
      await expect(counter).toHaveText(`Slide 1 of ${slides.length}`);
      await expect(page.getByRole('heading', { level: 2, name: slides[0].title })).toBeVisible();
      await expect(page.getByTestId('speaker-notes')).toHaveText(slides[0].speakerNotes);

      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`Slide 2 of ${slides.length}`);
      await expect(page.getByTestId('speaker-notes')).toHaveText(slides[1].speakerNotes);
      await page.keyboard.press('End');
      await expect(counter).toHaveText(`Slide ${slides.length} of ${slides.length}`);
      await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(`Slide ${slides.length - 1} of ${slides.length}`);
      await page.keyboard.press('Home');
      await expect(counter).toHaveText(`Slide 1 of ${slides.length}`);
      await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
      await expectHeadingsInOrder(page, { visibleOnly: true });
      await expectNoSeriousAxeViolations(page);
    });

    test(`${code} learner deck: no speaker notes, swipe and print handout`, async ({ page }) => {
      const slides = slidesForUnit(code);
      await page.goto(`/presentations/${code}/learner`);
      await expect(page.getByTestId('slide-counter')).toHaveText(`Slide 1 of ${slides.length}`);
      await expect(page.getByTestId('speaker-notes')).toHaveCount(0);
      await expect(page.getByText(slides[0].speakerNotes)).toHaveCount(0);

      const stage = page.getByTestId('current-slide');
      await stage.dispatchEvent('touchstart', {
        bubbles: true,
        touches: [{ identifier: 1, clientX: 300, clientY: 200 }],
      });
      await stage.dispatchEvent('touchend', {
        bubbles: true,
        touches: [],
        changedTouches: [{ identifier: 1, clientX: 100, clientY: 210 }],
      });
      await expect(page.getByTestId('slide-counter')).toHaveText(`Slide 2 of ${slides.length}`);

      await page.getByLabel('Go to slide').selectOption(String(slides.length - 1));
      await expect(page.getByTestId('slide-counter')).toHaveText(
        `Slide ${slides.length} of ${slides.length}`,
      );

      await page.emulateMedia({ media: 'print' });
      const handout = page.getByRole('list', { name: 'Handout' });
      await expect(handout).toBeVisible();
      await expect(handout.getByRole('heading', { level: 2 })).toHaveText(slides.map((s) => s.title));
      await expect(page.getByTestId('current-slide')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('unknown unit or audience is not found', { tag: '@one-width' }, async ({ page }) => {
    expect((await page.goto('/presentations/RIIWHS202E/audience'))?.status()).toBe(404);
    expect((await page.goto('/presentations/NOPE/trainer'))?.status()).toBe(404);
  });
});
