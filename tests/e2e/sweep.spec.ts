import { join } from 'node:path';

import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, gotoWaitsForHydration, test } from './support/test';

import { publicRoutes } from '@/lib/edge/public-routes';

import { checkedLinks } from './support/checked-links';
import { classConflicts } from './support/class-conflicts';
import { expectNoSeriousAxeViolations, seriousAxeViolations, SITE_SHELL } from './support/axe';
import { mapInParallel } from './support/in-parallel';
import { nuErrors } from './support/nu-checker';
import { layoutShifts, renderDeferredSections } from './support/layout';

/**
 * Every public route at 375 px (mobile project) and 1280 px (desktop project): HTTP 200, no console error, CSP
 * violation or uncaught exception, no sideways scrolling and a layout shift under 0.05 on the phone, no serious or
 * critical axe violation (WCAG 2.1 AA) at either width, and no internal link that answers with an error. To keep
 * the run short on two cores, the link crawl runs in the desktop project and the overflow and shift checks in the
 * mobile one, and axe checks the site header and footer on the routes of SHELL_CHECKED_ON only.
 */

const routes = [
  ...new Set([
    ...publicRoutes().map((route) => route.path),
    '/auth',
    '/booking',
    '/contact',
    '/reviews',
    '/calendar',
  ]),
];

/**
 * Routes where axe checks the whole document, the site header and footer included. Everywhere else it leaves the
 * shell out: it is the same markup on every page (only the current link's mark moves), and checking it 76 times at
 * both widths was about a third of axe's time on a course page (1.1 s with it, 0.7 s without). These cover the home page, a section with its nav link
 * current, a plain content page and a form page.
 */
const SHELL_CHECKED_ON = new Set(['/', '/courses', '/about', '/booking']);

/** Internal URLs already requested in this run, by this worker or the other (made on the first link check). */
let linkStatuses: ReturnType<typeof checkedLinks> | undefined;

const CSP_VIOLATION = 'CSP violation:';

