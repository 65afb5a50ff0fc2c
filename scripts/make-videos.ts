/**
 * npm run videos [-- <slug> ...] [--list-prices] [--keep]
 *
 * Makes each named course page's overview video from its content (lib/rules/course-video-script.ts): slides in the
 * site's look photographed by Chromium, narration spoken by espeak-ng, WebVTT captions timed from the speech itself,
 * VP9 + Opus WebM and H.264 + AAC MP4 at 1280x720, and a JPEG poster, into public/videos/; then records what each was
 * made from in content/course-videos.json. Prices come from the price book of the configured database (the admins'
 * overrides over content prices); --list-prices takes content prices without opening a database. --keep leaves the
 * working folder (slides, speech, encodes) in place to look at.
 *
 * Needs Debian's `ffmpeg` and `espeak-ng` (apt-get install -y ffmpeg espeak-ng) and Chromium; the build and the tests
 * never do: they read the committed files. Runs one encoder at a time with two threads, at presets measured on two
 * shared cores (docs/decisions/0008-course-videos-made-here.md): about 35 s of CPU a video.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { rerunWithReactServerCondition, runDatabaseScript } from './react-server-condition';

rerunWithReactServerCondition(__filename);

const root = resolve(__dirname, '..');

/** espeak-ng's voice and speed (words per minute): British English, a little slower than its default 175. */
const VOICE = 'en-gb';
const WORDS_PER_MINUTE = 170;
/** Silences around the speech, in seconds. */
const LEAD_IN = 0.6;
const BETWEEN_CUES = 0.12;
const BETWEEN_SENTENCES = 0.35;
const SLIDE_TAIL = 0.7;
const END_TAIL = 1.2;
const FPS = 25;
const MAX_BYTES = 3 * 1024 * 1024;
const MIN_SECONDS = 45;
const MAX_SECONDS = 90;

/** Inter as the site ships it, from the package it comes from: every weight, Latin and Latin Extended. */
const INTER_FILES = [
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
];

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr.slice(-2000)}`);
  return result.stdout;
}

function toolVersion(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')[0]
      .trim();
  } catch {
    return null;
  }
}

type Pcm = { rate: number; samples: Int16Array };

/** The 16-bit mono PCM of a WAV file as espeak-ng writes it. */
function readWav(path: string): Pcm {
  const bytes = readFileSync(path);
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error(`${path} is not a WAV file`);
  let offset = 12;
  let rate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    // espeak-ng writes its streamed output's sizes as 0x7fffffff: the data runs to the end of the file.
    const size = Math.min(bytes.readUInt32LE(offset + 4), bytes.length - offset - 8);
    const body = offset + 8;
    if (id === 'fmt ') {
      const channels = bytes.readUInt16LE(body + 2);
      const bits = bytes.readUInt16LE(body + 14);
      if (channels !== 1 || bits !== 16)
        throw new Error(`${path}: expected 16-bit mono, got ${bits}-bit x${channels}`);
      rate = bytes.readUInt32LE(body + 4);
    } else if (id === 'data') {
      const copy = Buffer.from(bytes.subarray(body, body + size - (size % 2)));
      return { rate, samples: new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${path} has no audio data`);
}

/** The speech without the silence espeak-ng puts before and after it, so a cue starts and ends with the voice. */
function trimSilence(samples: Int16Array): Int16Array {
  const threshold = 256;
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < threshold) first += 1;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) < threshold) last -= 1;
  return samples.subarray(first, last + 1);
}

