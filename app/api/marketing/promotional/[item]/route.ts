import { promotionalItems } from '@/content/marketing-assets';
import { siteUrl } from '@/lib/env';
import { brochurePdf, emailTemplateHtml, flyerPdf, marketingPrices } from '@/lib/files/marketing-files';
import { logSafeError } from '@/lib/server/log';
import { getPriceBook } from '@/lib/server/price-overrides';
import { clientIp, rateLimit } from '@/lib/server/rate-limit';
import { socialImage, socialImageEtag } from '@/lib/server/social-image-cache';

// Made on request from the content modules and the admins' current prices.
export const dynamic = 'force-dynamic';

/** The social post changes only with the price book: caches may keep it a few minutes and then revalidate by ETag. */
const SOCIAL_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export async function GET(request: Request, { params }: { params: Promise<{ item: string }> }) {
  const { item } = await params;
  if (!promotionalItems.some((candidate) => candidate.id === item))
    return new Response('Not found', { status: 404 });
  try {
    const limited = await rateLimit('marketing-file', { ip: await clientIp() });
    if (!limited.ok)
      return new Response(limited.message, {
        status: 429,
        headers: { 'Retry-After': String(limited.retryAfterSeconds), 'Cache-Control': 'no-store' },
      });
  } catch (error) {
    // The files need no database; an outage of the limiter's table does not take them down.
    logSafeError('[marketing] Rate limit unavailable for a promotional file', error);
  }
  const prices = marketingPrices(await getPriceBook());
  const headers = (type: string, name: string, cacheControl = 'no-store') => ({
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': cacheControl,
  });

  switch (item) {
    case 'brochure':
      return new Response(Buffer.from(await brochurePdf(prices, siteUrl())), {
        headers: headers('application/pdf', 'ridgeline-course-brochure.pdf'),
      });
    case 'flyer':
      return new Response(Buffer.from(await flyerPdf(prices, siteUrl())), {
        headers: headers('application/pdf', 'ridgeline-special-offers-flyer.pdf'),
      });
    case 'social': {
      const etag = socialImageEtag(prices);
      if (etagMatches(request.headers.get('if-none-match'), etag))
        return new Response(null, {
          status: 304,
          headers: { ETag: etag, 'Cache-Control': SOCIAL_CACHE_CONTROL },
        });
      const image = await socialImage(prices);
      return new Response(Buffer.from(image.png), {
        headers: {
          ...headers('image/png', 'ridgeline-social-post.png', SOCIAL_CACHE_CONTROL),
          ETag: image.etag,
        },
      });
    }
    default:
      return new Response(emailTemplateHtml(prices, siteUrl()), {
        headers: headers('text/html; charset=utf-8', 'ridgeline-email-template.html'),
      });
  }
}
