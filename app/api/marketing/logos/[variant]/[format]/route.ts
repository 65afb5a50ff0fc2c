import { brandAssets, type LogoVariant } from '@/content/brand';
import { logoPng, logoSvg } from '@/lib/server/marketing-images';

// Made once at build time from the SVGs in public/.
export const dynamic = 'force-static';
export const dynamicParams = false;

const formats = ['svg', 'png'] as const;

export function generateStaticParams() {
  return brandAssets.flatMap((asset) => formats.map((format) => ({ variant: asset.id, format })));
}

const fileNames: Record<LogoVariant, string> = {
  full: 'ridgeline-logo',
  mark: 'ridgeline-logo-mark',
  reversed: 'ridgeline-logo-reversed',
};

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ variant: string; format: string }> },
) {
  const { variant, format } = await params;
  const asset = brandAssets.find((candidate) => candidate.id === variant);
  if (!asset || (format !== 'svg' && format !== 'png')) return new Response('Not found', { status: 404 });
  const disposition = `attachment; filename="${fileNames[asset.id]}.${format}"`;
  if (format === 'svg') {
    return new Response(await logoSvg(asset.id), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Content-Disposition': disposition },
    });
  }
  const image = await logoPng(asset.id);
  return new Response(image.body, {
    headers: { 'Content-Type': 'image/png', 'Content-Disposition': disposition },
  });
}
