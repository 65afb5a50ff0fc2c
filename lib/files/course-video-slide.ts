import type { VideoSlide } from '@/lib/rules/course-video-script';

/**
 * One slide of a course overview video as a 1280x720 HTML page in the site's look (brand colours of
 * app/globals.css, Inter, the logo, the hazard stripe and the course's poster), which `npm run videos` photographs
 * with Chromium. Pure: the fonts, logo and poster come in as text.
 */

export const SLIDE_WIDTH = 1280;
export const SLIDE_HEIGHT = 720;

export type SlideAssets = {
  /** @font-face rules for 'Inter' (the project's own font files). */
  fontCss: string;
  /** public/logo.svg */
  logoSvg: string;
  /** public/images/course-poster-{slug}.svg: the title slide is the poster the page shows before play. */
  posterSvg: string;
};

const BRAND = {
  primary: '#0b2545',
  foreground: '#0f172a',
  muted: '#475569',
  brand: '#c2410c',
  highlight: '#facc15',
  border: '#cbd5e1',
  accent: '#fff7ed',
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const css = (fontCss: string) => `
${fontCss}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${SLIDE_WIDTH}px; height: ${SLIDE_HEIGHT}px; overflow: hidden; }
body { font-family: Inter, sans-serif; color: ${BRAND.foreground}; background: #fff; position: relative;
  -webkit-font-smoothing: antialiased; }
.stripe { position: absolute; inset: 0 0 auto 0; height: 14px;
  background: repeating-linear-gradient(45deg, ${BRAND.highlight} 0 14px, ${BRAND.primary} 14px 28px); }
header { position: absolute; top: 38px; left: 64px; right: 64px; display: flex; align-items: center;
  justify-content: space-between; }
header .logo svg { height: 52px; width: auto; display: block; }
header .course { font-size: 20px; font-weight: 600; color: ${BRAND.muted}; }
main { position: absolute; top: 128px; left: 64px; right: 64px; bottom: 92px; display: flex; flex-direction: column; }
.kicker { font-size: 20px; font-weight: 700; letter-spacing: 4px; text-transform: uppercase; color: ${BRAND.brand}; }
.bar { width: 72px; height: 8px; border-radius: 4px; background: #f97316; margin: 12px 0 14px; }
h1 { font-size: 54px; line-height: 1.1; font-weight: 800; color: ${BRAND.primary}; letter-spacing: -0.5px; }
.rows { margin-top: 28px; display: flex; flex-direction: column; gap: 14px; }
.rows.dense { gap: 8px; margin-top: 22px; }
.item { display: flex; align-items: baseline; gap: 18px; font-size: 28px; line-height: 1.3; font-weight: 600; }
.dense .item { font-size: 23px; }
.item::before { content: ''; flex: none; width: 14px; height: 14px; border-radius: 3px; background: ${BRAND.brand};
  transform: translateY(-3px); }
.item.coded::before { display: none; }
.code { flex: none; min-width: 170px; font-size: 0.8em; font-weight: 700; color: #fff; background: ${BRAND.primary};
  border-radius: 6px; padding: 3px 12px; text-align: center; }
.facts { margin-top: 28px; display: grid; grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); gap: 18px; }
.facts.dense { grid-template-columns: 1fr; gap: 8px; margin-top: 20px; }
.fact { border: 2px solid ${BRAND.border}; border-radius: 12px; padding: 18px 22px; background: #fff; }
.dense .fact { display: flex; justify-content: space-between; align-items: baseline; gap: 24px; padding: 9px 18px; }
.fact .label { font-size: 17px; font-weight: 700; letter-spacing: 2px; text-transform: uppercase; color: ${BRAND.muted}; }
.dense .fact .label { font-size: 20px; letter-spacing: 0; text-transform: none; color: ${BRAND.foreground}; font-weight: 600; }
.fact .value { margin-top: 8px; font-size: 30px; line-height: 1.25; font-weight: 700; color: ${BRAND.primary}; }
.dense .fact .value { margin-top: 0; font-size: 22px; text-align: right; }
.note { margin-top: auto; font-size: 20px; color: ${BRAND.muted}; font-weight: 500; }
footer { position: absolute; left: 0; right: 0; bottom: 0; height: 64px; background: ${BRAND.primary}; color: #fff;
  display: flex; align-items: center; justify-content: space-between; padding: 0 64px; font-size: 18px; font-weight: 600; }
footer .progress { color: ${BRAND.highlight}; letter-spacing: 2px; }
.poster { position: absolute; inset: 0; }
.poster svg { width: 100%; height: 100%; display: block; }
.badge { position: absolute; top: 44px; left: 64px; background: #fff; border-radius: 14px; padding: 12px 18px;
  box-shadow: 0 6px 24px rgba(0,0,0,0.25); }
.badge svg { height: 56px; width: auto; display: block; }
body.closing { background: ${BRAND.primary}; color: #fff; }
body.closing h1 { color: #fff; font-size: 64px; }
body.closing .kicker { color: #fdba74; }
body.closing .item { color: #fff; }
body.closing .item::before { background: ${BRAND.highlight}; }
body.closing .badge { top: 38px; }
body.closing main { top: 170px; }
`;

function rowsHtml(slide: VideoSlide): string {
  if (slide.rows.length === 0) return '';
  const dense = slide.rows.length > 4;
  if (slide.kind === 'facts') {
    const facts = slide.rows
      .map(
        (row) =>
          `<div class="fact">${row.label ? `<div class="label">${escapeHtml(row.label)}</div>` : ''}<div class="value">${escapeHtml(row.value)}</div></div>`,
      )
      .join('');
    return `<div class="facts${dense ? ' dense' : ''}">${facts}</div>`;
  }
  const items = slide.rows
    .map((row) =>
      row.label
        ? `<li class="item coded"><span class="code">${escapeHtml(row.label)}</span><span>${escapeHtml(row.value)}</span></li>`
        : `<li class="item"><span>${escapeHtml(row.value)}</span></li>`,
    )
    .join('');
  return `<ul class="rows${dense ? ' dense' : ''}" role="list">${items}</ul>`;
}

/** The slide's whole HTML document. `position` is 1-based; the footer shows it as progress. */
export function courseVideoSlideHtml(
  slide: VideoSlide,
  context: { courseTitle: string; siteName: string; position: number; total: number },
  assets: SlideAssets,
): string {
  const head = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(slide.heading)}</title><style>${css(assets.fontCss)}</style></head>`;
  if (slide.kind === 'title') {
    // The poster already says "COURSE OVERVIEW" and the course name in the site's type; the brand sits on top.
    return `${head}<body><div class="poster">${assets.posterSvg}</div><div class="badge">${assets.logoSvg}</div></body></html>`;
  }
  const main = `<main><p class="kicker">${escapeHtml(slide.kicker)}</p><div class="bar"></div><h1>${escapeHtml(slide.heading)}</h1>${rowsHtml(slide)}${slide.note ? `<p class="note">${escapeHtml(slide.note)}</p>` : ''}</main>`;
  if (slide.kind === 'closing') {
    return `${head}<body class="closing"><div class="stripe"></div><div class="badge">${assets.logoSvg}</div>${main}</body></html>`;
  }
  return `${head}<body><div class="stripe"></div><header><div class="logo">${assets.logoSvg}</div><p class="course">${escapeHtml(context.courseTitle)}</p></header>${main}<footer><span>${escapeHtml(context.siteName)}</span><span class="progress">${context.position} / ${context.total}</span></footer></body></html>`;
}
