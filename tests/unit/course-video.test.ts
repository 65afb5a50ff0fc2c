import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { coursePages, type CourseVideoSource } from '@/content/course-pages';
import { videoSourceFiles, videoSourceProblems, youTubeEmbedSrc } from '@/lib/rules/course-video';

const fileVideo: CourseVideoSource = {
  kind: 'file',
  files: [
    { src: '/videos/white-card.webm', type: 'video/webm' },
    { src: '/videos/white-card.mp4', type: 'video/mp4' },
  ],
  captions: { src: '/videos/white-card.en.vtt', srcLang: 'en-AU', label: 'English' },
};

describe('course page videos (content type)', () => {
  it('every configured video of the five pages is valid and its files are in public/', () => {
    for (const page of coursePages) {
      const source = page.video.source as CourseVideoSource | null;
      if (source === null) continue;
      expect(videoSourceProblems(source), page.slug).toEqual([]);
      for (const path of videoSourceFiles(source)) {
        expect(existsSync(join(process.cwd(), 'public', path)), `${page.slug}: public${path}`).toBe(true);
      }
    }
  });

  it('accepts self-hosted MP4/WebM files with a WebVTT captions track', () => {
    expect(videoSourceProblems(fileVideo)).toEqual([]);
    expect(videoSourceFiles(fileVideo)).toEqual([
      '/videos/white-card.webm',
      '/videos/white-card.mp4',
      '/videos/white-card.en.vtt',
    ]);
  });

  it('refuses files without captions, outside /videos/, or of the wrong type', () => {
    expect(videoSourceProblems({ ...fileVideo, files: [] })).toEqual([
      'a file video needs at least one file (MP4 or WebM)',
    ]);
    expect(
      videoSourceProblems({ ...fileVideo, files: [{ src: '/videos/clip.mov', type: 'video/mp4' }] }),
    ).toEqual(['/videos/clip.mov does not end in .mp4 (its type is video/mp4)']);
    expect(
      videoSourceProblems({ ...fileVideo, files: [{ src: '/videos/../secret.mp4', type: 'video/mp4' }] }),
    ).toEqual(['/videos/../secret.mp4 must be a file directly under /videos/']);
    expect(
      videoSourceProblems({
        ...fileVideo,
        captions: { src: '/videos/white-card.srt.vtt', srcLang: 'english', label: ' ' },
      }),
    ).toEqual([
      'captions language "english" is not a language tag such as en or en-AU',
      'captions need a label, e.g. English',
    ]);
  });

  it('takes an image poster under /videos/ and lists it with the files', () => {
    expect(videoSourceProblems({ ...fileVideo, poster: '/videos/white-card.jpg' })).toEqual([]);
    expect(videoSourceFiles({ ...fileVideo, poster: '/videos/white-card.jpg' })).toContain(
      '/videos/white-card.jpg',
    );
    expect(videoSourceProblems({ ...fileVideo, poster: '/videos/white-card.svg' })).toEqual([
      'poster /videos/white-card.svg must be a .jpg, .png or .webp file directly under /videos/',
    ]);
  });

  it('takes an 11-character YouTube id and plays it from youtube-nocookie.com', () => {
    expect(videoSourceProblems({ kind: 'youtube', id: 'dQw4w9WgXcQ' })).toEqual([]);
    expect(videoSourceProblems({ kind: 'youtube', id: 'https://youtu.be/dQw4w9WgXcQ' })).toHaveLength(1);
    expect(videoSourceFiles({ kind: 'youtube', id: 'dQw4w9WgXcQ' })).toEqual([]);
    expect(youTubeEmbedSrc('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });
});
