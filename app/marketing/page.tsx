import { Suspense } from 'react';
import { MessageSquareIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { BrandAssets } from '@/components/marketing/brand-assets';
import { BusinessCards } from '@/components/marketing/business-cards';
import { CampaignsPanel, CampaignsPanelFallback } from '@/components/marketing/campaigns-panel';
import { MarketingTabs } from '@/components/marketing/marketing-tabs';
import { PromotionalItems } from '@/components/marketing/promotional-items';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';
import { buttonVariants } from '@/components/ui/button';
import { marketingIntro } from '@/content/marketing-assets';
import { siteUrl } from '@/lib/env';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: 'Marketing Resources',
  description:
    'Brand assets, business cards, promotional material and e-mail campaigns for Ridgeline Safety Training staff and partners.',
  path: '/marketing',
});

export default function MarketingPage() {
  return (
    <>
      <PageHeader title="Marketing Resources" lead={marketingIntro}>
        <a href="/contact" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
          <MessageSquareIcon aria-hidden="true" />
          Contact Marketing Team
        </a>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        <MarketingTabs
          panels={{
            brand: <BrandAssets />,
            cards: <BusinessCards website={siteUrl()} />,
            promotional: <PromotionalItems />,
            campaigns: (
              <Suspense fallback={<CampaignsPanelFallback />}>
                <CampaignsPanel />
              </Suspense>
            ),
          }}
        />
      </div>

      <NewsletterSignup
        source="marketing-page"
        variant="inline"
        title="Get marketing updates"
        description="New material, course dates and specials for staff and partners, straight to your inbox."
      />
    </>
  );
}
