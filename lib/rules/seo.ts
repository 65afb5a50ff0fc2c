import type { Metadata } from 'next';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';

/** Canonical origin for links in metadata, sitemaps and structured data (SITE_URL). */
export function siteOrigin(): string {
  return siteUrl();
}

export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}

type PageMetadataInput = {
  title: string;
  description: string;
  path: string;
  noIndex?: boolean;
};

/** Per-page metadata with a canonical URL and Open Graph fields; the root layout supplies the title template. */
export function pageMetadata({ title, description, path, noIndex }: PageMetadataInput): Metadata {
  // The Open Graph image comes from app/opengraph-image.tsx, which Next applies to every route.
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url: path,
      siteName: site.name,
      locale: 'en_AU',
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${site.name}`, description },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
