import { demoAccounts } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { newAccount, register, switchTo } from './support/employers';
import { expectNoHorizontalOverflow } from './support/layout';
import { expect, test } from './support/test';

/**
 * A manager removes a worker from the crew at 375 px and 1280 px: the removal waits for the "I understand" box
 * (a confirmation that needs no JavaScript), then the worker leaves the crew and the other stays; the employer's
 * report opens from the page's header.
 */

test('a manager removes a worker from the crew after confirming, and opens the report', async ({ page }) => {
  test.setTimeout(150_000);
  const company = `Crew Cutters ${Math.random().toString(36).slice(2, 8)}`;

  const manager = await newAccount(page, 'Remover');
  await page.goto('/employers/register');
  const employerId = await register(page, company);
  await switchTo(page, demoAccounts.collaborator, '/staff/employers');
  const approve = page.getByRole('form', { name: `Approve ${company}` });
  await approve.getByLabel("Account manager's phone").fill('07 4999 1234');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('link', { name: company })).toBeVisible();

  await switchTo(page, manager, `/employer/${employerId}`);
  const crew = page.getByRole('table', { name: 'Crew' });
  for (const [name, email] of [
    ['Leaving Worker', 'leaving@example.com'],
    ['Staying Worker', 'staying@example.com'],
  ]) {
    const add = page.getByRole('form', { name: 'Add a worker' });
    // The form sits in a closed <details> until its summary is pressed.
    if (!(await add.isVisible())) await page.getByText('Add one worker').click();
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('E-mail').fill(email);
    await add.getByRole('button', { name: 'Add worker' }).click();
    await expect(crew.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }

  await page.getByText('Remove a worker from the crew').click();
  const remove = page.getByRole('form', { name: 'Remove a worker' });
  await remove
    .getByLabel('Worker', { exact: true })
    .selectOption({ label: 'Leaving Worker (leaving@example.com)' });
  // Without the box ticked nothing is removed.
  await remove.getByRole('button', { name: 'Remove worker' }).click();
  await expect(
    remove.getByText('Tick the box to confirm: the worker and their recorded tickets are deleted'),
  ).toBeVisible();
  await expect(crew.getByRole('row', { name: /Leaving Worker/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await remove.getByLabel(/I understand the worker leaves the crew/).check();
  await remove.getByRole('button', { name: 'Remove worker' }).click();
  await expect(remove.getByRole('status')).toContainText('Leaving Worker is no longer in your crew');
  await expect(crew.getByRole('row', { name: /Leaving Worker/ })).toHaveCount(0);
  await expect(crew.getByRole('row', { name: /Staying Worker/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crew (1)' })).toBeVisible();

  // The report, beside the ticket matrix in the header.
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/employer/${employerId}/report`);
  await expect(page.getByRole('heading', { name: 'Outstanding invoices' })).toBeVisible();
  await expect(page.getByText('No invoices are waiting for payment.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Expiries by month' }).getByRole('row')).toHaveCount(25);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  const csv = await page.request.get(`/employer/${employerId}/report/csv`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n')[0]).toContain('Certificates issued');
});
