import type { CourseVideoSource } from '@/content/course-pages';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const EXTENSION_OF_TYPE = { 'video/mp4': '.mp4', 'video/webm': '.webm' } as const;
const SAFE_PATH = /^\/videos\/[A-Za-z0-9._-]+$/;
const POSTER_EXTENSION = /\.(jpe?g|png|webp)$/i;

/** The privacy-enhanced YouTube player, started at once (the visitor has just pressed play). */
export function youTubeEmbedSrc(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

/**
 * What is wrong with a configured course video, empty when nothing: a YouTube id of 11 letters, digits, - or _;
 * files under /videos/ whose extension matches their type, a WebVTT captions track with a language, and an image
 * poster there if one is set.
 */
export function videoSourceProblems(source: CourseVideoSource): string[] {
  if (source.kind === 'youtube') {
    return YOUTUBE_ID.test(source.id)
      ? []
      : [`YouTube id "${source.id}" is not an 11-character video id (the part after watch?v=)`];
  }
  const problems: string[] = [];
  if (source.files.length === 0) problems.push('a file video needs at least one file (MP4 or WebM)');
  for (const file of source.files) {
    if (!SAFE_PATH.test(file.src)) problems.push(`${file.src} must be a file directly under /videos/`);
    if (!file.src.toLowerCase().endsWith(EXTENSION_OF_TYPE[file.type]))
      problems.push(`${file.src} does not end in ${EXTENSION_OF_TYPE[file.type]} (its type is ${file.type})`);
  }
  if (!SAFE_PATH.test(source.captions.src) || !source.captions.src.toLowerCase().endsWith('.vtt'))
    problems.push(`captions ${source.captions.src} must be a .vtt file directly under /videos/`);
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(source.captions.srcLang))
    problems.push(`captions language "${source.captions.srcLang}" is not a language tag such as en or en-AU`);
  if (!source.captions.label.trim()) problems.push('captions need a label, e.g. English');
  if (source.poster !== undefined && !(SAFE_PATH.test(source.poster) && POSTER_EXTENSION.test(source.poster)))
    problems.push(`poster ${source.poster} must be a .jpg, .png or .webp file directly under /videos/`);
  return problems;
}

/** Paths under public/ that a configured video needs, to check they exist. */
export function videoSourceFiles(source: CourseVideoSource): string[] {
  if (source.kind !== 'file') return [];
  return [
    ...source.files.map((file) => file.src),
    source.captions.src,
    ...(source.poster ? [source.poster] : []),
  ];
}
