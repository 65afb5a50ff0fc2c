import localFont from 'next/font/local';

// Inter is self-hosted from @fontsource-variable/inter: next/font/google cannot download on these machines.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  // 'optional': no swap after the first paint, so no text reflows when the font arrives late (CLS on slow phones).
  // The preload gives it its chance; a visit that misses it shows the metric-matched fallback and caches Inter.
  display: 'optional',
  weight: '100 900',
});
