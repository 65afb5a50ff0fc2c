import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/lib/edge/public-routes';
import { absoluteUrl } from '@/lib/rules/seo';

/** Indexable pages only, each once: a noindex page in a sitemap is an error in Search Console. */
export default function sitemap(): MetadataRoute.Sitemap {
  const seen = new Set<string>();
  return publicRoutes()
    .filter((route) => route.indexable && !seen.has(route.path) && Boolean(seen.add(route.path)))
    .map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    }));
}
