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

      // Overview video: a local poster and a play button, nothing from a third party (tests below play it).
      await expect(page.getByRole('button', { name: /^Play .* overview video$/ })).toBeVisible();
      expect(thirdParty).toEqual([]);
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

test.describe('course overview videos', () => {
  for (const coursePage of coursePages) {
    const source = coursePage.video.source as CourseVideoSource;
    test(`/courses/${coursePage.slug}: the overview video plays on press, captions on`, async ({ page }) => {
      // Media events do not bubble; a capturing listener on the document hears the video's 'playing'.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { playingSources: string[] }).playingSources = seen;
        document.addEventListener(
          'playing',
          (event) => seen.push((event.target as HTMLVideoElement).currentSrc),
          true,
        );
      });
      const media: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/videos/')) media.push(request.url());
      });
      await page.goto(`/courses/${coursePage.slug}`);
      const play = page.getByRole('button', { name: `Play ${coursePage.video.title} overview video` });
      await expect(play).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      // Nothing of the video is fetched before the press: the page weighs what it did without one.
      expect(media).toEqual([]);

      await play.click();
      const video = page.locator('video');
      await expect(video).toBeFocused();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { playingSources: string[] }).playingSources))
        .toEqual([
          expect.stringMatching(
            new RegExp(`${escapeRegExp(source.kind === 'file' ? source.files[0].src : '')}$`),
          ),
        ]);
      const state = () =>
        video.evaluate((element: HTMLVideoElement) => {
          const track = element.textTracks[0];
          return {
            error: element.error?.code ?? null,
            duration: element.duration,
            mode: track?.mode,
            label: track?.label,
            cues: track?.cues?.length ?? 0,
            active: track?.activeCues?.length ?? 0,
          };
        });
      // The captions are on without a press, they load, and one shows while the narration speaks.
      await expect.poll(async () => (await state()).active, { timeout: 20_000 }).toBeGreaterThan(0);
      const now = await state();
      expect(now).toMatchObject({ error: null, mode: 'showing', label: 'English' });
      expect(now.cues).toBeGreaterThan(10);
      expect(now.duration).toBeGreaterThanOrEqual(45);
      expect(now.duration).toBeLessThanOrEqual(90);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(1);
    });
  }

  test(
    'the MP4 of every video plays too (browsers without WebM)',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/about');
      for (const coursePage of coursePages) {
        const source = coursePage.video.source as CourseVideoSource;
        const mp4 =
          source.kind === 'file' ? source.files.find((file) => file.type === 'video/mp4') : undefined;
        expect(mp4, coursePage.slug).toBeDefined();
        const result = await page.evaluate(async (src) => {
          const element = document.createElement('video');
          element.muted = true;
          element.src = src;
          document.body.append(element);
          try {
            await element.play();
            await new Promise((resolve) => element.addEventListener('timeupdate', resolve, { once: true }));
            return { playing: !element.paused, width: element.videoWidth, height: element.videoHeight };
          } finally {
            element.remove();
          }
        }, mp4!.src);
        expect(result, coursePage.slug).toEqual({ playing: true, width: 1280, height: 720 });
      }
    },
  );

  test(
    'a page playing its video has no serious accessibility problem',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/courses/first-aid');
      await page.getByRole('button', { name: /^Play .* overview video$/ }).click();
      await expect(page.locator('video')).toBeFocused();
      await expectNoSeriousAxeViolations(page);
    },
  );

  /**
   * Content is compiled into the build: these give /courses/first-aid another source the way a provider would, in the
   * page data a client navigation fetches (the RSC payload). Nothing remote is loaded.
   */
  async function openFirstAidWithSource(page: Page, replacement: CourseVideoSource | null) {
    const firstAid = coursePages.find((candidate) => candidate.slug === 'first-aid')!;
    const configured = `"source":${JSON.stringify(firstAid.video.source)}`;
    let replaced = false;
    await page.route(
      (url) => url.pathname === '/courses/first-aid' || url.pathname.startsWith('/courses/first-aid.'),
      async (route) => {
        const response = await route.fetch();
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('text/x-component')) return route.fulfill({ response });
        const body = await response.text();
        replaced ||= body.includes(configured);
        return route.fulfill({
          response,
          body: body.replace(configured, `"source":${JSON.stringify(replacement)}`),
        });
      },
    );
    await page.goto('/courses');
    await page.locator('a[href="/courses/first-aid"]').first().click();
    await page.waitForURL(/\/courses\/first-aid$/);
    return () => expect(replaced, 'the page data carried the configured source').toBe(true);
  }

  test('a YouTube id in place of the files plays in the youtube-nocookie player on press, nothing from YouTube before', async ({
    page,
  }) => {
    const youtube: string[] = [];
    await page.route(/youtube|ytimg|googlevideo/, (route) => {
      youtube.push(route.request().url());
      return route.abort();
    });
    const checkReplaced = await openFirstAidWithSource(page, { kind: 'youtube', id: 'dQw4w9WgXcQ' });
    const play = page.getByRole('button', { name: /^Play .* overview video$/ });
    await expect(play).toBeVisible();
    expect(youtube).toEqual([]);
    await play.click();
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    checkReplaced();
  });

  test('a page without a video says it is coming and offers no play button', async ({ page }) => {
    const checkReplaced = await openFirstAidWithSource(page, null);
    const comingSoon = page.getByTestId('video-coming-soon');
    await expect(comingSoon).toContainText('Video coming soon');
    await expect(page.getByRole('button', { name: /^Play .* overview video$/ })).toHaveCount(0);
    await expect(page.locator('iframe, video')).toHaveCount(0);
    checkReplaced();
  });
});
