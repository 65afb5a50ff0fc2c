import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The site header and footer: the same on every page, around <main>. */
export const SITE_SHELL = ['body > header', 'body > footer'] as const;

/**
 * Fails on any serious or critical axe violation, listing each rule and the first offending node. `exclude` leaves
 * parts out (CSS selectors), for checks that have already covered them on another page.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { exclude = [] }: { exclude?: readonly string[] } = {},
) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}
