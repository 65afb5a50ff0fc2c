import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';
import { confirmNewsletterFromMail, mailsTo } from './support/mailbox';
import { uniqueSuffix } from './support/text';
import { toast } from './support/toast';

/** Subscribes through the home page's own signup form and confirms from the welcome mail, as a visitor would. */
async function subscribe(page: Page, email: string) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You're subscribed!")).toBeVisible();
  await confirmNewsletterFromMail(page, email);
}

test.describe('e-mail campaigns', () => {
  test('an admin composes, previews, tests, sends to a segment and watches it reach the list; figures read at 375 px', async ({
    page,
    browser,
  }, testInfo) => {
    // One run is enough: it sends real mail, and it checks both widths itself.
    test.skip(testInfo.project.name !== 'desktop', 'runs once, at 1280 px, then at 375 px');

    // The list: two new subscribers at a domain of their own, so the campaign reaches nobody another test watches.
    const domain = `c${uniqueSuffix()}.example`.toLowerCase();
    const readers = [`ann@${domain}`, `bo@${domain}`];
    const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    for (const email of readers) await subscribe(visitor, email);
    await visitor.close();

    await signIn(page, demoAccounts.admin, '/marketing');
    await page.getByRole('tab', { name: 'Email Campaigns' }).click();
    await expect(page.getByText(/mail privacy features/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Create New Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'New email campaign' });
    const subject = `Winter dates ${uniqueSuffix()}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Preview text (optional)').fill('New course dates for July');
    await dialog
      .getByLabel('Message')
      .fill(
        '# July dates\n\nWorking at heights runs <b>every</b> week. See [all courses](/courses).\n\n[Book now](/booking){button}',
      );

    // The preview is the mail's own HTML, escaped: the typed tag is text, the link and button are links.
    const preview = dialog.frameLocator('[data-testid="campaign-preview"]');
    await expect(preview.getByRole('heading', { name: 'July dates' })).toBeVisible();
    await expect(
      preview.getByText('Working at heights runs <b>every</b> week.', { exact: false }),
    ).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', /\/booking$/);
    await dialog.getByRole('button', { name: '375 px' }).click();
    await expect(dialog.getByTestId('campaign-preview')).toHaveAttribute('data-width', 'mobile');
    await expect(dialog.getByTestId('campaign-preview')).toHaveJSProperty('offsetWidth', 375);

    await dialog.getByRole('button', { name: 'Save Draft & Send Test' }).click();
    await expect(toast(page, 'Test e-mail sent')).toBeVisible();
    await expect
      .poll(
        () => mailsTo(demoAccounts.admin.email).filter((mail) => mail.includes(`[TEST] ${subject}`)).length,
      )
      .toBe(1);

    // The campaign's page: audience with its count, send now, progress until the list has it.
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await page.getByLabel('Audience').selectOption({ label: 'Addresses at one domain…' });
    await page.getByLabel('Domain').fill(domain);
    await expect(page.getByTestId('audience-count')).toHaveText('2 subscribers will receive this campaign.');
    await page.getByRole('button', { name: 'Send Now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this campaign now?' });
    await confirm.getByRole('button', { name: 'Send to 2 subscribers' }).click();
    await expect(toast(page, 'Sending started')).toContainText('2 subscribers queued');
    await expect(page.getByTestId('campaign-status')).toHaveText('Sent', { timeout: 20_000 });
    await expect(page.getByTestId('progress-sent')).toHaveText('2');
    await expect(page.getByTestId('progress-remaining')).toHaveText('0');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    for (const email of readers) {
      const mails = mailsTo(email).filter((mail) => mail.includes(`Subject: ${subject}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mails[0]).toMatch(
        /List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token/,
      );
      expect(mails[0]).toContain('/newsletter/open?t=');
      expect(mails[0]).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token/);
    }

    // At 375 px the figures read and the page fits.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByTestId('figure-recipients')).toHaveText('2');
    await expect(page.getByTestId('figure-delivered')).toHaveText('2');
    await expect(page.getByTestId('figure-failed')).toHaveText('0');
    await expect(page.getByTestId('figure-unsubscribes')).toHaveText('0');
    await expectNoHorizontalOverflow(page);
    // The page itself; the preview iframe holds the e-mail (a scriptless sandbox axe cannot enter).
    await expectNoSeriousAxeViolations(page, { exclude: ['[data-testid="campaign-preview"]'] });
  });

  test('the campaign page refuses a plain user', { tag: '@one-width' }, async ({ page }) => {
    await signIn(page, demoAccounts.user, '/');
    await page.goto('/marketing/campaigns/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Admin access required to manage email campaigns')).toBeVisible();
  });
});
