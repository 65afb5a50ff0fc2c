import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';

import { expect, test } from './support/test';

import { chunksStartedAfterFirstPaint } from '@/lib/node/scripts-after-first-paint.mjs';
import { ENQUIRY_REQUIRED_MESSAGE } from '@/lib/validation/enquiry-fields';

/**
 * What the build sends to browsers. zod is the largest library the forms load: imported as a namespace object it
 * brought every translation of its messages with it (90 KB gzip instead of 30). lib/validation/zod.ts re-exports
 * its named exports instead, so the bundler keeps only what the schemas use.
 */
test.describe('the browser bundle', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'reads the build output once');
  });

  test("carries zod's English messages and none of its translations", () => {
    const dir = join(process.cwd(), '.next', 'static', 'chunks');
    const chunks = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(dir, name), 'utf8'));
    expect(chunks.some((text) => text.includes('Invalid input'))).toBe(true);
    // German and Japanese, from zod's locales/de.js and locales/ja.js.
    expect(
      chunks.filter((text) => text.includes('Ungültige Eingabe') || text.includes('無効な入力')),
    ).toEqual([]);
  });

  test('goes out as the brotli copies written after the build, byte for byte the built scripts', async ({
    page,
  }) => {
    const scripts: Response[] = [];
    const collect = (response: Response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) scripts.push(response);
    };
    page.on('response', collect);
    const html = await (await page.goto('/courses/nsw-whitecard'))!.text();
    // The loader adds the page's chunks after the first frame, which may come after the load event: wait for them.
    const started = chunksStartedAfterFirstPaint(html);
    const arrived = () => scripts.map((response) => new URL(response.url()).pathname);
    await expect.poll(() => started.filter((src) => !arrived().includes(src))).toEqual([]);
    // Scripts fetched later (after hydration) are left out: their bodies could be asked for after the page closes.
    page.off('response', collect);
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const path = new URL(script.url()).pathname;
      const file = join(process.cwd(), '.next', path.slice('/_next/'.length));
      if (existsSync(`${file}.br`)) {
        expect(script.headers()['content-encoding'], path).toBe('br');
        // The copy itself: compressed per request, the response would be chunked, with no length.
        expect(script.headers()['content-length'], path).toBe(String(readFileSync(`${file}.br`).length));
      } else {
        // Under 1 KB no copy is written (it would save less than its headers cost): the file goes out as it is.
        // Turbopack puts a small module in a chunk of its own when no other chunk shares it: Next's deployment-id
        // module (695 B) can be a page's first chunk.
        expect(statSync(file).size, path).toBeLessThan(1024);
        expect(script.headers()['content-encoding'], path).toBeUndefined();
      }
      expect((await script.body()).equals(readFileSync(file)), path).toBe(true);
    }
  });

  test('a form checks its fields in the browser without breaking the CSP (zod runs jitless)', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('CSP violation')) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.info(`CSP violation ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Course Enquiries' });
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByText(ENQUIRY_REQUIRED_MESSAGE).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});

/** From now on, the script chunks the page fetches whose code contains `marker`: call it for their paths so far. */
function chunksContaining(page: Page, marker: string): () => Promise<string[]> {
  const found: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    if (!response.url().includes('/_next/static/chunks/')) return;
    const path = new URL(response.url()).pathname;
    found.push(
      response.text().then(
        (body) => (body.includes(marker) ? path : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(found)).filter((path) => path !== null);
}

test.describe('toast code on arrival', () => {
  // sonner (its Toaster and 40 KB of script) loads when something on the page can raise a toast: a form's focus, a
  // staff session. /calendar carried it for every visitor because its database setup card imported it statically.
  test(
    'a visitor downloads no toast code on the catalogue pages and the calendar',
    { tag: '@one-width' },
    async ({ page }) => {
      // sonner's default label for its close button: in its code, in no chunk of ours.
      const toastCode = chunksContaining(page, 'Close toast');
      for (const path of ['/', '/courses', '/courses/nsw-whitecard', '/about', '/calendar']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await toastCode(), path).toEqual([]);
      }
      // The check sees sonner when it comes: the newsletter form's focus fetches it.
      await page.goto('/');
      await page.getByRole('form', { name: 'Newsletter signup' }).getByLabel('Email address').focus();
      await expect.poll(async () => (await toastCode()).length).toBeGreaterThan(0);
    },
  );
});

test.describe('parts hydrated when wanted', () => {
  test(
    "/booking arrives without the booking form's code, which its first focus fetches; no page gets a server renderer",
    { tag: '@one-width' },
    async ({ page }) => {
      // The form's server action is named in its code only (components/booking/booking-form-when-used.tsx).
      const formCode = chunksContaining(page, 'submitBookingAction');
      // defer-hydration renders parts on the server with react-dom's renderer, required there only.
      const serverRenderer = chunksContaining(page, 'renderToReadableStream');
      await page.goto('/booking');
      await page.waitForLoadState('networkidle');
      expect(await formCode()).toEqual([]);
      await page.getByRole('form', { name: 'Course Booking Form' }).getByLabel('First name').focus();
      await expect.poll(async () => (await formCode()).length).toBeGreaterThan(0);
      for (const path of ['/', '/marketing']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(await serverRenderer()).toEqual([]);
    },
  );
  test(
    "/packages arrives without the FAQ accordion's code, which scrolling to the FAQ fetches",
    { tag: '@one-width' },
    async ({ page }) => {
      // Radix's accordion names its parts in its code (components/packages/package-faq-when-visible.tsx).
      const accordionCode = chunksContaining(page, 'AccordionTrigger');
      await page.goto('/packages');
      await page.waitForLoadState('networkidle');
      expect(await accordionCode()).toEqual([]);
      await page.getByRole('region', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await accordionCode()).length).toBeGreaterThan(0);
    },
  );
});

test.describe('first paint before scripts', () => {
  test(
    "a page's chunks are added after its first frame, each once, and the page still hydrates",
    { tag: '@one-width' },
    async ({ page }) => {
      await page.addInitScript(() => {
        const seen: { src: string; afterFirstFrame: boolean }[] = [];
        (window as unknown as { chunkScripts: typeof seen }).chunkScripts = seen;
        let framed = false;
        // Registered before any page script, so it runs first in the first frame.
        requestAnimationFrame(() => (framed = true));
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/chunks/'))
                seen.push({ src: new URL(node.src).pathname, afterFirstFrame: framed });
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of ['/about', '/courses', '/booking']) {
        const response = await page.goto(path);
        const html = (await response!.text()).split('</head>')[0];
        expect(html, `${path} head`).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
        const scripts = await page.evaluate(
          () =>
            (window as unknown as { chunkScripts: { src: string; afterFirstFrame: boolean }[] }).chunkScripts,
        );
        // Not preloaded: fetched beside the document they cost the first paint (lib/node/scripts-after-first-paint.mjs).
        expect(html, `${path} head`).not.toMatch(
          /<link rel="preload" as="script" href="\/_next\/static\/chunks\//,
        );
        const started = chunksStartedAfterFirstPaint(html);
        expect(started.length, `${path} chunks the loader starts`).toBeGreaterThan(3);
        for (const src of started)
          expect(
            scripts.filter((script) => script.src === src),
            `${path} ${src}`,
          ).toEqual([{ src, afterFirstFrame: true }]);
      }
    },
  );

  // An <img> of an SVG is a separate document the main thread parses and lays out before the first paint (about 30 ms
  // for the logo's <text>, traced): the logo is drawn in the page (components/brand/site-logo.tsx), in Inter.
  test('the header draws its logo in the page: no logo file is fetched', async ({ page }) => {
    const logoFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/logo')) logoFiles.push(pathname);
    });
    for (const path of ['/about', '/courses', '/contact']) {
      await page.goto(path);
      const logo = page.getByRole('banner').getByRole('link', { name: 'Ridgeline Safety Training home' });
      await expect(logo).toContainText('Ridgeline');
      await expect(logo.locator('svg')).toBeVisible();
      expect(
        await logo
          .locator('span')
          .first()
          .evaluate((node) => getComputedStyle(node).fontFamily),
      ).toMatch(/Inter/);
    }
    expect(logoFiles).toEqual([]);
  });
});

test.describe('class names in the browser', () => {
  // A primitive's defaults are `fallback:` classes in a layer that loses to the caller's classes (app/globals.css).
  // Both checks fail without it: Tailwind writes font-medium after font-extrabold and text-sm after text-base.
  test("a caller's classes beat a primitive's defaults, whatever the stylesheet's order", async ({
    page,
  }) => {
    await page.goto('/courses');
    const style = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name);
    // The header's BOOK NOW: buttonVariants({ variant: 'brand', className: 'font-extrabold tracking-wide' }).
    const bookNow = page.getByRole('banner').getByRole('link', { name: 'BOOK NOW', exact: true });
    expect(await bookNow.evaluate(style, 'font-weight')).toBe('800');
    // A large button sets its own text size: 16 px, not the small buttons' 14.
    const enquiry = page.getByRole('link', { name: 'MAKE ENQUIRY - FREE CONSULTATION' });
    expect(await enquiry.evaluate(style, 'font-size')).toBe('16px');
  });
});
