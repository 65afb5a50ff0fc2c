import { expect, type Page } from '@playwright/test';

import { slotToasts } from '@/lib/rules/calendar-messages';

/** Staff (signed in on `page`) add a session from the location's calendar in Edit Mode. */
export async function addSession(
  page: Page,
  session: { course: string; date: string; location: string; maxStudents?: number; price?: number },
) {
  await page.goto(`/calendar/${session.location}?date=${session.date}`);
  await page.getByRole('button', { name: 'Edit Mode' }).click();
  const form = page.getByRole('form', { name: 'Add New Availability Slot' });
  await form.getByLabel('Course').fill(session.course);
  await form.getByLabel('Max students').fill(String(session.maxStudents ?? 4));
  await form.getByLabel('Price (AUD)').fill(String(session.price ?? 1200));
  await form.getByRole('button', { name: 'Add Slot' }).click();
  await expect(page.getByText(slotToasts.added)).toBeVisible();
}
