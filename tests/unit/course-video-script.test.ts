import { describe, expect, it } from 'vitest';

import { coursePages } from '@/content/course-pages';
import { site } from '@/content/site';
import {
  CUE_LINE_CHARS,
  CUE_MAX_CHARS,
  captionCues,
  courseShortTitle,
  courseVideoDigest,
  courseVideoPrices,
  courseVideoSlides,
  cueLines,
  datedVideoPricesNotice,
  parseWebVtt,
  speechText,
  videoPricesDated,
  vttTimestamp,
  webVtt,
} from '@/lib/rules/course-video-script';
import { courseVideoSlideHtml, escapeHtml } from '@/lib/files/course-video-slide';
import { formatAud } from '@/lib/rules/format';
import { createPriceBook } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';

const book = createPriceBook();
const page = (slug: string) => coursePages.find((candidate) => candidate.slug === slug)!;

describe('course overview video script', () => {
  it('says, for every course, the title with the brand, units, duration, class size, delivery, price, what to bring and the outcome', () => {
    for (const content of coursePages) {
      const priced = withPrices(content, book);
      const slides = courseVideoSlides(content, book);
      const said = slides.flatMap((slide) => slide.narration).join(' ');
      const shown = JSON.stringify(slides.map((slide) => [slide.heading, slide.rows, slide.note]));
      expect(slides[0]).toMatchObject({ kind: 'title', heading: courseShortTitle(content.title) });
      expect(said).toContain(site.name);
      expect(said, content.slug).toContain(priced.facts.duration);
      expect(said).toContain(`no more than ${priced.facts.maxStudents} learners`);
      for (const unit of priced.units) expect(shown).toContain(unit.unitCode);
      expect(shown).toContain(priced.facts.delivery);
      for (const option of priced.priceOptions) expect(shown).toContain(formatAud(option.price));
      for (const item of priced.whatToBring) expect(shown).toContain(JSON.stringify(item).slice(1, -1));
      expect(shown).toContain(priced.facts.certificate);
      expect(said).toContain(site.rto.name);
    }
  });

  it('speaks a single unit by code and title, and lists a few units in one sentence', () => {
    const heights = courseVideoSlides(page('working-at-heights'), book)[1];
    expect(heights.narration).toEqual([
      'You complete the nationally recognised unit RIIWHS204E, Work safely at heights.',
    ]);
    const firstAid = courseVideoSlides(page('first-aid'), book)[1].narration.join(' ');
    expect(firstAid).toMatch(
      /^You can complete three nationally recognised units: HLTAID009, .*; and HLTAID011, /,
    );
  });

  it('states prices from the price book, so an override changes the slides, their digest and the dated check', async () => {
    const content = page('working-at-heights');
    const changed = createPriceBook([
      { itemType: 'unit', itemId: 'RIIWHS204E', level: 'standard', price: 4321 },
    ]);
    expect(courseVideoPrices(content, changed).join(' ')).toContain('$4,321');
    expect(courseVideoPrices(content, book).join(' ')).not.toContain('$4,321');
    expect(await courseVideoDigest(courseVideoSlides(content, changed))).not.toBe(
      await courseVideoDigest(courseVideoSlides(content, book)),
    );
    expect(videoPricesDated(content, changed, [])).toBe(true);
    expect(videoPricesDated(content, book, [])).toBe(false);
    // An override of another course's unit leaves this video's prices as they were.
    const other = createPriceBook([{ itemType: 'unit', itemId: 'HLTAID011', level: 'standard', price: 999 }]);
    expect(videoPricesDated(content, other, [])).toBe(false);
    expect(datedVideoPricesNotice('29/11/2026')).not.toMatch(/\$/);
  });

  it('cuts narration into caption cues of at most two lines, at punctuation where it can, losing no word', () => {
    for (const content of coursePages) {
      for (const sentence of courseVideoSlides(content, book).flatMap((slide) => slide.narration)) {
        const cues = captionCues(sentence);
        expect(cues.join(' ')).toBe(sentence.trim().replace(/\s+/g, ' '));
        for (const cue of cues) {
          expect(cue.length, cue).toBeLessThanOrEqual(CUE_MAX_CHARS);
          for (const line of cueLines(cue).split('\n'))
            expect(line.length, line).toBeLessThanOrEqual(CUE_LINE_CHARS + 12);
        }
      }
    }
    expect(captionCues('One two three, four five six; seven eight.', 20)).toEqual([
      'One two three,',
      'four five six;',
      'seven eight.',
    ]);
  });

  it('writes WebVTT with escaped text and reads it back', () => {
    expect(vttTimestamp(83.4567)).toBe('00:01:23.457');
    const cues = [
      { start: 0.8, end: 2.5, text: 'Welcome to First Aid & CPR.' },
      {
        start: 2.75,
        end: 6.125,
        text: 'A cue long enough to need two lines when it is shown on a phone screen.',
      },
    ];
    const vtt = webVtt(cues);
    expect(
      vtt.startsWith('WEBVTT\n\n1\n00:00:00.800 --> 00:00:02.500\nWelcome to First Aid &amp; CPR.\n'),
    ).toBe(true);
    expect(parseWebVtt(vtt)).toEqual(cues);
  });

  it('gives the speech engine codes and initialisms letter by letter, abbreviations in full', () => {
    expect(speechText('Bring your USI and photo ID.')).toBe('Bring your U S I and photo I D.');
    expect(speechText('HLTAID011, Provide First Aid')).toBe('H L T A I D 0 1 1, Provide First Aid');
    expect(speechText('All prices in AUD, GST included.')).toBe(
      'All prices in Australian dollars, G S T included.',
    );
    expect(speechText('Example Pty Ltd, RTO 00000.')).toBe('Example Proprietary Limited, R T O 00000.');
    expect(speechText('press BOOK NOW')).toBe('press BOOK NOW');
    expect(speechText('Price: $99 online, $1,050 a pair.')).toBe(
      'Price: 99 dollars online, 1,050 dollars a pair.',
    );
  });

  it('renders slides as HTML with every text escaped', () => {
    expect(escapeHtml(`<b>"A & B's"</b>`)).toBe('&lt;b&gt;&quot;A &amp; B&#39;s&quot;&lt;/b&gt;');
    const slides = courseVideoSlides(page('first-aid'), book);
    const html = courseVideoSlideHtml(
      slides[1],
      { courseTitle: 'First Aid & CPR Courses', siteName: site.name, position: 2, total: slides.length },
      { fontCss: '', logoSvg: '<svg></svg>', posterSvg: '<svg></svg>' },
    );
    expect(html).toContain('First Aid &amp; CPR Courses');
    expect(html).toContain('HLTAID011');
    expect(html).toContain('2 / 7');
  });
});
