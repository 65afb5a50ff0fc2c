import 'server-only';

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ImageResponse } from 'next/og';

import type { LogoVariant } from '@/content/brand';
import type { Coordinator } from '@/content/contacts';
import { BUSINESS_CARD_PX } from '@/content/marketing-assets';
import { site } from '@/content/site';
import { formatAud, websiteLabel } from '@/lib/rules/format';
import { reversedLogoSvg, type MarketingPrices } from '@/lib/files/marketing-files';

/** Raster marketing files drawn with next/og (satori + resvg): logos, business cards and the social post. */

const NAVY = '#0b2545';
const ORANGE = '#c2410c';
const YELLOW = '#facc15';

export async function logoSvg(variant: LogoVariant): Promise<string> {
  const file = variant === 'mark' ? 'logo-mark.svg' : 'logo.svg';
  const svg = await readFile(join(process.cwd(), 'public', file), 'utf8');
  return variant === 'reversed' ? reversedLogoSvg(svg) : svg;
}

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** PNG sizes: 4x the SVG's own size, transparent except the reversed logo's navy field. */
const LOGO_PNG: Record<LogoVariant, { width: number; height: number }> = {
  full: { width: 1040, height: 256 },
  mark: { width: 512, height: 512 },
  reversed: { width: 1104, height: 320 },
};

export async function logoPng(variant: LogoVariant): Promise<ImageResponse> {
  const size = LOGO_PNG[variant];
  // eslint-disable-next-line @next/next/no-img-element
  const image = <img src={dataUri(await logoSvg(variant))} width={size.width} height={size.height} alt="" />;
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%' }}>{image}</div>,
    size,
  );
}

export async function businessCardPng(coordinator: Coordinator, website: string): Promise<ImageResponse> {
  const mark = dataUri(await logoSvg('mark'));
  const line = (label: string, value: string) => (
    <div style={{ display: 'flex', alignItems: 'baseline', marginTop: 14 }}>
      <div style={{ display: 'flex', width: 110, fontSize: 26, color: ORANGE }}>{label}</div>
      <div style={{ display: 'flex', fontSize: 34, color: '#0f172a' }}>{value}</div>
    </div>
  );
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        background: '#ffffff',
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', height: 276, padding: '0 56px', background: NAVY }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={mark} width={150} height={150} alt="" />
        <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 40 }}>
          <div style={{ display: 'flex', fontSize: 22, letterSpacing: 4, color: YELLOW }}>
            {site.name.toUpperCase()}
          </div>
          <div style={{ display: 'flex', fontSize: 56, color: '#ffffff', marginTop: 10 }}>
            {coordinator.name}
          </div>
          <div style={{ display: 'flex', fontSize: 28, color: '#e2e8f0', marginTop: 8 }}>
            {coordinator.role}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', height: 14, background: YELLOW }} />
      <div style={{ display: 'flex', flexDirection: 'column', padding: '20px 56px' }}>
        {line('Phone', coordinator.phone)}
        {line('Email', coordinator.email)}
        {line('Web', websiteLabel(website))}
      </div>
    </div>,
    BUSINESS_CARD_PX,
  );
}

export const SOCIAL_PX = { width: 1080, height: 1080 } as const;

/** Square post of the first special offer at its current price. */
export async function socialPng(prices: MarketingPrices): Promise<ImageResponse> {
  const special = prices.specials[0];
  const logo = dataUri(await logoSvg('reversed'));
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: 72,
        background: `linear-gradient(150deg, ${NAVY} 0%, #1e293b 60%, ${ORANGE} 100%)`,
        color: '#ffffff',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={logo} width={483} height={140} alt="" />
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 40, color: YELLOW }}>SPECIAL OFFER · {special.area}</div>
        <div style={{ display: 'flex', fontSize: 78, lineHeight: 1.05, marginTop: 20 }}>{special.title}</div>
        <div style={{ display: 'flex', alignItems: 'baseline', marginTop: 36 }}>
          <div style={{ display: 'flex', fontSize: 168, color: '#ffffff' }}>{formatAud(special.price)}</div>
          <div
            style={{
              display: 'flex',
              fontSize: 48,
              marginLeft: 28,
              color: '#e2e8f0',
              textDecoration: 'line-through',
            }}
          >
            {formatAud(special.originalPrice)}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 32, color: '#e2e8f0' }}>
        <div style={{ display: 'flex' }}>{site.priceNote}</div>
        <div
          style={{
            display: 'flex',
            background: YELLOW,
            color: '#1c1917',
            padding: '12px 28px',
            borderRadius: 10,
          }}
        >
          BOOK NOW
        </div>
      </div>
    </div>,
    SOCIAL_PX,
  );
}
