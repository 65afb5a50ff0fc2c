import type { CoursePage } from '@/content/course-pages';
import { site } from '@/content/site';
import { formatAud } from './format';
import { createPriceBook, type PriceBook, type PriceOverride } from './price-book';
import { withPrices, type Priced } from './price-template';

/**
 * What a course's overview video shows and says, made from the course page's content with prices from a price book
 * (`npm run videos` renders it; scripts/make-videos.ts). Pure: the unit test rebuilds it to tell whether the
 * committed files still match the content they were made from.
 */

export type VideoSlideRow = { label: string | null; value: string };

export type VideoSlide = {
  kind: 'title' | 'list' | 'facts' | 'closing';
  /** Small capitals above the heading. */
  kicker: string;
  heading: string;
  rows: readonly VideoSlideRow[];
  /** Small print at the slide's foot (the price note). */
  note: string | null;
  /** What the narrator says while the slide shows: one caption cue each (see captionCues). */
  narration: readonly string[];
};

type PricedPage = Priced<CoursePage>;

/** 'NSW White Card – Prepare to ...' -> 'NSW White Card': the name the course's poster shows. */
export function courseShortTitle(title: string): string {
  return title.split(' – ')[0].trim();
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function count(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** Lower-cases a leading capital inside a sentence, but not an acronym or a code ('Online' -> 'online', 'RPL' stays). */
function inSentence(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function listInSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1]}`;
}

function unitsSlide(page: PricedPage): VideoSlide {
  const units = page.units;
  const one = units.length === 1;
  let narration: string[];
  if (one) {
    narration = [`You complete the nationally recognised unit ${units[0].unitCode}, ${units[0].title}.`];
  } else if (units.length <= 4) {
    const list = listInSentence(units.map((unit) => `${unit.unitCode}, ${unit.title}`));
    narration = [`You can complete ${count(units.length)} nationally recognised units: ${list}.`];
  } else {
    narration = [
      `Choose from ${count(units.length)} nationally recognised units, one for each machine, listed on screen.`,
    ];
  }
  return {
    kind: 'list',
    kicker: 'Nationally recognised training',
    heading: one ? 'Unit of competency' : 'Units of competency',
    rows: units.map((unit) => ({ label: unit.unitCode, value: unit.title })),
    note: null,
    narration,
  };
}

function factsSlide(page: PricedPage): VideoSlide {
  const { duration, maxStudents, delivery } = page.facts;
  return {
    kind: 'facts',
    kicker: 'The course',
    heading: 'Course information',
    rows: [
      { label: 'Duration', value: duration },
      { label: 'Class size', value: `Up to ${maxStudents} learners` },
      { label: 'Delivery', value: delivery },
    ],
    note: null,
    narration: [
      `The course takes ${duration}.`,
      `Classes have no more than ${maxStudents} learners.`,
      sentence(`Delivery: ${inSentence(delivery)}`),
    ],
  };
}

function priceSlide(page: PricedPage): VideoSlide {
  const options = page.priceOptions;
  return {
    kind: 'facts',
    kicker: 'Price',
    heading: 'What it costs',
    rows: options.map((option) => ({
      label: option.label,
      value: `${formatAud(option.price)}${'note' in option && option.note ? ` · ${option.note}` : ''}`,
    })),
    note: site.priceNote,
    narration: [
      sentence(`Price: ${inSentence(page.facts.price)}`),
      ...(options.length > 2 ? ['Every option is listed on screen.'] : []),
      site.priceNote,
    ],
  };
}

function bringSlide(page: PricedPage): VideoSlide {
  return {
    kind: 'list',
    kicker: 'Before you come',
    heading: 'What to bring',
    rows: page.whatToBring.map((item) => ({ label: null, value: item })),
    note: null,
    narration: [`Please bring: ${listInSentence(page.whatToBring.map(inSentence))}.`],
  };
}

function outcomeSlide(page: PricedPage): VideoSlide {
  return {
    kind: 'list',
    kicker: 'When you finish',
    heading: 'What you receive',
    rows: [
      { label: null, value: page.facts.certificate },
      ...page.keyFacts.map((fact) => ({ label: null, value: fact })),
    ],
    note: null,
    narration: [
      sentence(`When you are assessed as competent, you receive: ${inSentence(page.facts.certificate)}`),
      ...page.keyFacts.map(sentence),
    ],
  };
}

/** Every slide of a course's video, in order, with prices from `book`. */
export function courseVideoSlides(page: CoursePage, book: PriceBook): VideoSlide[] {
  const priced = withPrices(page, book);
  const short = courseShortTitle(priced.title);
  return [
    {
      kind: 'title',
      kicker: 'Course overview',
      heading: short,
      rows: [],
      note: null,
      narration: [
        `Welcome to ${site.name}.`,
        `Here is what you need to know about ${short}.`,
        priced.summary,
      ],
    },
    unitsSlide(priced),
    factsSlide(priced),
    priceSlide(priced),
    bringSlide(priced),
    outcomeSlide(priced),
    {
      kind: 'closing',
      kicker: site.name,
      heading: 'Book your place',
      rows: [
        { label: null, value: 'Press BOOK NOW on this page to book, or MAKE ENQUIRY to ask us a question.' },
        { label: null, value: `Delivered on behalf of ${site.rto.name} (RTO ${site.rto.code}).` },
      ],
      note: null,
      narration: [
        'To book, press BOOK NOW on this page, or MAKE ENQUIRY to ask us a question.',
        `Training is delivered on behalf of ${site.rto.name}, RTO ${site.rto.code}.`,
      ],
    },
  ];
}

/** The prices a video states: when the price book no longer gives these, the page says the video's are dated. */
export function courseVideoPrices(page: CoursePage, book: PriceBook): string[] {
  const slides = courseVideoSlides(page, book).filter((slide) => slide.kicker === 'Price');
  return slides.flatMap((slide) => [...slide.rows.map((row) => row.value), ...slide.narration]);
}

/**
 * Whether a made video's prices are out of date: the price book gives other figures today than the one it was made
 * with (content prices with the overrides recorded beside the video). The page then says so, naming no old figure.
 */
export function videoPricesDated(
  page: CoursePage,
  today: PriceBook,
  madeWith: readonly PriceOverride[],
): boolean {
  const then = courseVideoPrices(page, createPriceBook(madeWith));
  const now = courseVideoPrices(page, today);
  return then.length !== now.length || then.some((text, index) => text !== now[index]);
}

/** What the page says under a video whose prices are out of date (no figure: the old ones must not show). */
export function datedVideoPricesNotice(madeOnDmy: string): string {
  return `Prices in this video are as at ${madeOnDmy}. The Course Information card shows today’s prices.`;
}

/** Everything the video shows and says, as one text: its digest marks the files made from it. */
export function courseVideoText(slides: readonly VideoSlide[]): string {
  return JSON.stringify(slides);
}

/** SHA-256 of the video's text, in hex (Web Crypto: runs in Node and browsers alike). */
export async function courseVideoDigest(slides: readonly VideoSlide[]): Promise<string> {
  return sha256Hex(new TextEncoder().encode(courseVideoText(slides)));
}

/** A caption cue's longest text: two lines of at most 42 characters, as broadcast captions keep to. */
export const CUE_MAX_CHARS = 84;
export const CUE_LINE_CHARS = 42;

/**
 * A narration sentence cut into caption cues of at most CUE_MAX_CHARS, preferring a cut after a sentence, then after
 * ';' or ':', then after ',', then at a space. Each cue is spoken on its own, so its timing is exact. The cues,
 * joined with spaces, are the sentence.
 */
export function captionCues(text: string, max = CUE_MAX_CHARS): string[] {
  const words = text.trim().split(/\s+/);
  const cues: string[] = [];
  let start = 0;
  while (start < words.length) {
    let best = -1;
    let bestRank = -1;
    let length = -1;
    for (let end = start; end < words.length; end += 1) {
      length += words[end].length + 1;
      if (length > max && end > start) break;
      const word = words[end];
      const rank =
        end === words.length - 1
          ? 4
          : /[.!?]$/.test(word)
            ? 3
            : /[;:]$/.test(word)
              ? 2
              : /,$/.test(word)
                ? 1
                : 0;
      // A later cut of the same rank keeps cues long; a short first cue (under a third) is not worth a better rank.
      if (rank >= bestRank || length < max / 3) {
        best = end;
        bestRank = rank;
      }
    }
    cues.push(words.slice(start, best + 1).join(' '));
    start = best + 1;
  }
  return cues;
}

/** A cue's text in at most two lines of about CUE_LINE_CHARS, cut at the space nearest the middle. */
export function cueLines(text: string): string {
  if (text.length <= CUE_LINE_CHARS) return text;
  const middle = text.length / 2;
  let cut = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === ' ' && (cut === -1 || Math.abs(index - middle) < Math.abs(cut - middle))) cut = index;
  }
  return cut === -1 ? text : `${text.slice(0, cut)}\n${text.slice(cut + 1)}`;
}

export type TimedCue = { start: number; end: number; text: string };

/** 83.4567 -> '00:01:23.457' */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** WebVTT cue text is markup: '&', '<' and '>' are written as character references. */
function escapeCueText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function unescapeCueText(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/** A WebVTT captions file of the cues, numbered from 1. */
export function webVtt(cues: readonly TimedCue[]): string {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${escapeCueText(cueLines(cue.text))}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** The cues of a WebVTT file as webVtt writes them (for tests and checks of committed files). */
export function parseWebVtt(text: string): TimedCue[] {
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(':');
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  };
  const cues: TimedCue[] = [];
  for (const block of text.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const match = /^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})/.exec(lines[timing]);
    if (!match) continue;
    const cueText = lines
      .slice(timing + 1)
      .filter((line) => line.trim() !== '')
      .join(' ');
    cues.push({ start: seconds(match[1]), end: seconds(match[2]), text: unescapeCueText(cueText) });
  }
  return cues;
}

/** Abbreviations the speech engine would misread, said in full (the captions keep the written form). */
const SAID_IN_FULL: readonly [RegExp, string][] = [
  [/\bPty Ltd\b/g, 'Proprietary Limited'],
  [/\bAUD\b/g, 'Australian dollars'],
  [/ & /g, ' and '],
  // espeak-ng reads '$150' as 'dollar one hundred and fifty'.
  [/\$(\d[\d,]*)/g, '$1 dollars'],
];

/** Initialisms spoken letter by letter (espeak-ng says some as words: 'USI' as 'yoosee'). */
const INITIALISMS = ['USI', 'NSW', 'GST', 'RPL', 'ID', 'RTO', 'CPR', 'AED', 'WHS', 'PPE', 'SWMS'];

/**
 * A cue as the speech engine is given it: unit codes (letters and digits, 'HLTAID011') and initialisms spelt out
 * character by character, abbreviations in full. Words and their order are the caption's.
 */
export function speechText(cue: string): string {
  let text = cue;
  for (const [pattern, said] of SAID_IN_FULL) text = text.replace(pattern, said);
  text = text.replace(/\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,}\b/g, (code) =>
    code.split('').join(' '),
  );
  const initialism = new RegExp(`\\b(${INITIALISMS.join('|')})\\b`, 'g');
  return text.replace(initialism, (word) => word.split('').join(' '));
}

/** What `npm run videos` recorded about a video it made (content/course-videos.json). */
export type MadeVideoRecord = {
  slidesSha256: string;
  overrides: readonly PriceOverride[];
  durationSeconds: number;
  files: Readonly<Record<string, { sha256: string; bytes: number }>>;
};

export const MADE_VIDEO_MAX_BYTES = 3 * 1024 * 1024;
export const MADE_VIDEO_SECONDS = { min: 45, max: 90 } as const;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What is wrong with a made video's committed files, empty when nothing: no record; slides made from other content
 * than today's (with the prices it recorded); a file missing, changed since, or 3 MB or more; a length outside 45 to
 * 90 s; captions whose words are not the narration's, out of order, or past the end. `read` gives a file under public/.
 */
export async function madeVideoProblems(
  page: CoursePage,
  made: MadeVideoRecord | undefined,
  paths: readonly string[],
  read: (src: string) => Uint8Array | null,
): Promise<string[]> {
  if (!made) return [`${page.slug}: no record in content/course-videos.json; run npm run videos`];
  const problems: string[] = [];
  const slides = courseVideoSlides(page, createPriceBook(made.overrides));
  if ((await courseVideoDigest(slides)) !== made.slidesSha256)
    problems.push(
      `${page.slug}: the content changed since its video was made; run npm run videos -- ${page.slug}`,
    );
  if (made.durationSeconds < MADE_VIDEO_SECONDS.min || made.durationSeconds > MADE_VIDEO_SECONDS.max)
    problems.push(`${page.slug}: ${made.durationSeconds} s long; an overview runs 45 to 90 s`);
  for (const src of paths) {
    const bytes = read(src);
    const recorded = made.files[src];
    if (!bytes) problems.push(`${src} is missing`);
    else if (!recorded) problems.push(`${src} is not recorded as made by npm run videos`);
    else if (bytes.length !== recorded.bytes || (await sha256Hex(bytes)) !== recorded.sha256)
      problems.push(`${src} is not the file npm run videos made`);
    else if (bytes.length >= MADE_VIDEO_MAX_BYTES) problems.push(`${src} is 3 MB or more`);
  }
  const vttPath = paths.find((src) => src.endsWith('.vtt'));
  const vtt = vttPath ? read(vttPath) : null;
  if (vtt) {
    const cues = parseWebVtt(new TextDecoder().decode(vtt));
    const said = slides.flatMap((slide) => slide.narration).join(' ');
    if (cues.map((cue) => cue.text).join(' ') !== said)
      problems.push(`${vttPath}: its words are not the narration's`);
    if (cues.some((cue, index) => cue.end <= cue.start || (index > 0 && cue.start < cues[index - 1].end)))
      problems.push(`${vttPath}: cues overlap or run backwards`);
    if (cues.length > 0 && cues[cues.length - 1].end > made.durationSeconds)
      problems.push(`${vttPath}: captions run past the end of the video`);
  }
  return problems;
}
