import { demoAccounts } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { newAccount, register, switchTo } from './support/employers';
import { expectNoHorizontalOverflow } from './support/layout';
import { mailsTo } from './support/mailbox';
import { expect, test } from './support/test';

/**
 * Changes to employer accounts at 375 px and 1280 px. Staff edit an approved employer's account manager and decline
 * another registration with a reason (mailed; the registrant's page says so). A manager removes a worker from the
 * crew: the removal waits for the "I understand" box (a confirmation that needs no JavaScript), then the worker
 * leaves the crew and the other stays; a ticket from another provider is recorded with its copy and removed the same
 * way; without JavaScript a folded form comes back open with its answer; the employer's report opens from the page's
 * header.
 */

test('staff edit and decline employers; a manager removes a worker after confirming and opens the report', async ({
  page,
  browser,
}, testInfo) => {
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
  // Staff change the account manager's phone.
  await page.getByText(`Edit ${company}`).click();
  const edit = page.getByRole('form', { name: `Edit ${company}` });
  await edit.getByLabel("Account manager's phone").fill('07 4999 5678');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('status')).toContainText(`${company} is saved.`);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await switchTo(page, manager, `/employer/${employerId}`);
  await expect(page.getByTestId('account-manager')).toContainText('07 4999 5678');
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

  // A ticket from another provider, recorded with its copy (a plain form post of a file), then removed: the
  // removal waits for its box too, and the copy goes with it.
  const record = page.getByRole('form', { name: 'Record a ticket' });
  await record.getByLabel('Worker').selectOption({ label: 'Staying Worker (staying@example.com)' });
  const unitCode = await record.getByLabel('Ticket', { exact: true }).inputValue();
  await record.getByLabel('Issued on').fill('2025-03-01');
  await record.getByLabel('Expires on (if it expires)').fill('2028-03-01');
  await record.getByLabel('Copy of the ticket (PDF, JPG or PNG, up to 10 MB)').setInputFiles({
    name: 'ticket.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 ticket'),
  });
  await record.getByRole('button', { name: 'Record ticket' }).click();
  await expect(page.getByRole('form', { name: 'Record a ticket' }).getByRole('status')).toHaveText(
    'Ticket recorded (not issued by us).',
  );
  const recorded = page
    .getByRole('listitem')
    .filter({ hasText: `Staying Worker: ${unitCode}, issued 01/03/2025` });
  await expect(recorded).toContainText('expires 01/03/2028');
  const copyHref = await recorded.getByRole('link', { name: 'copy' }).getAttribute('href');
  expect((await page.request.get(copyHref!)).status()).toBe(200);

  await page.getByText('Remove a recorded ticket', { exact: true }).click();
  const removeTicket = page.getByRole('form', { name: 'Remove a recorded ticket' });
  await removeTicket.getByRole('button', { name: 'Remove ticket' }).click();
  await expect(
    removeTicket.getByText('Tick the box to confirm: the ticket and its copy are deleted'),
  ).toBeVisible();
  await expect(recorded).toBeVisible();
  await removeTicket.getByLabel('I understand the ticket and its uploaded copy are deleted for good').check();
  await removeTicket.getByRole('button', { name: 'Remove ticket' }).click();
  // The form stays after its last ticket goes, so what it did stays on screen.
  await expect(removeTicket.getByRole('status')).toHaveText(
    `The ${unitCode} ticket of Staying Worker is removed and its copy deleted.`,
  );
  await expect(removeTicket.getByText('No recorded tickets are left to remove.')).toBeVisible();
  await expect(recorded).toHaveCount(0);
  expect((await page.request.get(copyHref!)).status()).toBe(404);

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

  // Without JavaScript the page a post returns shows the folded form open with its answer, not a closed summary.
  const noScript = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`/employer/${employerId}`);
  await plain.getByText('Add one worker').click();
  const plainAdd = plain.getByRole('form', { name: 'Add a worker' });
  await plainAdd.getByLabel('Name').fill('Plain Worker');
  await plainAdd.getByLabel('E-mail').fill('plain@example.com');
  await plainAdd.getByRole('button', { name: 'Add worker' }).click();
  await expect(plain.getByRole('form', { name: 'Add a worker' }).getByRole('status')).toHaveText(
    'Plain Worker is in your crew.',
  );
  await expect(plain.getByRole('heading', { name: 'Crew (2)' })).toBeVisible();
  await noScript.close();

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

  // Another registration, declined by staff with a reason: the registrant is mailed and their page says so.
  const declinedCompany = `Fly By Night ${Math.random().toString(36).slice(2, 8)}`;
  const registrant = await newAccount(page, 'Declined');
  await page.goto('/employers/register');
  const declinedId = await register(page, declinedCompany);
  await switchTo(page, demoAccounts.collaborator, '/staff/employers');
  await page.getByText(`Decline ${declinedCompany}`).click();
  const decline = page.getByRole('form', { name: `Decline ${declinedCompany}` });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByText('Please give the reason').first()).toBeVisible();
  await decline.getByLabel('Reason (sent to the contact)').fill('We could not verify this business.');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('form', { name: `Approve ${declinedCompany}` })).toHaveCount(0);
  await expect
    .poll(
      () => mailsTo(registrant.email).some((mail) => mail.includes('We could not verify this business.')),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  await switchTo(page, registrant, `/employer/${declinedId}`);
  await expect(page.getByTestId('employer-declined')).toContainText('could not approve');
});
