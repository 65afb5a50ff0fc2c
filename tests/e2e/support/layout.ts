import { expect, type Page } from '@playwright/test';

/** The page scrolls only vertically (checked at the 375 px mobile width). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The headings in <main> start at h1 and never skip a level going down.
 * `visibleOnly` leaves out headings of hidden panels (inactive tabs, collapsed sections).
 */
export async function expectHeadingsInOrder(page: Page, { visibleOnly = false } = {}) {
  const levels = await page
    .locator('main')
    .evaluate(
      (main, onlyVisible) =>
        [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((heading) => !onlyVisible || (heading as HTMLElement).offsetParent !== null)
          .map((heading) => Number(heading.tagName[1])),
      visibleOnly,
    );
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i += 1) expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1);
}

/**
 * The page's layout shifts so far, as Chrome reports them (shifts right after input do not count): their sum, and
 * what moved in each (element, top and height before and after), so a failure names the element that moved.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        const result = { total: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }
          >) {
            if (entry.hadRecentInput) continue;
            result.total += entry.value;
            for (const { node, previousRect: before, currentRect: after } of entry.sources) {
              const name =
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${(node.getAttribute('class') ?? '').trim().replace(/\s+/g, '.')}`
                  : node?.nodeName;
              result.moved.push(
                `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${name} y ${before.y} h ${before.height} -> y ${after.y} h ${after.height}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(result), 100);
      }),
  );
}

/** Sections the browser renders only near the viewport (the `render-near-viewport` utility in app/globals.css). */
const DEFERRED_SECTIONS = '.render-near-viewport';

/**
 * Renders every deferred section now, as scrolling to it would, so checks of the whole page (axe, sideways
 * overflow) cover it, and returns each one's height beside the height it reserves before its first render.
 */
export async function renderDeferredSections(page: Page) {
  return page.locator(DEFERRED_SECTIONS).evaluateAll((sections) =>
    sections.map((section) => {
      const element = section as HTMLElement;
      const expected = parseFloat(getComputedStyle(element).getPropertyValue('--expected-height'));
      element.style.contentVisibility = 'visible';
      return {
        label: element.getAttribute('aria-labelledby') ?? element.tagName.toLowerCase(),
        expected,
        actual: element.getBoundingClientRect().height,
      };
    }),
  );
}

/**
 * Renders the deferred sections before a test presses something below one. Playwright presses once its target
 * holds still for two frames; a skipped section brought near the viewport by that scroll renders on the third, and
 * when the browser's scroll anchor is that section itself its change of height moves everything below it (49 px at
 * 1280 px on /packages, where the press then missed the FAQ's first question and it stayed closed).
 */
export async function settleDeferredSections(page: Page) {
  await renderDeferredSections(page);
}