/** Reports every violation of the site's own CSP as a console message starting with CSP_VIOLATION. */
function reportCspViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (event) =>
    console.info(
      `${prefix} ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
    ),
  );
}

/** Collects the page's console errors, uncaught exceptions and CSP violations until `stop()`. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    // A blocked eval or inline script is not always a console error (a library may catch it), but Chrome files it
    // as an issue and Lighthouse's best-practices score drops.
    else if (message.text().startsWith(CSP_VIOLATION)) errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * One tab per worker for the route sweep, at the project's width. A new context per route cost more than the checks
 * themselves: the same scripts fetched and compiled again on every page, and axe's 580 KB compiled again. In one
 * tab the page code and axe come from V8's caches: measured on twelve course pages, 0.84 s a route against 1.4 s.
 * Every route is still a full navigation to a new document, and a failing test gets a new worker, so a new tab.
 */
const sweep = test.extend<object, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, hasTouch, isMobile, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        hasTouch,
        isMobile,
        userAgent,
        deviceScaleFactor,
      });
      await context.addInitScript(reportCspViolations, CSP_VIOLATION);
      const page = await context.newPage();
      gotoWaitsForHydration(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return [
    ...new Set(
      hrefs
        .filter((href) => href.startsWith(origin))
        .map((href) => {
          const url = new URL(href);
          url.hash = '';
          return url.toString();
        }),
    ),
  ];
}

test.describe('sweep of every public route', () => {
  for (const path of routes) {
    sweep(path, async ({ sweepPage: page, request }, testInfo) => {
      const desktop = testInfo.project.name === 'desktop';
      const watch = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status(), `${path} status`).toBe(200);
      await expect(page.locator('main').first()).toBeVisible();

      // Sections far below the first screen render only as they near the viewport: render them, as scrolling
      // would, so axe and the overflow check cover them; the height each reserves before that must be close.
      for (const section of await renderDeferredSections(page)) {
        const { label, expected, actual } = section;
        expect(
          Math.abs(expected - actual) / actual,
          `${path} ${label}: ${expected} px reserved, ${actual} px`,
        ).toBeLessThan(0.2);
      }

      // Both widths: some rules depend on layout (contrast over a different background, names of icon-only buttons).
      // WCAG 2.2's target size is left to Lighthouse (npm run bench): axe counts a target partly under the phone's
      // sticky contact bar as too small, which depends on where the page happens to be scrolled.
      await expectNoSeriousAxeViolations(page, { exclude: SHELL_CHECKED_ON.has(path) ? [] : SITE_SHELL });
      if (desktop) {
        const links = await internalLinks(page);
        // Four requests in flight: /courses alone links to 80 dynamic /booking?course=… pages, and one at a time
        // left the server waiting on the test runner's round trips (16 s of that page's test on a loaded machine).
        const statuses = (linkStatuses ??= checkedLinks(join(testInfo.project.outputDir, '.checked-links')));
        const unchecked = links.filter((link) => statuses.status(link) === undefined);
        await mapInParallel(unchecked, 4, async (link) => {
          const linked = await request.get(link, { maxRedirects: 5 });
          statuses.record(link, linked.status());
        });
        const broken = links.flatMap((link) => {
          const status = statuses.status(link)!;
          return status >= 400 ? [`${link} -> ${status}`] : [];
        });
        expect(broken, `broken links on ${path}`).toEqual([]);
      } else {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(375);
        // Lighthouse's mobile target: CLS under 0.05 (e.g. a session placeholder shorter than the link replacing it).
        const shift = await layoutShifts(page);
        expect(shift.total, `${path} layout shift at 375 px: ${shift.moved.join('; ')}`).toBeLessThan(0.05);
      }

      // Two classes setting the same thing let the stylesheet's order pick the winner (support/class-conflicts.ts).
      expect(await classConflicts(page), `${path} conflicting classes`).toEqual([]);

      watch.stop();
      expect(watch.errors, `${path} logged errors`).toEqual([]);
    });
  }

  test(
    'the axe check finds serious violations when there are some, in and out of the left-out shell',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/about');
      await page.evaluate(() => {
        const broken = '<img src="/missing.png"><button type="button"></button>';
        document.querySelector('main')!.insertAdjacentHTML('beforeend', broken);
        document.querySelector('body > footer')!.insertAdjacentHTML('beforeend', '<input type="text">');
        // A same-origin frame is checked too.
        const frame = document.createElement('iframe');
        frame.title = 'Frame';
        frame.srcdoc =
          '<!doctype html><html lang="en"><title>Frame</title><main><select></select></main></html>';
        document.querySelector('main')!.append(frame);
      });
      await expect(page.frameLocator('iframe[title="Frame"]').locator('select')).toBeAttached();
      const inMain = await seriousAxeViolations(page, { exclude: SITE_SHELL });
      expect(inMain.map((violation) => violation.split(':')[0]).sort()).toEqual([
        'button-name',
        'image-alt',
        'select-name',
      ]);
      const whole = await seriousAxeViolations(page);
      expect(whole.map((violation) => violation.split(':')[0]).sort()).toEqual([
        'button-name',
        'image-alt',
        'label',
        'select-name',
      ]);
    },
  );

  test(
    'the axe check reads colours once a transition has finished, not on its way in',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/about');
      await page.evaluate(() => {
        // A notice fading in, as a toast does: at a fifth of its opacity its text fails contrast, at full it passes.
        const notice = document.createElement('p');
        notice.textContent = 'Booking confirmed';
        notice.style.cssText = 'color: #1c1917; background: #ffffff; padding: 8px';
        document.querySelector('main')!.prepend(notice);
        notice.animate([{ opacity: 0.2 }, { opacity: 1 }], { duration: 1_000, fill: 'forwards' });
        // A loading pulse loops for ever: the check must not wait on it.
        notice.animate([{ transform: 'scale(1)' }, { transform: 'scale(1)' }], {
          duration: 500,
          iterations: Infinity,
        });
      });
      expect(await seriousAxeViolations(page, { exclude: SITE_SHELL })).toEqual([]);
    },
  );

  test('the Nu HTML Checker finds no HTML error on any public route (and does find one when there is)', async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the server HTML is the same at both widths');
    test.setTimeout(300_000);
    const documents = await mapInParallel(routes, 4, async (path) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return { name: path, html: await response.text() };
    });
    const SENTINEL = '(known bad document)';
    const errors = await nuErrors([
      ...documents,
      { name: SENTINEL, html: '<!doctype html><html lang="en"><title>x</title><time></time></html>' },
    ]);
    expect(errors.get(SENTINEL)?.length, 'the checker reports a known error').toBeGreaterThan(0);
    errors.delete(SENTINEL);
    // React writes action="" (invalid) for a server-function form without a permalink: every form on these routes
    // gives one (lib/client/page-action-state.ts), so none is set aside.
    const found = [...errors].flatMap(([path, messages]) => messages.map((message) => `${path} ${message}`));
    expect(found).toEqual([]);
  });

  test('every sitemap URL answers, and the sitemap lists every indexable public route once', async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one crawl is enough');
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const paths = locations.map((location) => new URL(location).pathname);
    // Indexable pages only, each once: a noindex page in a sitemap is an error in Search Console.
    expect(paths.length).toBe(new Set(paths).size);
    expect(new Set(paths)).toEqual(
      new Set(
        publicRoutes()
          .filter((route) => route.indexable)
          .map((route) => route.path),
      ),
    );
    const broken: string[] = [];
    for (const path of paths) {
      const status = (await request.get(path)).status();
      if (status >= 400) broken.push(`${path} -> ${status}`);
    }
    expect(broken).toEqual([]);
  });
});

/**
 * The controls of a form in document order as Tab should visit them: enabled, rendered, not taken out of the tab
 * order, outside aria-hidden decoys (the honeypot). A radio group is one tab stop (roving tabindex, or native radios
 * sharing a name).
 */
async function tabStops(page: Page, formName: string) {
  return page.getByRole('form', { name: formName }).evaluate((form) => {
    const controls = [
      ...form.querySelectorAll<HTMLElement>(
        'input, select, textarea, button, [role="radio"], [role="checkbox"], [tabindex]',
      ),
    ];
    const rendered = (element: HTMLElement) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}[${
        element.getAttribute('name') ??
        element.getAttribute('aria-label') ??
        element.textContent?.trim().slice(0, 30)
      }]`;
    const candidates = controls.filter(
      (element, index) =>
        controls.indexOf(element) === index &&
        !element.closest('[aria-hidden="true"]') &&
        !(element as HTMLInputElement).disabled &&
        (element as HTMLInputElement).type !== 'hidden' &&
        rendered(element),
    );
    // Native radios sharing a name are one tab stop, as the browser tabs them: the checked one, or the first.
    const radioStop = (radio: HTMLInputElement) => {
      const group = candidates.filter(
        (element) =>
          element instanceof HTMLInputElement && element.type === 'radio' && element.name === radio.name,
      ) as HTMLInputElement[];
      return (group.find((element) => element.checked) ?? group[0]) === radio;
    };
    const stops = candidates.filter(
      (element) =>
        element.tabIndex >= 0 &&
        (!(element instanceof HTMLInputElement) || element.type !== 'radio' || radioStop(element)),
    );
    // Visible controls no Tab reaches: only the other radios of a group (reached with the arrow keys).
    const unreachable = candidates
      .filter((element) => !stops.includes(element))
      .filter((element) => {
        if (element.getAttribute('role') !== 'radio' && (element as HTMLInputElement).type !== 'radio')
          return true;
        const group = element.closest('[role="radiogroup"]');
        return !group || !stops.some((stop) => group.contains(stop));
      });
    stops.forEach((element, index) => element.setAttribute('data-tab-stop', String(index)));
    // How each control looks unfocused, to tell a focus style from a shadow or outline it always has.
    const baseline = new Map<Element, string>();
    for (const element of candidates) {
      const style = getComputedStyle(element);
      baseline.set(element, `${style.boxShadow}|${style.borderColor}|${style.backgroundColor}`);
    }
    (window as unknown as { __focusBaseline: Map<Element, string> }).__focusBaseline = baseline;
    return { count: stops.length, names: stops.map(describe), unreachable: unreachable.map(describe) };
  });
}

