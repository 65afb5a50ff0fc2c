import { expect, test } from './support/test';

import { demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';
import { png } from '@/tests/support/png';

test.describe('the enrolment form and readiness', () => {
  test('a learner fills the enrolment form, stops and resumes, submits, and uploads identification', async ({
    page,
  }) => {
    await signIn(
      page,
      demoAccounts.user,
      '/booking?course=NSW+White+Card+%28General+Construction+Induction%29',
    );
    // The learner's own booking request (the Book and pay path makes the same link to the learner).
    const booking = page.getByRole('form', { name: 'Course Booking Form' });
    await booking.getByLabel('First name').fill('Jordan');
    await booking.getByLabel('Last name').fill('Lee');
    await booking.getByLabel('Email').fill(demoAccounts.user.email);
    await booking.getByLabel('Phone').fill('0491 570 110');
    await booking.getByLabel('Unique Student Identifier (USI)').fill('223456789n');
    await booking
      .getByLabel('ID documents')
      .setInputFiles([
        { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') },
      ]);
    await booking.getByRole('radio', { name: 'Full Training' }).click();
    await booking.getByRole('radio', { name: 'Face to Face', exact: true }).click();
    await booking.getByRole('radio', { name: 'No', exact: true }).click();
    await page.evaluate(() => window.addEventListener('booking:mailto', (event) => event.preventDefault()));
    await booking.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.getByText('Booking Request Prepared').first()).toBeVisible();
    const reference = (await page.getByTestId('booking-reference').textContent())!;

    await page.goto('/account');
    const entry = page.getByRole('listitem').filter({ hasText: reference });
    // Opened as from the link in the mail (goto waits for the page to be hydrated, so typing saves).
    await page.goto((await entry.getByRole('link', { name: /Enrolment form/ }).getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1, name: 'Enrolment form' })).toBeVisible();
    const enrolmentUrl = page.url();
    await expectNoHorizontalOverflow(page);

    const form = page.getByRole('form', { name: 'Enrolment form' });
    await form.getByLabel('Family name (surname)').fill('Lee');
    await form.getByLabel('Given names').fill('Jordan Alex');
    await form.getByLabel('Date of birth').fill('1992-03-14');
    await form.getByRole('radio', { name: 'No', exact: true }).first().check();
    // A street of this run's own: the demo learner's earlier answers are prefilled, and an unchanged field saves nothing.
    const street = `Hastings River Drive ${Date.now() % 100_000}`;
    await form.getByLabel('Street name').fill(street);
    await form.getByLabel('Suburb, locality or town').fill('Port Macquarie');
    // Saved as the learner types: the status line says so.
    await expect(page.locator('[data-autosave]')).toContainText('Saved', { timeout: 15_000 });

    // Stop, and come back later (the link in the mail opens this page).
    await page.goto('/');
    await page.goto(enrolmentUrl);
    await expect(form.getByLabel('Given names')).toHaveValue('Jordan Alex');
    await expect(form.getByLabel('Street name')).toHaveValue(street);
    await expect(form.getByLabel('Suburb, locality or town')).toHaveValue('Port Macquarie');
    await expect(form.getByLabel('Date of birth')).toHaveValue('1992-03-14');

    // Submitting without the agreements names them; nothing typed is lost.
    await form.getByRole('button', { name: /Submit enrolment|Save changes/ }).click();
    await expect(
      page.getByText('Please read the privacy notice and tick that you have read it.'),
    ).toBeVisible();
    await expect(form.getByLabel('Given names')).toHaveValue('Jordan Alex');
    await form.getByLabel('USI', { exact: true }).fill('223456789N');
    await form.getByLabel('I have read and I understand the privacy notice.').check();
    await form.getByLabel('I agree to the student declaration and consent.').check();
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: /Submit enrolment|Save changes/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Ready for the day' })).toBeVisible();
    await expect(page.getByText('Enrolment form: Complete')).toBeVisible();

    const selfCheck = page.getByRole('form', { name: 'Self-check' });
    for (const group of await selfCheck.getByRole('group').all()) {
      await group.getByRole('radio').first().check();
    }
    await selfCheck.getByRole('button', { name: 'Save my answers' }).click();
    await expect(page.getByText('Thank you: your self-check is saved.')).toBeVisible();

    const upload = page.getByRole('form', { name: 'Upload an identification document' });
    // An executable renamed .pdf is refused by its content.
    await upload.getByLabel('Which document is it?').selectOption('australian-passport');
    await upload.getByLabel(/Photo or scan/).setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]),
    });
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This file is a program' })).toBeVisible();

    await upload.getByLabel('Which document is it?').selectOption('australian-passport');
    await upload
      .getByLabel(/Photo or scan/)
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png() });
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByText('Thank you: your document is uploaded.')).toBeVisible();
    await upload.getByLabel('Which document is it?').selectOption('driver-licence');
    await upload
      .getByLabel(/Photo or scan/)
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png() });
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('heading', { name: 'Identification (110 of 100 points)' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });
});
