/**
 * The brand as the marketing page shows it. The hex values are the colour tokens of app/globals.css
 * (a unit test keeps the two in step); the logos are the files in public/.
 */
export type BrandColour = {
  name: string;
  /** The CSS custom property in app/globals.css. */
  token: string;
  hex: string;
  use: string;
  /** Text colour that reads on the swatch at 4.5:1 or better. */
  textOn: string;
};

export const brandColours = [
  {
    name: 'Mine-Shaft Navy',
    token: '--primary',
    hex: '#0b2545',
    use: 'Headers, navigation, primary buttons',
    textOn: '#ffffff',
  },
  {
    name: 'Safety Orange',
    token: '--brand',
    hex: '#c2410c',
    use: 'Calls to action, highlights, links on light',
    textOn: '#ffffff',
  },
  {
    name: 'Hi-Vis Yellow',
    token: '--highlight',
    hex: '#facc15',
    use: 'Contact bar, badges, accents on navy',
    textOn: '#1c1917',
  },
  { name: 'Charcoal', token: '--foreground', hex: '#0f172a', use: 'Body text', textOn: '#ffffff' },
  { name: 'Site Grey', token: '--muted', hex: '#f1f5f9', use: 'Section backgrounds', textOn: '#0f172a' },
  {
    name: 'Pass Green',
    token: '--success',
    hex: '#15803d',
    use: 'Savings, success messages',
    textOn: '#ffffff',
  },
] as const satisfies readonly BrandColour[];

export const brandFont = {
  name: 'Inter',
  weights: 'Regular 400, Semibold 600, Bold 700, Extrabold 800',
  usage: 'Headings and body text on the website and in print. Fallbacks: Helvetica Neue, Arial, sans-serif.',
  licence: 'SIL Open Font License 1.1',
} as const;

export type LogoVariant = 'full' | 'mark' | 'reversed';

export type BrandAsset = {
  id: LogoVariant;
  title: string;
  type: 'logo';
  formats: readonly ('SVG' | 'PNG')[];
  description: string;
  /** Shown as the preview. */
  thumbnail: string;
  /** Preview background: the reversed logo is for dark backgrounds. */
  dark: boolean;
};

export const brandAssets = [
  {
    id: 'full',
    title: 'Primary Logo',
    type: 'logo',
    formats: ['SVG', 'PNG'],
    description: 'Mark and wordmark for light backgrounds. Use it wherever there is room.',
    thumbnail: '/logo.svg',
    dark: false,
  },
  {
    id: 'mark',
    title: 'Logo Mark',
    type: 'logo',
    formats: ['SVG', 'PNG'],
    description: 'The square mark alone for avatars, app icons, stickers and small spaces.',
    thumbnail: '/logo-mark.svg',
    dark: false,
  },
  {
    id: 'reversed',
    title: 'Reversed Logo',
    type: 'logo',
    formats: ['SVG', 'PNG'],
    description: 'White wordmark for navy, photo and dark backgrounds: vehicles, shirts and banners.',
    thumbnail: '/api/marketing/logos/reversed/svg',
    dark: true,
  },
] as const satisfies readonly BrandAsset[];

/** Where each logo file downloads from. */
export function logoHref(id: LogoVariant, format: 'svg' | 'png'): string {
  if (format === 'svg' && id === 'full') return '/logo.svg';
  if (format === 'svg' && id === 'mark') return '/logo-mark.svg';
  return `/api/marketing/logos/${id}/${format}`;
}
