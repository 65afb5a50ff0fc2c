import { demoAccounts } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { newAccount, register, switchTo } from './support/employers';
import { expectNoHorizontalOverflow } from './support/layout';
import { expect, test } from './support/test';

/**
 * Employer accounts at 375 px and 1280 px: a new user opens an employer account from the home page's corporate
 * panel, staff approve it and assign the account manager, the manager imports a crew from a Windows-1252 CSV (one
 * row refused as a formula), reads the ticket matrix and downloads it; a second employer's manager is refused all
 * of it.
 */

/** A crew list as Excel on Windows saves it: Windows-1252 (é as one byte), one formula row, one duplicate. */
function crewCsv(): Buffer {
  const text =
    'Name,E-mail,Phone,Date of birth,USI\r\n' +
    'Ren\u00e9e Digger,renee@example.com,0400 000 001,02/03/1985,\r\n' +
    "=cmd|' /C calc'!A0,evil@example.com,,,\r\n" +
    'Sam Loader,sam@example.com,+61 400 000 002,1990-01-01,223456789N\r\n' +
    'Sam Again,SAM@example.com,,,\r\n';
  return Buffer.from(Uint8Array.from(text, (character) => character.charCodeAt(0)));
}

test('an employer registers, staff approve it, the manager imports a crew and reads the matrix; another employer sees none of it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Short enough for the page's heading at 375 px; unique per run and width.
  const company = `Coalface Civil ${Math.random().toString(36).slice(2, 8)}`;

  const manager = await newAccount(page, 'Manager');
  await page.goto('/');
  await page.getByRole('link', { name: 'Open an employer account' }).click();
  await page.waitForURL((url) => url.pathname === '/employers/register');
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  const employerId = await register(page, company);

  // Staff approve it and assign the account manager.
  await switchTo(page, demoAccounts.collaborator, '/staff/employers');
  const approve = page.getByRole('form', { name: `Approve ${company}` });
  await approve.getByLabel("Account manager's phone").fill('07 4999 1234');
  await approve.getByRole('button', { name: 'Approve' }).click();
  // Approved, it leaves the waiting list for the list of accounts.
  await expect(page.getByRole('link', { name: company })).toBeVisible();
  await expect(page.getByRole('form', { name: `Approve ${company}` })).toHaveCount(0);

  // The manager sees the account manager, and imports the crew.
  await switchTo(page, manager, `/employer/${employerId}`);
  await expect(page.getByTestId('account-manager')).toContainText('07 4999 1234');
  await expect(page.getByTestId('account-manager')).toContainText(demoAccounts.collaborator.email);
  const importForm = page.getByRole('form', { name: 'Import a crew from CSV' });
  await importForm
    .getByLabel('Crew list (CSV)')
    .setInputFiles({ name: 'crew.csv', mimeType: 'text/csv', buffer: crewCsv() });
  await importForm.getByRole('button', { name: 'Import crew' }).click();
  await expect(importForm.getByRole('status')).toContainText('2 added, 2 refused.');
  const result = page.getByRole('table', { name: 'Import result' });
  await expect(result.getByRole('row', { name: /Renée Digger/ })).toContainText('Added');
  await expect(result.getByRole('row').nth(2)).toContainText('starts like a spreadsheet formula');
  await expect(result.getByRole('row', { name: /Sam Again/ })).toContainText('Same e-mail as row 4');
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // The matrix: workers down, tickets across, nothing held yet; the machinery unit picked is a column.
  await page.getByRole('link', { name: 'Ticket matrix' }).click();
  await page.waitForURL((url) => url.pathname === `/employer/${employerId}/matrix`);
  const matrix = page.getByRole('table', { name: 'Ticket matrix' });
  await expect(matrix.getByRole('columnheader', { name: /White card/ })).toBeVisible();
  await expect(matrix.getByRole('columnheader', { name: /RIIMPO320F/ })).toBeVisible();
  const renee = matrix.getByRole('row', { name: /Renée Digger/ });
  await expect(renee.locator('td')).toHaveCount(6);
  await expect(renee.locator('td').first()).toHaveAttribute('data-status', 'missing');
  await expect(matrix.getByRole('row')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  // Printed, the sheet turns to A4 landscape.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-landscape')).toHaveCSS('page', 'landscape');
  await page.emulateMedia({ media: 'screen' });
  const csv = await page.request.get(`/employer/${employerId}/matrix/csv`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toContain('White card (CPCWHS1001)');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Renée Digger', 'Sam Loader']);

  // A second employer's manager: refused the page, the matrix and the CSV.
  await newAccount(page, 'Rival');
  await page.goto('/employers/register');
  await register(page, `Rival Earthworks ${Math.random().toString(36).slice(2, 8)}`);
  for (const path of [`/employer/${employerId}`, `/employer/${employerId}/matrix`]) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    await expect(page.getByText(company)).toHaveCount(0);
  }
  const rivalCsv = await page.request.get(`/employer/${employerId}/matrix/csv`);
  expect(rivalCsv.status()).toBe(404);
  expect(await rivalCsv.text()).not.toContain('Renée');
});
