import { ImageResponse } from 'next/og';
import { site } from '@/content/site';

export const alt = site.name;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0b2545 0%, #1e293b 70%, #c2410c 100%)',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, color: '#facc15', fontWeight: 700 }}>NSW · QLD</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05 }}>{site.name}</div>
        <div style={{ fontSize: 36, marginTop: 24, color: '#e2e8f0' }}>{site.tagline}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#e2e8f0' }}>
        White card · First aid · Heights · Confined spaces · Machinery tickets
      </div>
    </div>,
    size,
  );
}
