import type { Metadata, Viewport } from 'next';
import { SessionProvider } from '@/components/auth/session-provider';
import { ContactBar } from '@/components/layout/contact-bar';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { SaleBanner } from '@/components/layout/sale-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteLinkNavigation } from '@/components/layout/site-link-navigation';
import { site } from '@/content/site';
import { siteOrigin } from '@/lib/rules/seo';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: {
    default: `${site.name} | Mining & Civil Safety Training NSW & QLD`,
    template: `%s | ${site.name}`,
  },
  description: site.description,
  applicationName: site.name,
  openGraph: {
    siteName: site.name,
    locale: 'en_AU',
    type: 'website',
  },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="text-primary sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SessionProvider>
          <SiteLinkNavigation />
          <SaleBanner />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="focus:outline-none">
            {children}
          </main>
          {/* Before the footer: it sticks to the bottom of the screen over the page, and comes to rest above the
              footer instead of covering its links (Lighthouse's target-size audit on short pages). */}
          <ContactBar />
          <SiteFooter />
          <DeferredToaster />
        </SessionProvider>
      </body>
    </html>
  );
}
