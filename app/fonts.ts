import localFont from 'next/font/local';

// Inter is self-hosted from @fontsource-variable/inter: next/font/google cannot download on these machines.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});
