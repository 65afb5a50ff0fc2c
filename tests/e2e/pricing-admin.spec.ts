import { expect, test } from './support/test';
import { findCourse } from '@/content/courses';
import { courseHref, courseSlugInput } from '@/lib/rules/course-slug';
import { demoAccounts, signIn } from './support/auth';

/** Admin price management on /courses: server-side overrides shown to every visitor after revalidation. */

test.describe('Manage Pricing', () => {
  test(
    'visitors and users get the read-only panel without Edit Prices',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/courses');
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Manage Pricing' }).click();
      await expect(page.getByRole('tab', { name: 'Training Packages' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Prices' })).toHaveCount(0);

      await signIn(page, demoAccounts.user, '/courses');
      await page.getByRole('button', { name: 'Manage Pricing' }).click();
      await expect(page.getByRole('tab', { name: 'Training Packages' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Prices' })).toHaveCount(0);
    },
  );

  test(
    'an admin price change shows on /courses and the course page for everyone, then resets',
    { tag: '@one-width' },
    async ({ page, browser }, testInfo) => {
      // Each browser project edits its own unit so parallel runs do not meet.
      const course = findCourse(testInfo.project.name === 'mobile' ? 'riiveh305f' : 'bsbpmg420');
      if (!course || course.pricing.kind !== 'unit') throw new Error('test course missing');
      const code = course.pricing.unitCode;
      const newPrice = testInfo.project.name === 'mobile' ? 233 : 277;
      const coursePath = courseHref(courseSlugInput(course));

      await signIn(page, demoAccounts.admin, '/courses');
      await page.getByRole('button', { name: 'Manage Pricing' }).click();
      await page.getByRole('button', { name: 'Edit Prices' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Prices' });
      await dialog.getByLabel('Find a unit or package').fill(code);
      const item = dialog.getByTestId(`price-item-${code}`);
      await item.getByLabel(`Standard price for ${code}`, { exact: true }).fill('abc');
      await item.getByRole('button', { name: `Save Standard price for ${code}` }).click();
      await expect(item.getByText('Enter a whole-dollar price from 0 to 100,000')).toBeVisible();

      await item.getByLabel(`Standard price for ${code}`, { exact: true }).fill(String(newPrice));
      await item.getByRole('button', { name: `Save Standard price for ${code}` }).click();
      await expect(page.getByText('Price saved')).toBeVisible();

      try {
        const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
        const row = visitor.getByRole('row', { name: new RegExp(course.name) });
        await expect
          .poll(
            async () => {
              await visitor.goto('/courses');
              return (await row.first().textContent()) ?? '';
            },
            { timeout: 20_000 },
          )
          .toContain(`$${newPrice}`);
        await expect
          .poll(
            async () => {
              await visitor.goto(coursePath);
              return (
                (await visitor.getByRole('complementary', { name: 'Course information' }).textContent()) ?? ''
              );
            },
            { timeout: 20_000 },
          )
          .toContain(`$${newPrice}`);
        await visitor.close();
      } finally {
        await item.getByRole('button', { name: `Reset Standard price for ${code}` }).click();
        await expect(page.getByText('Price reset to the standard list price')).toBeVisible();
      }
    },
  );
});
