import { formatDateLong } from '@/lib/rules/format';

import { demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { newAccount, register, switchTo } from './support/employers';
import { expectNoHorizontalOverflow } from './support/layout';
import { mailsTo } from './support/mailbox';
import { addSession } from './support/slots';
import { expect, test } from './support/test';

/**
 * Employer accounts at 375 px and 1280 px: a new user opens an employer account from the home page's corporate
 * panel, staff approve it and assign the account manager, the manager imports a crew from a Windows-1252 CSV (one
 * row refused as a formula), reads the ticket matrix and downloads it, books three workers into a session on one
 * tax invoice and sees the matrix say booked; a second employer's manager is refused all of it.
 */

/** A crew list as Excel on Windows saves it: Windows-1252 (é as one byte), one formula row, one duplicate. */
function crewCsv(): Buffer {
  const text =
    'Name,E-mail,Phone,Date of birth,USI\r\n' +
    'Ren\u00e9e Digger,renee@example.com,0400 000 001,02/03/1985,\r\n' +
    "=cmd|' /C calc'!A0,evil@example.com,,,\r\n" +
    'Sam Loader,sam@example.com,+61 400 000 002,1990-01-01,223456789N\r\n' +
    'Sam Again,SAM@example.com,,,\r\n' +
    'Kai Driller,kai@example.com,0400 000 003,,\r\n';
  return Buffer.from(Uint8Array.from(text, (character) => character.charCodeAt(0)));
}

test('an employer registers, staff approve it, the manager imports a crew, reads the matrix and books three workers on one invoice; another employer sees none of it', async ({
  browser,
  page,
}, testInfo) => {
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
  await expect(importForm.getByRole('status')).toContainText('3 added, 2 refused.');
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
  await expect(matrix.getByRole('row')).toHaveCount(4);
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
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
    'Kai Driller',
    'Renée Digger',
    'Sam Loader',
  ]);

  // Book the gaps: staff add a Heights session; the manager books the three workers into it on one invoice.
  const mobile = testInfo.project.name === 'mobile';
  const date = new Date(Date.now() + (mobile ? 120 : 121) * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, demoAccounts.collaborator, '/calendar');
  await addSession(staff, { course: 'Work Safely at Heights', date, location: 'mackay', maxStudents: 10 });
  await staffContext.close();

  await page.getByRole('link', { name: 'Book the gaps' }).click();
  await page.waitForURL((url) => url.pathname === `/employer/${employerId}/book`);
  const choose = page.getByRole('form', { name: 'Choose the ticket and location' });
  await choose.getByLabel('Ticket').selectOption('RIIWHS204E');
  await choose.getByLabel('Location').selectOption('Mackay');
  await choose.getByRole('button', { name: 'Show sessions' }).click();
  await page.waitForURL((url) => url.searchParams.get('unit') === 'RIIWHS204E');
  const booking = page.getByRole('form', { name: 'Book workers' });
  // Nobody holds Heights: every worker is ticked as a gap.
  for (const name of ['Kai Driller', 'Renée Digger', 'Sam Loader'])
    await expect(booking.getByLabel(new RegExp(`^${name}`))).toBeChecked();
  // The session just added (an earlier run against the same data may have left a booked one on that date).
  await booking
    .getByLabel(new RegExp(`${formatDateLong(date)}.*10 places left`))
    .first()
    .check();
  await expect(booking.getByTestId('group-quote')).toContainText('3 workers chosen: 3 ×');
  await booking.getByLabel('Purchase-order number').fill('PO-E2E-77');
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await booking.getByRole('button', { name: 'Book and send invoice' }).click();
  const booked = booking.getByRole('status');
  await expect(booked).toContainText('Booked 3 workers into Work Safely at Heights at Mackay');
  await expect(booked).toContainText(`has been sent to ${manager.email}`);
  const invoiceNumber = /Tax invoice (INV-\d+)/.exec((await booked.textContent()) ?? '')?.[1];
  expect(invoiceNumber).toBeTruthy();
  await expect
    .poll(() =>
      mailsTo(manager.email).some((mail) => mail.includes(`${invoiceNumber}: 3 places, PO PO-E2E-77`)),
    )
    .toBe(true);
  for (const email of ['renee@example.com', 'sam@example.com', 'kai@example.com'])
    await expect
      .poll(() => mailsTo(email).some((mail) => mail.includes('Work Safely at Heights')))
      .toBe(true);

  // Without JavaScript the manager holds two places in the session and gives them back.
  const noScript = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`/employer/${employerId}/book?unit=RIIWHS204E&location=Mackay`);
  const hold = plain.getByRole('form', { name: 'Hold places' });
  const sessionOption = hold.getByLabel('Session').locator('option', { hasText: formatDateLong(date) });
  await hold.getByLabel('Session').selectOption((await sessionOption.first().getAttribute('value'))!);
  await hold.getByLabel('Places').fill('2');
  await hold.getByRole('button', { name: 'Hold places' }).click();
  await expect(plain.getByRole('status').filter({ hasText: '2 places held for you' })).toBeVisible();
  const held = plain.getByTestId('place-hold').filter({ hasText: formatDateLong(date) });
  await expect(held).toContainText('2 places: Work Safely at Heights, Mackay');
  await held.getByRole('button', { name: 'Release' }).click();
  await expect(plain.getByRole('status').filter({ hasText: 'The held places are released.' })).toBeVisible();
  // Back on the same ticket and location.
  expect(new URL(plain.url()).searchParams.get('unit')).toBe('RIIWHS204E');
  await expect(plain.getByTestId('place-hold').filter({ hasText: formatDateLong(date) })).toHaveCount(0);
  await noScript.close();

  // The matrix now shows the three places booked in the Heights column.
  await page.goto(`/employer/${employerId}/matrix`);
  const heights = page.getByRole('table', { name: 'Ticket matrix' });
  for (const name of ['Kai Driller', 'Renée Digger', 'Sam Loader'])
    await expect(
      heights
        .getByRole('row', { name: new RegExp(name) })
        .locator('td')
        .nth(3),
    ).toHaveAttribute('data-status', 'booked');
  await expect(
    heights
      .getByRole('row', { name: /Kai Driller/ })
      .locator('td')
      .nth(0),
  ).toHaveAttribute('data-status', 'missing');

  // A second employer's manager: refused the page, the matrix and the CSV.
  await newAccount(page, 'Rival');
  await page.goto('/employers/register');
  await register(page, `Rival Earthworks ${Math.random().toString(36).slice(2, 8)}`);
  for (const path of [
    `/employer/${employerId}`,
    `/employer/${employerId}/matrix`,
    `/employer/${employerId}/book`,
  ]) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    await expect(page.getByText(company)).toHaveCount(0);
  }
  const rivalCsv = await page.request.get(`/employer/${employerId}/matrix/csv`);
  expect(rivalCsv.status()).toBe(404);
  expect(await rivalCsv.text()).not.toContain('Renée');
});
