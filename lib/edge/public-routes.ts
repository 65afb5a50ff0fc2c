import { unitCodes as learningUnitCodes } from '@/content/learning/units';
import { locations } from '@/content/locations';
import { allCourseSlugs } from '@/lib/rules/course-slug';

export type PublicRoute = {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly';
  priority: number;
  /** False for a page marked noindex: visitors reach it, the sitemap leaves it out. */
  indexable: boolean;
};

const staticPaths: ReadonlyArray<[string, PublicRoute['changeFrequency'], number]> = [
  ['/', 'weekly', 1],
  ['/courses', 'weekly', 0.9],
  ['/calendar', 'daily', 0.8],
  ['/booking', 'monthly', 0.8],
  ['/packages', 'weekly', 0.8],
  ['/promotions', 'weekly', 0.8],
  ['/reviews', 'daily', 0.6],
  ['/contact', 'monthly', 0.6],
  ['/fees-and-policies', 'monthly', 0.5],
  ['/about', 'monthly', 0.4],
  ['/training-package', 'monthly', 0.6],
  ['/assessor-guide', 'monthly', 0.4],
  ['/marketing', 'monthly', 0.3],
  ['/services', 'monthly', 0.2],
  ['/resources', 'monthly', 0.2],
];

/**
 * Public pages whose metadata says noindex (thin link pages). tests/unit/sitemap.test.ts holds this list to the
 * pages' own `noIndex`.
 */
export const NOINDEX_PATHS: readonly string[] = ['/services', '/resources'];

/** Every page a visitor or a search engine may open; the sitemap and the link-crawl test both read it. */
export function publicRoutes(): PublicRoute[] {
  return [
    ...staticPaths.map(([path, changeFrequency, priority]) => ({
      path,
      changeFrequency,
      priority,
      indexable: !NOINDEX_PATHS.includes(path),
    })),
    ...locations.map((location) => ({
      path: `/locations/${location.slug}`,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      indexable: true,
    })),
    ...allCourseSlugs().map((slug) => ({
      path: `/courses/${slug}`,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
      indexable: true,
    })),
    ...learningUnitCodes.flatMap((code) =>
      [
        `/elearning/${code}`,
        `/assessments/${code}/theory`,
        `/presentations/${code}/trainer`,
        `/presentations/${code}/learner`,
      ].map((path) => ({ path, changeFrequency: 'monthly' as const, priority: 0.5, indexable: true })),
    ),
    ...locations.map((location) => ({
      path: `/calendar/${location.slug}`,
      changeFrequency: 'daily' as const,
      priority: 0.6,
      indexable: true,
    })),
  ];
}
