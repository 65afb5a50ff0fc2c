import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { catalogueUnits } from '@/content/catalogue-units';
import { coursePages as coursePageData, type CourseVideoSource } from '@/content/course-pages';
import { bookingHref, contactHref } from '@/lib/rules/course-links';
import { bookingCourseName } from '@/lib/rules/course-page';
import { allCourseSlugs, courseForSlug, courseSlug, namedCoursePageSlugs } from '@/lib/rules/course-slug';
import { expectNoSeriousAxeViolations } from './support/axe';
import { jsonLdById } from './support/json-ld';
import { escapeRegExp } from './support/text';
import { createPriceBook } from '@/lib/rules/price-book';
import { renderPriceText, withPrices } from '@/lib/rules/price-template';

// List prices: the price-book crawl (its own project) runs after this spec, never beside it.
const coursePages = withPrices(coursePageData, createPriceBook());

test.describe('named course pages', () => {
  for (const coursePage of coursePages) {
    test(`/courses/${coursePage.slug}: video, information card and actions`, async ({ page }) => {
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
      });
      const response = await page.goto(`/courses/${coursePage.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(coursePage.title);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(coursePage.title.slice(0, 20))));

      const info = page.getByTestId('course-info');
      await expect(info.getByRole('heading', { name: 'Course Information' })).toBeVisible();
      await expect(info).toContainText(coursePage.facts.duration);
      await expect(info).toContainText(String(coursePage.facts.maxStudents));
      await expect(info).toContainText(coursePage.facts.price);

      const name = bookingCourseName({ slug: coursePage.slug, title: coursePage.title });
      await expect(info.getByRole('link', { name: 'BOOK NOW' })).toHaveAttribute(
        'href',
        bookingHref({ course: name }),
      );
      await expect(info.getByRole('link', { name: 'MAKE ENQUIRY' })).toHaveAttribute(
        'href',
        contactHref(name),
      );
      const materials = info.getByRole('link', { name: 'Training Materials' });
      if (coursePage.linksToTrainingPackage)
        await expect(materials).toHaveAttribute('href', '/training-package');
      else await expect(materials).toHaveCount(0);

      // Overview video: a local poster, nothing from a third party until play.
      const source = coursePage.video.source as CourseVideoSource | null;
      const play = page.getByRole('button', { name: /^Play .* overview video$/ });
      if (source === null) {
        // No video yet: the poster says so honestly and offers no play button.
        const comingSoon = page.getByTestId('video-coming-soon');
        await expect(comingSoon).toContainText('Video coming soon');
        await expect(comingSoon).toContainText(coursePage.video.description);
        await expect(play).toHaveCount(0);
        await expect(page.locator('iframe, video')).toHaveCount(0);
        expect(thirdParty).toEqual([]);
      } else {
        await expect(play).toBeVisible();
        expect(thirdParty).toEqual([]);
        await page.route(/youtube/, (route) => route.abort());
        await play.click();
        if (source.kind === 'youtube') {
          await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
        } else {
          await expect(page.locator('video track[kind="captions"]')).toHaveCount(1);
        }
      }
    });
  }

  test(
    'first aid facts: 3 to 6 hours, max 16, certificate valid 3 years',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/courses/first-aid');
      const info = page.getByTestId('course-info');
      await expect(info).toContainText('3 to 6 hours');
      await expect(info).toContainText('16');
      await expect(info).toContainText('valid for 3 years');
    },
  );

  test(
    'a named page carries Course JSON-LD with CourseInstance and Offer, and a BreadcrumbList',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/courses/working-at-heights');
      const course = await jsonLdById(page, 'course');
      expect(course['@type']).toBe('Course');
      expect(course.courseCode).toBe('RIIWHS204E');
      const offers = course.offers as Array<Record<string, unknown>>;
      expect(offers[0]['@type']).toBe('Offer');
      expect(offers[0].priceCurrency).toBe('AUD');
      expect(Number(offers[0].price)).toBeGreaterThan(0);
      const instances = course.hasCourseInstance as Array<Record<string, unknown>>;
      expect(instances.length).toBe(5);
      expect(instances[0]['@type']).toBe('CourseInstance');
      expect(instances[0].courseWorkload).toBe('PT6H');
      const breadcrumbs = await jsonLdById(page, 'breadcrumbs');
      expect(breadcrumbs['@type']).toBe('BreadcrumbList');
      expect((breadcrumbs.itemListElement as unknown[]).length).toBe(3);
    },
  );

  // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
});

test.describe('generated course pages', () => {
  const unit = catalogueUnits.find((candidate) => candidate.code === 'RIIRIS402E')!;
  const slug = courseSlug(unit);

  test(
    'a catalogue unit has its own page with code, duration, price and BOOK NOW',
    { tag: '@one-width' },
    async ({ page }) => {
      expect(namedCoursePageSlugs).not.toContain(slug);
      const info = courseForSlug(slug)!;
      const response = await page.goto(`/courses/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title);
      const card = page.getByTestId('course-info');
      await expect(card).toContainText('RIIRIS402E');
      if (info.duration) await expect(card).toContainText(info.duration);
      if (info.price) await expect(card).toContainText(renderPriceText(info.price, createPriceBook()));
      await expect(card.getByRole('link', { name: 'BOOK NOW' })).toHaveAttribute(
        'href',
        bookingHref({ course: bookingCourseName(info) }),
      );
      const course = await jsonLdById(page, 'course');
      expect(course['@type']).toBe('Course');
      await expectNoSeriousAxeViolations(page);
    },
  );

  test(
    'every course slug is prerendered with its own title, and unknown slugs are not found',
    { tag: '@one-width' },
    async ({ request }) => {
      const titles = new Map<string, string>();
      for (const courseSlugValue of allCourseSlugs()) {
        const response = await request.get(`/courses/${courseSlugValue}`);
        expect(response.status(), courseSlugValue).toBe(200);
        const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? '';
        expect(titles.has(title), `duplicate title ${title}`).toBe(false);
        titles.set(title, courseSlugValue);
      }
      expect((await request.get('/courses/no-such-course')).status()).toBe(404);
    },
  );
});