async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { stop: null, visible: false, segmented: false, name: 'nothing' };
    const style = getComputedStyle(element);
    const transparent = /transparent|rgba\([^)]*,\s*0\)|\/\s*0\)$/.test(style.outlineColor);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent;
    // A ring (box-shadow), border or background that appears only with focus also shows it.
    const baseline = (window as unknown as { __focusBaseline?: Map<Element, string> }).__focusBaseline?.get(
      element,
    );
    const ring =
      baseline !== undefined &&
      baseline !== `${style.boxShadow}|${style.borderColor}|${style.backgroundColor}`;
    return {
      // A radio group's root is the tab stop and hands focus to one of its radios.
      stop: element.closest('[data-tab-stop]')?.getAttribute('data-tab-stop') ?? null,
      visible: outline || ring,
      segmented:
        element instanceof HTMLInputElement &&
        ['date', 'time', 'datetime-local', 'month', 'week'].includes(element.type),
      name: `${element.tagName.toLowerCase()}[${element.getAttribute('name') ?? element.getAttribute('aria-label') ?? ''}]`,
    };
  });
}

test.describe('keyboard only', () => {
  for (const [path, formName] of [
    ['/booking', 'Course Booking Form'],
    ['/contact', 'Course Enquiries'],
  ] as const) {
    test(`Tab reaches every control of the ${formName} on ${path} in order, each with a visible focus style`, async ({
      page,
    }) => {
      await page.goto(path);
      const { count, names, unreachable } = await tabStops(page, formName);
      expect(unreachable, 'controls Tab never reaches').toEqual([]);
      expect(count).toBeGreaterThan(3);

      await page.locator('[data-tab-stop="0"]').focus();
      // Focus by script is not :focus-visible; start from a real keyboard step back and forth.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      for (let index = 0; index < count; index += 1) {
        if (index > 0) await page.keyboard.press('Tab');
        let state = await focusState(page);
        // Chromium tabs through the day, month and year segments of a date input before leaving it.
        for (
          let segment = 0;
          segment < 3 && state.segmented && state.stop === String(index - 1);
          segment += 1
        ) {
          await page.keyboard.press('Tab');
          state = await focusState(page);
        }
        expect(state.stop, `Tab stop ${index} should be ${names[index]}, focus is on ${state.name}`).toBe(
          String(index),
        );
        // Focus rings fade in (transition on box-shadow): give the style a moment.
        await expect
          .poll(async () => (await focusState(page)).visible, {
            message: `${names[index]} shows no focus style`,
            timeout: 2_000,
          })
          .toBe(true);
      }
    });
  }
});
