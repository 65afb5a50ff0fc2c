import type { Page, TestInfo } from '@playwright/test';

import { promotionMessages } from '@/lib/rules/payments';
import { calendarPart } from '@/tests/support/mime';

import { confirmThroughLink, demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';
import { mailsTo, rawMailsTo } from './support/mailbox';
import { addSession } from './support/slots';
import { expect, test } from './support/test';
import { uniqueSuffix } from './support/text';

/**
 * Book and pay end to end, at 375 px and 1280 px: staff add two sessions; a new learner books one from the
 * calendar, fills the enrolment form, pays by card through the Checkout stand-in (scripts/stripe-stand-in.ts, whose
 * Pay button sends the signed webhook), and sees the confirmation, the invite and the receipt; then books the other
 * and their employer pays by invoice, which goes to accounts as a tax invoice PDF. Each project uses its own
 * locations and dates.
 */

test.describe.configure({ mode: 'serial' });

function plan(testInfo: TestInfo) {
  const mobile = testInfo.project.name === 'mobile';
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  return {
    card: {
      course: `E2E Pay card ${stamp}`,
      date: day(mobile ? 90 : 92),
      location: mobile ? 'port-macquarie' : 'bowen-basin',
    },
    invoice: {
      course: `E2E Pay invoice ${stamp}`,
      date: day(mobile ? 91 : 93),
      location: mobile ? 'port-macquarie' : 'bowen-basin',
    },
    email: `payer-${uniqueSuffix()}@example.com`,
    password: 'payer-password-2026',
  };
}

async function mailWith(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = rawMailsTo(to)
        .filter((mail) => /^Subject: (.*)$/m.exec(mail)?.[1].includes(subject))
        .at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** From the calendar to the payment step: Book and pay, the learner's details, then the enrolment form. */
async function bookUpToPayment(page: Page, session: { course: string; date: string; location: string }) {
  await expect(async () => {
    await page.goto(`/calendar/${session.location}?date=${session.date}`);
    await page
      .getByTestId('slot')
      .filter({ hasText: session.course })
      .getByRole('link', { name: /^Book and pay:/ })
      .click({ timeout: 2_000 });
    await page.waitForURL(/\/book\/[0-9a-f-]{36}$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Book and pay' })).toBeVisible();
  await expect(page.getByTestId('price-lines')).toContainText('$1,200.00');
  await expect(page.getByRole('link', { name: 'fees and policies', exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Phone').fill('not a phone');
  await details.getByLabel('First name').fill('Jordan');
  await details.getByLabel('Last name').fill('Lee');
  await details.getByLabel('I have an exemption from needing a USI').check();
  await details.getByRole('button', { name: 'Continue to the enrolment form' }).click();
  await expect(details.getByRole('alert')).toBeVisible();
  await details.getByLabel('Phone').fill('0491 570 110');
  await details.getByRole('button', { name: 'Continue to the enrolment form' }).click();

  // The enrolment form (its own feature), then on to payment.
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment form' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Enrolment form' });
  await form.getByLabel('Family name (surname)').fill('Lee');
  await form.getByLabel('Given names').fill('Jordan');
  await form.getByLabel('Date of birth').fill('1992-03-14');
  await form.getByLabel('USI', { exact: true }).fill('223456789N');
  await form.getByLabel('I have read and I understand the privacy notice.').check();
  await form.getByLabel('I agree to the student declaration and consent.').check();
  await form.getByRole('button', { name: /Submit enrolment|Save changes|Confirm/ }).click();
  await page.waitForURL(/\/book\/pay\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeVisible();
}

test('a learner books and pays by card, then books again on an employer invoice', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const world = plan(testInfo);

  // Staff add the sessions.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, demoAccounts.collaborator, '/calendar');
  await addSession(staff, world.card);
  await addSession(staff, world.invoice);
  await staffContext.close();

  // A new learner signs up, confirms the address and signs in.
  await page.goto('/auth?tab=signup');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('First Name').fill('Jordan');
  await signUp.getByLabel('Last Name').fill('Lee');
  await signUp.getByLabel('Email').fill(world.email);
  await signUp.getByLabel('Password', { exact: true }).fill(world.password);
  await signUp.getByLabel('Confirm Password').fill(world.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = mailsTo(world.email)
          .join('\n')
          .match(/https?:\/\/[^\s"'<>]+\/auth\/confirm\?token=[A-Za-z0-9_-]+(?:&type=\w+)?/)?.[0]),
    )
    .toBeTruthy();
  await confirmThroughLink(page, link!);
  await signIn(page, { email: world.email, password: world.password }, '/');

  // Card.
  await bookUpToPayment(page, world.card);
  const code = page.getByRole('form', { name: 'Promotion code' });
  await code.getByLabel('Promotion code').fill('NOSUCHCODE');
  await code.getByRole('button', { name: 'Apply code' }).click();
  await expect(code.getByText(promotionMessages.unknown).first()).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('$1,200.00');
  await expect(page.getByTestId('price-lines')).toContainText('$109.09');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('form', { name: 'Pay by card' }).getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout stand-in' })).toBeVisible();
  await expect(page.getByText('Pay A$1200.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/book\/done\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your place is confirmed' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  const confirmation = await mailWith(world.email, 'Your place is confirmed');
  expect(calendarPart(confirmation)).toContain(world.card.course);
  const receipt = await mailWith(world.email, 'Payment received');
  expect(receipt).toContain('Download your receipt');

  await page.goto('/account');
  const bookings = page.getByTestId('my-booking');
  const paid = bookings.filter({ hasText: world.card.course });
  await expect(paid).toContainText('Paid');
  // One list: the booking shows once on the page, with its enrolment form and readiness on it.
  await expect(page.getByText(world.card.course)).toHaveCount(1);
  await expect(paid.getByRole('link', { name: 'Enrolment form: Complete' })).toBeVisible();
  await expect(paid.getByRole('link', { name: 'Ready for the day' })).toBeVisible();
  const receiptLink = paid.getByRole('link', { name: 'Download receipt (PDF)' });
  const receiptResponse = await page.request.get((await receiptLink.getAttribute('href'))!);
  expect(receiptResponse.headers()['content-type']).toBe('application/pdf');
  expect((await receiptResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Employer invoice.
  await bookUpToPayment(page, world.invoice);
  const invoice = page.getByRole('form', { name: 'My employer pays' });
  await invoice.getByLabel('Company name').fill('Acme Mining Pty Ltd');
  await invoice.getByLabel('ABN').fill('51 824 753 557');
  await invoice.getByLabel('Accounts e-mail address').fill(`ap-${world.email}`);
  await invoice.getByRole('button', { name: 'Book with an employer invoice' }).click();
  await expect(invoice.getByText('This ABN is not valid: please check the digits').first()).toBeVisible();
  await expect(invoice.getByLabel('Company name')).toHaveValue('Acme Mining Pty Ltd');
  await invoice.getByLabel('ABN').fill('51 824 753 556');
  await invoice.getByLabel('Purchase order number (if any)').fill('PO-4471');
  await invoice.getByRole('button', { name: 'Book with an employer invoice' }).click();
  await page.waitForURL(/\/book\/done\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your place is confirmed' })).toBeVisible();
  await expect(page.getByText('Invoiced to employer')).toBeVisible();

  const taxInvoice = await mailWith(`ap-${world.email}`, 'Tax invoice INV-');
  expect(taxInvoice).toContain('application/pdf');
  await mailWith(world.email, `Your place is confirmed: ${world.invoice.course}`);

  await page.goto('/account');
  const invoiced = page.getByTestId('my-booking').filter({ hasText: world.invoice.course });
  await expect(invoiced).toContainText('Invoiced to employer');
  await expect(page.getByText(world.invoice.course)).toHaveCount(1);
  await expect(page.getByText(world.card.course)).toHaveCount(1);
  const invoiceLink = invoiced.getByRole('link', { name: /^Tax invoice INV-\d{6} \(PDF\)$/ });
  const invoiceResponse = await page.request.get((await invoiceLink.getAttribute('href'))!);
  expect(invoiceResponse.headers()['content-type']).toBe('application/pdf');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The learner phones to cancel the card booking: staff cancel it under the refund policy (90 days ahead: in
  // full), the card is refunded, a credit note is mailed and the place is released.
  const cancelContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const cancelling = await cancelContext.newPage();
  await signIn(cancelling, demoAccounts.collaborator, '/staff/payments');
  await cancelling.goto('/staff/payments');
  const place = cancelling.getByTestId('paid-booking').filter({ hasText: world.card.course });
  await expect(place).toContainText('Refund if cancelled now: $1,200.00 to the card');
  await expectNoHorizontalOverflow(cancelling);
  await expectNoSeriousAxeViolations(cancelling);
  await place.getByRole('button', { name: 'Cancel and refund by policy' }).click();
  await cancelling.waitForURL(/\/staff\/payments\?cancelled=[0-9a-f-]{36}$/);
  await expect(
    cancelling.getByText(/cancelled: \$1,200\.00 refunded, credit note CN-\d{6} sent/),
  ).toBeVisible();
  await cancelling.reload();
  await expect(cancelling.getByTestId('paid-booking').filter({ hasText: world.card.course })).toHaveCount(0);
  await cancelContext.close();

  const creditNote = await mailWith(world.email, 'Credit note CN-');
  expect(creditNote).toContain('application/pdf');
  await page.goto('/account');
  const refunded = page.getByTestId('my-booking').filter({ hasText: world.card.course });
  await expect(refunded.getByRole('link', { name: /CN-\d{6}/ })).toBeVisible();
});

test('the fees and policies page says every fee, the terms, the refund policy and the RTO', async ({
  page,
}) => {
  await page.goto('/fees-and-policies');
  await expect(page.getByRole('heading', { level: 1, name: 'Fees and policies' })).toBeVisible();
  for (const heading of [
    'Course fees',
    'What the fee includes',
    'Payment terms',
    'Refunds and cancellations',
    'Who delivers your training',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText(/RTO code 00000/)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Fees and policies' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});

/** The session a learner booked without JavaScript, and its sibling session staff move them to. */
const noScript = { slotId: '', course: '', otherDate: '', location: '' };

// The move test below takes this test's booking (the file runs in order).
test('without JavaScript a learner books, enrols and pays by card through Checkout', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const mobile = testInfo.project.name === 'mobile';
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const session = {
    course: `E2E Pay no script ${testInfo.project.name}-${Date.now()}`,
    date: day(mobile ? 94 : 96),
    location: mobile ? 'port-macquarie' : 'bowen-basin',
  };
  Object.assign(noScript, {
    course: session.course,
    location: session.location,
    otherDate: day(mobile ? 98 : 99),
  });

  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, demoAccounts.collaborator, '/calendar');
  await addSession(staff, session);
  await staffContext.close();

  // The session's Book and pay link, from the calendar (which draws its day's sessions in the browser).
  await signIn(page, demoAccounts.user);
  let bookUrl = '';
  await expect(async () => {
    await page.goto(`/calendar/${session.location}?date=${session.date}`);
    bookUrl = (await page
      .getByTestId('slot')
      .filter({ hasText: session.course })
      .getByRole('link', { name: /^Book and pay:/ })
      .getAttribute('href', { timeout: 2_000 }))!;
  }).toPass({ timeout: 30_000 });
  expect(bookUrl).toMatch(/\/book\/[0-9a-f-]{36}$/);

  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const learner = await context.newPage();
  try {
    await learner.goto(bookUrl);
    noScript.slotId = new URL(learner.url()).pathname.split('/').at(-1)!;

    const details = learner.getByRole('form', { name: 'Your details' });
    await details.getByLabel('First name').fill('Robin');
    await details.getByLabel('Last name').fill('Noscript');
    await details.getByLabel('Phone').fill('0491 570 110');
    await details.getByLabel('I have an exemption from needing a USI').check();
    await details.getByRole('button', { name: 'Continue to the enrolment form' }).click();

    await expect(learner.getByRole('heading', { level: 1, name: 'Enrolment form' })).toBeVisible();
    const form = learner.getByRole('form', { name: 'Enrolment form' });
    await form.getByLabel('Family name (surname)').fill('Noscript');
    await form.getByLabel('Given names').fill('Robin');
    await form.getByLabel('Date of birth').fill('1991-07-02');
    await form.getByLabel('USI', { exact: true }).fill('223456789N');
    await form.getByLabel('I have read and I understand the privacy notice.').check();
    await form.getByLabel('I agree to the student declaration and consent.').check();
    await form.getByRole('button', { name: /Submit enrolment|Save changes|Confirm/ }).click();

    await learner.waitForURL(/\/book\/pay\/[0-9a-f-]{36}/);
    await expect(learner.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeVisible();
    await expect(learner.getByTestId('total')).toHaveText('$1,200.00');
    await learner
      .getByRole('form', { name: 'Pay by card' })
      .getByRole('button', { name: 'Pay by card' })
      .click();
    await expect(learner.getByRole('heading', { name: 'Checkout stand-in' })).toBeVisible();
    await learner.getByRole('button', { name: 'Pay' }).click();
    await learner.waitForURL(/\/book\/done\/[0-9a-f-]{36}/);
    await expect(learner.getByRole('heading', { level: 1, name: 'Your place is confirmed' })).toBeVisible();
    await expect(learner.getByText('Paid', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
  await mailWith(demoAccounts.user.email, `Your place is confirmed: ${session.course}`);
});

test('staff move a learner marked absent to another session of the course, and the invite follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(noScript.slotId).not.toBe('');
  await signIn(page, demoAccounts.collaborator, '/calendar');
  await addSession(page, { course: noScript.course, date: noScript.otherDate, location: noScript.location });

  await page.goto(`/staff/sessions/${noScript.slotId}`);
  const row = page.getByTestId('roll').getByRole('listitem').filter({ hasText: 'Robin Noscript' });
  await row.getByRole('button', { name: 'Absent' }).click();
  await expect(row.getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
  const move = row.getByRole('form', { name: 'Move Robin Noscript to another session' });
  await expect(move).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  const target = move.getByLabel('Move Robin Noscript to');
  const [year, month, dayOfMonth] = noScript.otherDate.split('-');
  const option = target.locator('option', { hasText: `${dayOfMonth}/${month}/${year} ` });
  await target.selectOption((await option.getAttribute('value'))!);
  await move.getByRole('button', { name: 'Move and send the new invite' }).click();
  await page.waitForURL(/\?notice=moved$/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The place was moved to the other session and the learner sent the new invite.' }),
  ).toBeVisible();
  await expect(page.getByTestId('roll').getByText('Robin Noscript')).toHaveCount(0);

  const invite = await mailWith(demoAccounts.user.email, `Session changed: ${noScript.course}`);
  expect(calendarPart(invite)).toContain('METHOD:REQUEST');
});