test.describe('a course page with the provider’s video set', () => {
  // The five pages have no video yet, and content is compiled into the build. So these tests give /courses/first-aid
  // a source the way a provider would, in the page data a client navigation fetches (the RSC payload), and serve the
  // media themselves: nothing remote is loaded, and no media file is committed.
  async function withVideoSource(page: Page, source: CourseVideoSource) {
    await page.route(
      (url) => url.pathname === '/courses/first-aid' || url.pathname.startsWith('/courses/first-aid.'),
      async (route) => {
        const response = await route.fetch();
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('text/x-component')) return route.fulfill({ response });
        const body = (await response.text()).replace('"source":null', `"source":${JSON.stringify(source)}`);
        return route.fulfill({ response, body });
      },
    );
  }

  async function openFirstAidByLink(page: Page) {
    await page.goto('/courses');
    await page.locator('a[href="/courses/first-aid"]').first().click();
    await page.waitForURL(/\/courses\/first-aid$/);
  }

  test('a YouTube id plays in the youtube-nocookie player on press, nothing from YouTube before', async ({
    page,
  }) => {
    const youtube: string[] = [];
    await page.route(/youtube|ytimg|googlevideo/, (route) => {
      youtube.push(route.request().url());
      return route.abort();
    });
    await withVideoSource(page, { kind: 'youtube', id: 'dQw4w9WgXcQ' });
    await openFirstAidByLink(page);
    const play = page.getByRole('button', { name: /^Play .* overview video$/ });
    await expect(play).toBeVisible();
    await expect(page.getByTestId('video-coming-soon')).toHaveCount(0);
    expect(youtube).toEqual([]);
    await play.click();
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  test('a self-hosted WebM plays on press, with its captions showing', async ({ page }) => {
    await page.goto('/about');
    // A one-second WebM recorded by the browser itself from a canvas (no file in the repository, no ffmpeg).
    const webm = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 36;
      const context = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let frame = 0; frame < 25; frame += 1) {
        context.fillStyle = `hsl(${frame * 14}, 80%, 50%)`;
        context.fillRect(0, 0, 64, 36);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      return Array.from(bytes);
    });
    await page.route('**/videos/e2e-first-aid.webm', (route) =>
      route.fulfill({ status: 200, contentType: 'video/webm', body: Buffer.from(webm) }),
    );
    await page.route('**/videos/e2e-first-aid.en.vtt', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/vtt',
        body: 'WEBVTT\n\n00:00.000 --> 00:05.000\nFirst aid overview\n',
      }),
    );
    await withVideoSource(page, {
      kind: 'file',
      files: [{ src: '/videos/e2e-first-aid.webm', type: 'video/webm' }],
      captions: { src: '/videos/e2e-first-aid.en.vtt', srcLang: 'en', label: 'English' },
    });
    await openFirstAidByLink(page);
    await page.getByRole('button', { name: /^Play .* overview video$/ }).click();
    const video = page.locator('video');
    await expect(video).toBeFocused();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0 && !element.error))
      .toBe(true);
    expect(
      await video.evaluate((element: HTMLVideoElement) => [
        element.textTracks[0]?.label,
        element.textTracks[0]?.mode,
      ]),
    ).toEqual(['English', 'showing']);
  });
});
