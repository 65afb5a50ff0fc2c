import { promotionalItems } from '@/content/marketing-assets';
import { siteUrl } from '@/lib/env';
import { brochurePdf, emailTemplateHtml, flyerPdf, marketingPrices } from '@/lib/files/marketing-files';
import { socialPng } from '@/lib/server/marketing-images';
import { getPriceBook } from '@/lib/server/price-overrides';

// Made on each download from the content modules and the admins' current prices.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ item: string }> }) {
  const { item } = await params;
  if (!promotionalItems.some((candidate) => candidate.id === item))
    return new Response('Not found', { status: 404 });
  const prices = marketingPrices(await getPriceBook());
  const headers = (type: string, name: string) => ({
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });

  switch (item) {
    case 'brochure':
      return new Response(Buffer.from(brochurePdf(prices)), {
        headers: headers('application/pdf', 'ridgeline-course-brochure.pdf'),
      });
    case 'flyer':
      return new Response(Buffer.from(flyerPdf(prices)), {
        headers: headers('application/pdf', 'ridgeline-special-offers-flyer.pdf'),
      });
    case 'social': {
      const image = await socialPng(prices);
      return new Response(image.body, { headers: headers('image/png', 'ridgeline-social-post.png') });
    }
    default:
      return new Response(emailTemplateHtml(prices, siteUrl()), {
        headers: headers('text/html; charset=utf-8', 'ridgeline-email-template.html'),
      });
  }
}
