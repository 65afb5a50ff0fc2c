import { coordinators, type StateCode } from '@/content/contacts';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import { businessCardPdf } from '@/lib/files/marketing-files';
import { businessCardPng } from '@/lib/server/marketing-images';
import { buildVCard, vCardFileName } from '@/lib/files/vcard';

// Print files of the two coordinators' cards, made at build time from content/contacts.ts and SITE_URL.
export const dynamic = 'force-static';
export const dynamicParams = false;

const formats = ['pdf', 'png', 'vcf'] as const;

export function generateStaticParams() {
  return (Object.keys(coordinators) as StateCode[]).flatMap((state) =>
    formats.map((format) => ({ state: state.toLowerCase(), format })),
  );
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ state: string; format: string }> },
) {
  const { state, format } = await params;
  const coordinator = coordinators[state.toUpperCase() as StateCode] ?? null;
  if (!coordinator) return new Response('Not found', { status: 404 });
  const base = `business-card-${coordinator.state.toLowerCase()}-${vCardFileName(coordinator.name).replace(/\.vcf$/, '')}`;

  if (format === 'pdf') {
    return new Response(Buffer.from(await businessCardPdf(coordinator, siteUrl())), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${base}.pdf"`,
      },
    });
  }
  if (format === 'png') {
    const image = await businessCardPng(coordinator, siteUrl());
    return new Response(image.body, {
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': `attachment; filename="${base}.png"` },
    });
  }
  if (format === 'vcf') {
    const card = buildVCard({
      ...coordinator,
      website: siteUrl(),
      organisation: site.name,
      region: coordinator.state,
    });
    return new Response(card, {
      headers: {
        'Content-Type': 'text/vcard; charset=utf-8',
        'Content-Disposition': `attachment; filename="${vCardFileName(coordinator.name)}"`,
      },
    });
  }
  return new Response('Not found', { status: 404 });
}
