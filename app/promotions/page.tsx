import { PageHeader } from '@/components/layout/page-header';
import { OfferCard } from '@/components/promotions/offer-card';
import { PromotionTerms } from '@/components/promotions/promotion-terms';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareTools } from '@/components/share/share-tools';
import type { Metadata } from 'next';
import { promotionsHero, promotionTerms } from '@/content/promotions';
import { site } from '@/content/site';
import { formatAud, saveLabel } from '@/lib/rules/format';
import { pricedPromotionOffers } from '@/lib/rules/priced-offers';
import { pageMetadata } from '@/lib/rules/seo';
import { getPriceBook } from '@/lib/server/price-overrides';
import { breadcrumbList, offerCatalogLd } from '@/lib/rules/structured-data';

// Built from content prices; after deploy the page regenerates in the background with any admin overrides.
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const promotionOffers = pricedPromotionOffers(await getPriceBook());
  return pageMetadata({
    title: 'Promotions & Special Offers',
    description: `Training specials: ${promotionOffers
      .map((offer) => `${offer.title} ${formatAud(offer.price)}`)
      .join(', ')}. ${site.priceNote}`,
    path: '/promotions',
  });
}

export default async function PromotionsPage() {
  const promotionOffers = pricedPromotionOffers(await getPriceBook());
  return (
    <>
      <JsonLd
        id="promotions-breadcrumbs"
        data={breadcrumbList([
          { name: 'Home', path: '/' },
          { name: 'Promotions', path: '/promotions' },
        ])}
      />
      <JsonLd
        id="promotions-offers"
        data={offerCatalogLd(
          `${site.name} special offers`,
          promotionOffers.map((offer) => ({
            name: offer.title,
            description: offer.description,
            price: offer.price,
            originalPrice: offer.originalPrice,
            validUntil: offer.validUntil,
            url: offer.cta.href,
          })),
        )}
      />

      <PageHeader title={promotionsHero.title} lead={promotionsHero.subtitle} />
      <ShareTools title={promotionsHero.title} data={promotionOffers} />

      <section aria-labelledby="offers-heading" className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h2 id="offers-heading" className="sr-only">
          Current offers
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {promotionOffers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                savingsBadge={saveLabel(offer.savings)}
                title={offer.title}
                subtitle={offer.subtitle}
                price={offer.price}
                originalPrice={offer.originalPrice}
                priceNote={
                  offer.refresherPrice !== undefined
                    ? `Refresher ${formatAud(offer.refresherPrice)}`
                    : undefined
                }
                description={offer.description}
                features={offer.features}
                validUntil={offer.validUntil}
                cta={offer.cta}
              />
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-6 text-sm">{site.priceNote}</p>
      </section>

      <PromotionTerms terms={promotionTerms} />
    </>
  );
}
