import localFont from 'next/font/local';

// Inter is self-hosted: next/font/google cannot download on these machines. The file is a subset of
// @fontsource-variable/inter made by `npm run font:subset` (lib/rules/inter-subset.ts); src and weight must match it.
export const inter = localFont({
  src: '../assets/inter-latin-400-800.woff2',
  variable: '--font-inter',
  // 'optional': no swap after the first paint, so no text reflows when the font arrives late (CLS on slow phones).
  // The preload gives it its chance; a visit that misses it shows the metric-matched fallback and caches Inter.
  display: 'optional',
  weight: '400 800',
  // next/font's own fallback face names only local("Arial"), which Linux does not have: there the text fell back
  // to DejaVu Sans, 7% wider, and a 375 px top bar took a second row on a visit that missed Inter. The metric-matched
  // faces in app/globals.css also take Arial's metric clones (Liberation Sans, Arimo).
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'ui-sans-serif', 'system-ui', 'sans-serif'],
});
