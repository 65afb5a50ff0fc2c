import { readFileSync } from 'node:fs';

import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The site header and footer: the same on every page, around <main>. */
export const SITE_SHELL = ['body > header', 'body > footer'] as const;

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's browser build, read once per worker; a page gets it by one `evaluate`. */
const axeScript = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

async function injectAxe(frame: Frame) {
  await frame.evaluate(axeScript);
}

/**
 * Runs axe (WCAG 2.1 AA rules) on the page and lists every serious or critical violation, each rule with its first
 * offending node. `exclude` leaves parts out (CSS selectors).
 *
 * This is `axe.run` inside the page, with axe injected once, and only violations reported in full. The
 * @axe-core/playwright builder it replaces took 1.7 s where this takes 0.5 s on a course page, finding the same
 * violations (compared on eight routes): it injected axe's 580 KB twice, ran `runPartial`, then opened a second page,
 * injected axe into that too and sent it every partial result to finish. What this gives up is cross-origin frames.
 * The site's are the campaign preview, a scriptless sandbox nothing can enter, and a YouTube player that exists only
 * after a click; same-origin frames are still checked, as axe in the page messages axe in each of them.
 */
export async function seriousAxeViolations(
  page: Page,
  { exclude = [] }: { exclude?: readonly string[] } = {},
): Promise<string[]> {
  await injectAxe(page.mainFrame());
  for (const frame of page.mainFrame().childFrames()) {
    // A frame axe cannot reach (cross-origin, sandboxed) refuses the script or never answers; axe then reports it.
    await Promise.race([injectAxe(frame), new Promise((resolve) => setTimeout(resolve, 1_000))]).catch(
      () => {},
    );
  }
  return page.evaluate(
    async ({ exclude, tags, settleMs }) => {
      // Colours in the middle of a transition are not the page's: axe computed a toast's contrast on its fade-in
      // (a blend of its text and the page). Finite animations finish first; looping ones
      // (loading pulses) never do, and a slow one is not waited on past settleMs.
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, settleMs))]);
      const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
      const results = await axe.run(
        { exclude },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes[0]?.target.join(' ')}`);
    },
    { exclude: [...exclude], tags: WCAG_21_AA, settleMs: 2_000 },
  );
}

/**
 * Fails on any serious or critical axe violation (WCAG 2.1 AA). `exclude` leaves parts out (CSS selectors), for
 * checks that have already covered them on another page.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  options: { exclude?: readonly string[] } = {},
) {
  const serious = await seriousAxeViolations(page, options);
  expect(serious, serious.join('\n')).toEqual([]);
}
