import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { coursePages, type CoursePage, type CourseVideoSource } from '@/content/course-pages';
import { madeCourseVideos } from '@/content/course-videos';
import { videoSourceFiles } from '@/lib/rules/course-video';
import { madeVideoProblems, type MadeVideoRecord } from '@/lib/rules/course-video-script';
import { parseYmd } from '@/lib/rules/format';

/**
 * The overview videos `npm run videos` made and committed: each configured file is there, is the one the script
 * made, and was made from today's content. Editing a course page's facts without remaking its video fails here.
 */

type FileSource = Extract<CourseVideoSource, { kind: 'file' }>;

function readPublic(src: string): Uint8Array | null {
  const path = join(process.cwd(), 'public', src);
  return existsSync(path) ? readFileSync(path) : null;
}

const made = coursePages.filter((page) => {
  const source = page.video.source as CourseVideoSource | null;
  return source?.kind === 'file' && source.madeHere === true;
});

describe('committed course overview videos', () => {
  it('every one of the five course pages has one', () => {
    expect(made.map((page) => page.slug)).toEqual(coursePages.map((page) => page.slug));
  });

  for (const page of made) {
    it(`${page.slug}: files, captions and poster are there and made from today's content`, async () => {
      const source = page.video.source as FileSource;
      const record = madeCourseVideos[page.slug];
      expect(await madeVideoProblems(page, record, videoSourceFiles(source), readPublic)).toEqual([]);
      expect(parseYmd(record!.madeOn), record!.madeOn).not.toBeNull();
      expect(record!.voice).toMatch(/^espeak-ng /);
      // Both formats, the captions and the poster; and nothing recorded that the page does not use.
      expect(Object.keys(record!.files).sort()).toEqual(videoSourceFiles(source).toSorted());
      const bytes = (src: string) => readPublic(src)!;
      const webm = source.files.find((file) => file.type === 'video/webm')!.src;
      const mp4 = source.files.find((file) => file.type === 'video/mp4')!.src;
      expect(Buffer.from(bytes(webm).subarray(0, 4)).toString('hex')).toBe('1a45dfa3');
      expect(Buffer.from(bytes(mp4).subarray(4, 8)).toString('latin1')).toBe('ftyp');
      expect(Buffer.from(bytes(source.poster!).subarray(0, 3)).toString('hex')).toBe('ffd8ff');
    });
  }
});

describe('the check of a made video', () => {
  const page = made[0];
  const source = page.video.source as FileSource;
  const record = madeCourseVideos[page.slug] as MadeVideoRecord;
  const files = videoSourceFiles(source);

  it('fails when the content changed after the video was made', async () => {
    const edited = {
      ...page,
      facts: { ...page.facts, maxStudents: page.facts.maxStudents + 1 },
    } as CoursePage;
    // The class size is on a slide and in the narration, so the captions no longer say it either.
    expect(await madeVideoProblems(edited, record, files, readPublic)).toEqual([
      `${page.slug}: the content changed since its video was made; run npm run videos -- ${page.slug}`,
      `${source.captions.src}: its words are not the narration's`,
    ]);
  });

  it('fails when a file is missing or is not the one the script made, and when there is no record', async () => {
    const [first, second] = files;
    const read = (src: string) =>
      src === first ? null : src === second ? new Uint8Array([1, 2, 3]) : readPublic(src);
    expect(await madeVideoProblems(page, record, files, read)).toEqual([
      `${first} is missing`,
      `${second} is not the file npm run videos made`,
    ]);
    expect(await madeVideoProblems(page, undefined, files, readPublic)).toEqual([
      `${page.slug}: no record in content/course-videos.json; run npm run videos`,
    ]);
  });

  it('fails when the captions are not the narration', async () => {
    const vtt = source.captions.src;
    const text = new TextDecoder().decode(readPublic(vtt)!).replace(/Welcome to/, 'Hello from');
    const read = (src: string) => (src === vtt ? new TextEncoder().encode(text) : readPublic(src));
    const withHash = { ...record, files: { ...record.files } };
    delete (withHash.files as Record<string, unknown>)[vtt];
    expect(await madeVideoProblems(page, withHash, files, read)).toEqual([
      `${vtt} is not recorded as made by npm run videos`,
      `${vtt}: its words are not the narration's`,
    ]);
  });
});
