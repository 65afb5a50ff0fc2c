import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

import { questionBanks, type TheoryQuestion } from '@/content/learning/questions';
import { trainingUnits, unitCodes, type UnitCode } from '@/content/learning/units';
import { ANSWERS_WITHHELD } from '@/lib/rules/assessment';
import { demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { isServerAction } from './support/server-actions';
import { toast, toaster } from './support/toast';

const required: Record<UnitCode, number> = { RIIWHS202E: 10, RIIWHS204E: 12 };

const wrongOption = (q: TheoryQuestion) => (Number(q.correctAnswer) + 1) % q.options.length;

function radio(page: Page, question: TheoryQuestion, option: number) {
  return page.getByRole('radio', { name: question.options[option], exact: true });
}

/** A string as a double-quoted accessible name inside an aria snapshot line. */
const ariaName = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
/** A line of an aria snapshot as a single-quoted YAML scalar, so colons and hashes in names stay text. */
const yamlLine = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * One question step of the theory assessment as assistive technology reads it: the whole of <main>, in order and
 * nothing else (`/children: equal`). One comparison in the page replaces a dozen round trips per step, which made
 * this walk the suite's slowest test. `picked` is the option chosen on this step, or null.
 */
function questionStep(code: UnitCode, index: number, picked: number | null) {
  const questions = questionBanks[code];
  const question = questions[index];
  const total = questions.length;
  const options = question.options.flatMap((option, i) => [
    `    - ${yamlLine(`radio ${ariaName(option)} [checked=${i === picked}]`)}`,
    `    - text: ${JSON.stringify(option)}`,
  ]);
  return [
    '- main:',
    '  - /children: equal',
    `  - ${yamlLine(`heading ${ariaName(`${code} ${trainingUnits[code].title}`)} [level=1]`)}`,
    '  - paragraph: Theory Assessment',
    `  - paragraph: Question ${index + 1} of ${total}`,
    '  - progressbar "Assessment progress"',
    `  - text: ${JSON.stringify(`${question.element} PC ${question.performanceCriteria} No time limit`)}`,
    `  - ${yamlLine(`heading ${ariaName(question.question)} [level=2]`)}`,
    `  - ${yamlLine(`radiogroup ${ariaName(question.question)}`)}:`,
    '    - /children: equal',
    ...options,
    `  - button "Previous" [disabled=${index === 0}]`,
    ...(picked === null ? ['  - paragraph: Select an answer to continue'] : []),
    `  - button ${index === total - 1 ? '"Submit Assessment"' : '"Next"'} [disabled=${picked === null}]`,
    '  - term: Pass mark',
    '  - definition: 80%',
    '  - term: Questions',
    `  - definition: "${total}"`,
    '  - term: Time limit',
    '  - definition: None',
    `  - paragraph: You need ${required[code]} of ${total} correct answers to pass.`,
  ].join('\n');
}

/** Answers every question: `pick` chooses the option index for question i. Leaves the results screen open. */
async function answerAll(page: Page, code: UnitCode, pick: (q: TheoryQuestion, i: number) => number) {
  const questions = questionBanks[code];
  for (const [i, question] of questions.entries()) {
    await expect(page.getByTestId('question-counter')).toHaveText(`Question ${i + 1} of ${questions.length}`);
    await radio(page, question, pick(question, i)).click();
    const isLast = i === questions.length - 1;
    await page.getByRole('button', { name: isLast ? 'Submit Assessment' : 'Next', exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Assessment Results' })).toBeVisible();
}

for (const code of unitCodes) {
  const unit = trainingUnits[code];
  const questions = questionBanks[code];
  const total = questions.length;

  test.describe(`${code} theory assessment`, () => {
    test('shows the header, badges, info strip and the previous/next rules on every step', async ({
      page,
    }) => {
      await page.goto(`/assessments/${code}/theory`);
      await expect(page).toHaveTitle(new RegExp(`${code} Theory Assessment`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${code} ${unit.title}`);
      const info = page.locator('dl').filter({ hasText: 'Time limit' });
      await expect(info.locator('dt')).toHaveText(['Pass mark', 'Questions', 'Time limit']);
      await expect(info.locator('dd')).toHaveText(['80%', String(total), 'None']);
      // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.

      const main = page.locator('main');
      for (const [i, question] of questions.entries()) {
        const isLast = i === total - 1;
        const next = page.getByRole('button', { name: isLast ? 'Submit Assessment' : 'Next', exact: true });
        const answer = Number(question.correctAnswer);
        // Nothing picked yet: Next is disabled with the hint shown, Previous is disabled on the first step only.
        await expect(main).toMatchAriaSnapshot(questionStep(code, i, null));
        await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute(
          'aria-valuenow',
          String(i + 1),
        );

        await radio(page, question, answer).click();
        await expect(main).toMatchAriaSnapshot(questionStep(code, i, answer));

        if (i === 1) {
          // Previous restores the stored answer of the earlier question.
          await page.getByRole('button', { name: 'Previous', exact: true }).click();
          await expect(main).toMatchAriaSnapshot(questionStep(code, 0, Number(questions[0].correctAnswer)));
          await page.getByRole('button', { name: 'Next', exact: true }).click();
          await expect(main).toMatchAriaSnapshot(questionStep(code, i, answer));
        }

        await next.click();
      }

      // Pass branch: every answer correct.
      await expect(page.getByTestId('result-percent')).toHaveText('100%');
      await expect(page.getByTestId('result-status')).toHaveText('COMPETENT');
      await expect(page.getByText(`You answered ${total} out of ${total} questions correctly`)).toBeVisible();
      await expect(
        page.getByText(`Pass mark: 80% (${required[code]} correct answers required)`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText('Theory assessment passed', { exact: true })).toBeVisible();
      await expect(
        page.getByText('You can now proceed to the practical assessment component.', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retake Assessment' })).toHaveCount(0);

      const elements = page.getByRole('region', { name: 'Results by Element' }).getByRole('listitem');
      await expect(elements).toHaveCount(unit.elements.length);
      for (const badge of await elements.locator('[data-slot="badge"]').all()) {
        await expect(badge).toHaveText('100%');
        await expect(badge).toHaveAttribute('data-variant', 'default');
      }

      const review = page.getByTestId('review-item');
      await expect(review).toHaveCount(total);
      await expect(review.filter({ hasText: 'Explanation:' })).toHaveCount(0);
      await expect(review.first()).toContainText(
        `Your answer: ${questions[0].options[Number(questions[0].correctAnswer)]}`,
      );
      await expect(review.first()).toContainText(questions[0].element);
      await expect(review.first()).toContainText(`PC ${questions[0].performanceCriteria}`);
      await expectNoSeriousAxeViolations(page);

      const practical = page.getByRole('link', { name: 'View Practical Assessment' });
      await expect(practical).toHaveAttribute('href', `/training-package?unit=${code}&tab=practical`);
      await practical.click();
      await expect(page).toHaveURL(new RegExp(`/training-package\\?unit=${code}&tab=practical`));
      await expect(page.getByRole('tab', { name: 'Practical' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name: `${code} ${unit.title}` })).toBeVisible();
    });

    test(
      'fail branch: review marks the wrong answers without the key, then retake',
      { tag: '@one-width' },
      async ({ page }) => {
        await page.goto(`/assessments/${code}/theory`);
        await answerAll(page, code, wrongOption);

        await expect(page.getByTestId('result-percent')).toHaveText('0%');
        await expect(page.getByTestId('result-status')).toHaveText('NOT YET COMPETENT');
        await expect(page.getByText(`You answered 0 out of ${total} questions correctly`)).toBeVisible();
        await expect(page.getByText('Additional study required', { exact: true })).toBeVisible();
        await expect(
          page.getByText('Review the learning materials and retake the assessment.', { exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'View Practical Assessment' })).toHaveCount(0);

        for (const badge of await page
          .getByRole('region', { name: 'Results by Element' })
          .locator('[data-slot="badge"]')
          .all()) {
          await expect(badge).toHaveText('0%');
          await expect(badge).toHaveAttribute('data-variant', 'destructive');
        }

        // A failed first attempt says which answers were wrong; the key waits for a pass or the last attempt before it.
        const review = page.getByTestId('review-item');
        await expect(review).toHaveCount(total);
        await expect(review.filter({ hasText: 'Explanation:' })).toHaveCount(0);
        await expect(review.filter({ hasText: 'Correct answer:' })).toHaveCount(0);
        await expect(page.getByTestId('answers-withheld')).toHaveText(ANSWERS_WITHHELD);
        const first = questions[0];
        await expect(review.first()).toContainText(`Incorrect. Question 1: ${first.question}`);
        await expect(review.first()).toContainText(`Your answer: ${first.options[wrongOption(first)]}`);
        await expect(page.locator('main')).not.toContainText(first.explanation);
        await expectNoSeriousAxeViolations(page);

        await expect(page.getByRole('link', { name: 'Review Learning Materials' })).toHaveAttribute(
          'href',
          `/elearning/${code}`,
        );
        await page.getByRole('button', { name: 'Retake Assessment' }).click();
        await expect(page.getByTestId('question-counter')).toHaveText(`Question 1 of ${total}`);
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
      },
    );

    test(
      `pass mark boundary: ${required[code]} correct is COMPETENT, one fewer is not`,
      { tag: '@one-width' },
      async ({ page }) => {
        const k = required[code];
        await page.goto(`/assessments/${code}/theory`);
        await answerAll(page, code, (q, i) => (i < k ? Number(q.correctAnswer) : wrongOption(q)));
        await expect(page.getByTestId('result-status')).toHaveText('COMPETENT');
        await expect(page.getByTestId('result-percent')).toHaveText(`${Math.round((k * 100) / total)}%`);
        await expect(page.getByText(`You answered ${k} out of ${total} questions correctly`)).toBeVisible();

        await page.reload();
        await answerAll(page, code, (q, i) => (i < k - 1 ? Number(q.correctAnswer) : wrongOption(q)));
        await expect(page.getByTestId('result-status')).toHaveText('NOT YET COMPETENT');
        await expect(page.getByTestId('result-percent')).toHaveText(
          `${Math.round(((k - 1) * 100) / total)}%`,
        );
      },
    );
  });
}

test(
  'a submission that cannot reach the server says so, with the network gone since the first answer',
  { tag: '@one-width' },
  async ({ page }) => {
    const code: UnitCode = 'RIIWHS202E';
    const questions = questionBanks[code];
    await page.goto(`/assessments/${code}/theory`);
    await radio(page, questions[0], 0).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The first answer fetches the toast code (sonner, then the Toaster that shows its toasts); after that, nothing
    // reaches the network. networkidle alone raced the Toaster's chunk on a loaded machine.
    await expect(toaster(page)).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.route('**/*', (route) => route.abort('internetdisconnected'));
    for (const [i, question] of questions.entries()) {
      if (i === 0) continue;
      await radio(page, question, 0).click();
      const isLast = i === questions.length - 1;
      await page.getByRole('button', { name: isLast ? 'Submit Assessment' : 'Next', exact: true }).click();
    }
    await expect(toast(page, 'Submission failed')).toContainText(
      'Please check your connection and try again.',
    );
    await expect(page.getByRole('button', { name: 'Submit Assessment' })).toBeEnabled();
    await expect(page.getByTestId('question-counter')).toHaveText(
      `Question ${questions.length} of ${questions.length}`,
    );
  },
);

test(
  'the page sends no correct answers or explanations to the browser',
  { tag: '@one-width' },
  async ({ page }) => {
    const response = await page.goto('/assessments/RIIWHS202E/theory');
    const html = (await response?.text()) ?? '';
    for (const question of questionBanks.RIIWHS202E) {
      expect(html).not.toContain(question.explanation.slice(0, 60));
    }
    expect(html).not.toContain('correctAnswer');
  },
);

test('a signed-in learner has the attempt saved to the account', { tag: '@one-width' }, async ({ page }) => {
  await signIn(page, demoAccounts.user, '/assessments/RIIWHS204E/theory');
  await answerAll(page, 'RIIWHS204E', (q) => Number(q.correctAnswer));
  await expect(page.getByText(/This attempt has been saved to your/)).toBeVisible();
});

test('an unknown unit has no assessment', { tag: '@one-width' }, async ({ page }) => {
  expect((await page.goto('/assessments/RIIWHS000X/theory'))?.status()).toBe(404);
});

test(
  'every attempt is recorded: staff see a learner’s run of attempts and the first COMPETENT on /staff',
  { tag: '@one-width' },
  async ({ page, browser }, testInfo) => {
    // Two full attempts and a staff sign-in: longer than one test's default on a loaded machine.
    test.setTimeout(120_000);
    // Anonymous: a failed attempt, then Retake straight away (within the limit) and a pass.
    await page.goto('/assessments/RIIWHS202E/theory');
    // The learner's cookie comes from POST /api/learner before the action, so the action sets none and Next does not
    // answer it with the page rendered again (it does after any action that sets a cookie: x-action-revalidated).
    const firstAnswer = page.waitForResponse((response) => isServerAction(response.request()));
    await answerAll(page, 'RIIWHS202E', (q) => wrongOption(q));
    expect((await firstAnswer).headers()['x-action-revalidated']).toBeUndefined();
    await page.getByRole('button', { name: /Retake/ }).click();
    await answerAll(page, 'RIIWHS202E', (q) => Number(q.correctAnswer));
    const learnerCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'rst_learner');
    expect(learnerCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const anonymousLabel = `Anonymous learner ${learnerCookie!.value.slice(0, 8)}`;

    // At the project's width: on a phone the attempts table scrolls sideways.
    const staff = await browser.newContext({ viewport: testInfo.project.use.viewport });
    try {
      const staffPage = await staff.newPage();
      await signIn(staffPage, demoAccounts.collaborator, '/staff');
      const section = staffPage.getByRole('region', { name: 'Theory assessment attempts' });
      const row = section.getByTestId('learner-attempts').filter({ hasText: anonymousLabel });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(1)).toHaveText('2');
      await expect(row).toContainText('COMPETENT on attempt 2 of 2');
      await expect(row.locator('li')).toHaveCount(2);
      await expect(row.locator('li').first()).toContainText('NOT YET COMPETENT');
      // The table, wider than a phone, scrolls sideways: it must take keyboard focus (axe: scrollable-region-focusable).
      await expectNoSeriousAxeViolations(staffPage);
    } finally {
      await staff.close();
    }
  },
);
