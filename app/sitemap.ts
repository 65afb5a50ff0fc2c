import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/lib/edge/public-routes';
import { absoluteUrl } from '@/lib/rules/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