function writeWav(path: string, pcm: Pcm): void {
  const data = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.rate, 24);
  header.writeUInt32LE(pcm.rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

type Probe = {
  duration: number;
  streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
};

function probe(path: string): Probe {
  const out = JSON.parse(
    run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,codec_name,width,height',
      '-of',
      'json',
      path,
    ]),
  ) as { format: { duration: string }; streams: Probe['streams'] };
  return { duration: Number(out.format.duration), streams: out.streams };
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const listPrices = argv.includes('--list-prices');
  const keep = argv.includes('--keep');

  const ffmpeg = toolVersion('ffmpeg', ['-version']);
  const espeak = toolVersion('espeak-ng', ['--version']);
  if (!ffmpeg || !espeak) {
    console.error('npm run videos needs ffmpeg and espeak-ng: apt-get install -y ffmpeg espeak-ng');
    return 1;
  }

  const { coursePages, namedCoursePageSlugs } = await import('../content/course-pages');
  const { site } = await import('../content/site');
  const { createPriceBook } = await import('../lib/rules/price-book');
  const script = await import('../lib/rules/course-video-script');
  const { courseVideoSlideHtml, SLIDE_HEIGHT, SLIDE_WIDTH } = await import('../lib/files/course-video-slide');
  const { videoSourceProblems } = await import('../lib/rules/course-video');
  const { chromium } = await import('@playwright/test');
  const { chromiumArgs, chromiumPath } = await import('../tests/support/chromium');

  const unknown = argv.filter(
    (arg) => !arg.startsWith('--') && !namedCoursePageSlugs.some((slug) => slug === arg),
  );
  if (unknown.length > 0) {
    console.error(`Unknown course page: ${unknown.join(', ')}. Known: ${namedCoursePageSlugs.join(', ')}`);
    return 2;
  }
  const chosen = argv.filter((arg) => !arg.startsWith('--'));
  const pages = coursePages.filter((page) => chosen.length === 0 || chosen.includes(page.slug));

  let overrides: import('../lib/rules/price-book').PriceOverride[] = [];
  if (!listPrices) {
    const { withUser } = await import('../lib/db');
    const { listPriceOverrides } = await import('../lib/server/price-overrides');
    overrides = await withUser(null, listPriceOverrides);
    console.info(`Prices: content prices with ${overrides.length} override(s) from the database.`);
  } else {
    console.info('Prices: content list prices (--list-prices).');
  }
  const book = createPriceBook(overrides);

  const fontCss = INTER_FILES.map(
    (file) =>
      `@font-face { font-family: Inter; font-style: normal; font-weight: 100 900; font-display: block; src: url('${pathToFileURL(join(root, file)).href}') format('woff2'); }`,
  ).join('\n');
  const logoSvg = readFileSync(join(root, 'public/logo.svg'), 'utf8');
  const madeOn = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(new Date());
  const manifestPath = join(root, 'content/course-videos.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  const outDir = join(root, 'public/videos');
  mkdirSync(outDir, { recursive: true });

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const page of pages) {
      const source = page.video.source;
      if (source.kind !== 'file' || !source.madeHere) {
        console.info(`${page.slug}: the provider's own video is set; skipped.`);
        continue;
      }
      const problems = videoSourceProblems(source);
      if (problems.length > 0) throw new Error(`${page.slug}: ${problems.join('; ')}`);
      const started = Date.now();
      const work = mkdtempSync(join(tmpdir(), `video-${page.slug}-`));
      try {
        const slides = script.courseVideoSlides(page, book);

        // Speech, one caption cue at a time: each cue's start and end are where its own voice starts and ends.
        const cues: { start: number; end: number; text: string }[] = [];
        const pieces: { at: number; samples: Int16Array }[] = [];
        const slideTimes: number[] = [];
        let rate = 0;
        let time = LEAD_IN;
        let cueNumber = 0;
        for (const slide of slides) {
          const slideStart = slides.indexOf(slide) === 0 ? 0 : time;
          slide.narration.forEach((sentence, sentenceIndex) => {
            if (sentenceIndex > 0) time += BETWEEN_SENTENCES;
            script.captionCues(sentence).forEach((text, cueIndex) => {
              if (cueIndex > 0) time += BETWEEN_CUES;
              cueNumber += 1;
              const wav = join(work, `cue-${cueNumber}.wav`);
              run('espeak-ng', [
                '-v',
                VOICE,
                '-s',
                String(WORDS_PER_MINUTE),
                '-w',
                wav,
                script.speechText(text),
              ]);
              const pcm = readWav(wav);
              if (rate !== 0 && pcm.rate !== rate) throw new Error('espeak-ng changed its sample rate');
              rate = pcm.rate;
              const samples = trimSilence(pcm.samples);
              // Sample-exact: a cue's times are the samples it occupies in the narration track.
              const at = Math.round(time * rate);
              pieces.push({ at, samples });
              cues.push({ start: at / rate, end: (at + samples.length) / rate, text });
              time = (at + samples.length) / rate;
            });
          });
          time += SLIDE_TAIL;
          slideTimes.push(time - slideStart);
        }
        time += END_TAIL - SLIDE_TAIL;
        slideTimes[slideTimes.length - 1] += END_TAIL - SLIDE_TAIL;
        const total = Math.round(time * rate);
        const narration = new Int16Array(total);
        for (const piece of pieces) narration.set(piece.samples, piece.at);
        const duration = total / rate;
        writeWav(join(work, 'narration.wav'), { rate, samples: narration });

        // Slides: Chromium photographs each with Inter loaded; a slide whose text overflows stops the run.
        const spoken = Date.now();
        const tab = await browser.newPage({ viewport: { width: SLIDE_WIDTH, height: SLIDE_HEIGHT } });
        const posterSvg = readFileSync(join(root, `public/images/course-poster-${page.slug}.svg`), 'utf8');
        const courseTitle = script.courseShortTitle(page.title);
        for (const [index, slide] of slides.entries()) {
          const html = courseVideoSlideHtml(
            slide,
            { courseTitle, siteName: site.name, position: index + 1, total: slides.length },
            { fontCss, logoSvg, posterSvg },
          );
          const htmlPath = join(work, `slide-${index + 1}.html`);
          writeFileSync(htmlPath, html);
          await tab.goto(pathToFileURL(htmlPath).href);
          const check = await tab.evaluate(async () => {
            await document.fonts.ready;
            const main = document.querySelector('main');
            return {
              inter:
                document.fonts.check('800 54px Inter') &&
                [...document.fonts].some((face) => face.status === 'loaded'),
              overflow:
                document.documentElement.scrollWidth > window.innerWidth ||
                document.documentElement.scrollHeight > window.innerHeight ||
                (main !== null && main.scrollHeight > main.clientHeight + 1),
            };
          });
          if (!check.inter) throw new Error(`${page.slug} slide ${index + 1}: Inter did not load`);
          if (check.overflow)
            throw new Error(`${page.slug} slide ${index + 1} ("${slide.heading}"): its text does not fit`);
          await tab.screenshot({ path: join(work, `slide-${index + 1}.png`) });
          if (index === 0)
            await tab.screenshot({ path: join(work, 'poster.jpg'), type: 'jpeg', quality: 80 });
        }
        await tab.close();

        // The concat list shows each slide for its narration's time (the last file is listed twice, as ffmpeg needs).
        const list = slides
          .map((_, index) => `file 'slide-${index + 1}.png'\nduration ${slideTimes[index].toFixed(6)}`)
          .concat(`file 'slide-${slides.length}.png'`)
          .join('\n');
        writeFileSync(join(work, 'slides.txt'), `${list}\n`);
        // Frames first (the concat input has one frame per slide), then the fades from and to black.
        const fade = `fps=${FPS},fade=t=in:st=0:d=0.5,fade=t=out:st=${(duration - 0.6).toFixed(3)}:d=0.6,format=yuv420p`;
        const inputs = [
          '-y',
          '-hide_banner',
          '-loglevel',
          'error',
          '-threads',
          '2',
          '-f',
          'concat',
          '-safe',
          '0',
          '-i',
          join(work, 'slides.txt'),
          '-i',
          join(work, 'narration.wav'),
          '-vf',
          fade,
          '-t',
          duration.toFixed(3),
        ];
        const photographed = Date.now();
        const webm = join(work, `${page.slug}.webm`);
        const mp4 = join(work, `${page.slug}.mp4`);
        run('ffmpeg', [
          ...inputs,
          '-c:v',
          'libvpx-vp9',
          '-b:v',
          '0',
          '-crf',
          '40',
          '-deadline',
          'realtime',
          '-cpu-used',
          '8',
          '-row-mt',
          '1',
          '-g',
          String(FPS * 10),
          '-c:a',
          'libopus',
          '-b:a',
          '48k',
          '-ac',
          '1',
          '-ar',
          '48000',
          '-threads',
          '2',
          webm,
        ]);
        run('ffmpeg', [
          ...inputs,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-tune',
          'stillimage',
          '-crf',
          '28',
          '-profile:v',
          'high',
          '-g',
          String(FPS * 10),
          '-c:a',
          'aac',
          '-b:a',
          '64k',
          '-ac',
          '1',
          '-ar',
          '44100',
          '-movflags',
          '+faststart',
          '-threads',
          '2',
          mp4,
        ]);
        const encoded = Date.now();
        console.info(
          `${page.slug}: speech ${((spoken - started) / 1000).toFixed(1)} s, slides ${((photographed - spoken) / 1000).toFixed(1)} s, encoding ${((encoded - photographed) / 1000).toFixed(1)} s`,
        );
        const vtt = join(work, `${page.slug}.en.vtt`);
        writeFileSync(vtt, script.webVtt(cues));

        for (const [file, video, audio] of [
          [webm, 'vp9', 'opus'],
          [mp4, 'h264', 'aac'],
        ] as const) {
          const found = probe(file);
          const picture = found.streams.find((stream) => stream.codec_type === 'video');
          const sound = found.streams.find((stream) => stream.codec_type === 'audio');
          const bytes = statSync(file).size;
          if (picture?.codec_name !== video || sound?.codec_name !== audio)
            throw new Error(
              `${file}: expected ${video} + ${audio}, got ${picture?.codec_name} + ${sound?.codec_name}`,
            );
          if (picture.width !== SLIDE_WIDTH || picture.height !== SLIDE_HEIGHT)
            throw new Error(`${file}: not 1280x720`);
          if (bytes >= MAX_BYTES) throw new Error(`${file}: ${bytes} bytes, over 3 MB`);
          if (found.duration < MIN_SECONDS || found.duration > MAX_SECONDS)
            throw new Error(
              `${page.slug}: ${found.duration.toFixed(1)} s; a course overview runs 45 to 90 s. Shorten or lengthen its narration.`,
            );
        }

        // Only whole, checked sets reach public/videos/.
        const outputs: [string, string][] = [
          [webm, source.files.find((file) => file.type === 'video/webm')!.src],
          [mp4, source.files.find((file) => file.type === 'video/mp4')!.src],
          [vtt, source.captions.src],
          [join(work, 'poster.jpg'), source.poster!],
        ];
        const files: Record<string, { sha256: string; bytes: number }> = {};
        for (const [from, src] of outputs) {
          const to = join(root, 'public', src);
          copyFileSync(from, to);
          files[src] = { sha256: sha256(to), bytes: statSync(to).size };
        }
        manifest[page.slug] = {
          slidesSha256: await script.courseVideoDigest(slides),
          overrides,
          madeOn,
          durationSeconds: Math.round(duration * 1000) / 1000,
          voice: `espeak-ng ${/\d+(\.\d+)+/.exec(espeak)?.[0] ?? ''} ${VOICE} ${WORDS_PER_MINUTE} wpm`,
          files,
        };
        // Written after each video, in the pages' order, so a failure later keeps what was made.
        const ordered = Object.fromEntries(
          namedCoursePageSlugs.filter((slug) => slug in manifest).map((slug) => [slug, manifest[slug]]),
        );
        writeFileSync(manifestPath, `${JSON.stringify(ordered, null, 2)}\n`);
        const sizes = Object.entries(files)
          .map(([src, file]) => `${src.replace('/videos/', '')} ${(file.bytes / 1024).toFixed(0)} KB`)
          .join(', ');
        console.info(
          `${page.slug}: ${duration.toFixed(1)} s, ${cues.length} cues; ${sizes} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      } finally {
        if (keep) console.info(`${page.slug}: slides, speech and encodes kept in ${work}`);
        else rmSync(work, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  return 0;
}

runDatabaseScript(main);
