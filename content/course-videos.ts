import type { NamedCoursePageSlug } from './course-pages';
import made from './course-videos.json';

/**
 * What each course overview video was made from, written by `npm run videos` (scripts/make-videos.ts) beside the
 * files it writes to public/videos/. tests/unit/course-video-files.test.ts rebuilds the slides from today's content
 * with the recorded price overrides and fails when their digest or a file's differs: the files are then stale.
 */
export type MadeCourseVideo = {
  /** SHA-256 of everything the video shows and says (lib/rules/course-video-script.ts, courseVideoDigest). */
  slidesSha256: string;
  /** The admins' price overrides in force when it was made (none: content list prices). */
  overrides: {
    itemType: 'unit' | 'package';
    itemId: string;
    level: 'standard' | 'experienced';
    price: number;
  }[];
  /** The day it was made, on the provider's clock (YYYY-MM-DD). */
  madeOn: string;
  durationSeconds: number;
  /** The speech engine and voice that spoke the narration. */
  voice: string;
  /** Each file under public/ with its SHA-256 and size. */
  files: Record<`/videos/${string}`, { sha256: string; bytes: number }>;
};

// JSON widens string unions to string; the unit test checks every record against the type's rules.
export const madeCourseVideos = made as Partial<Record<NamedCoursePageSlug, MadeCourseVideo>>;
