import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/rules/seo';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/account', '/auth', '/staff'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
