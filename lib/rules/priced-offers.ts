import { format } from 'date-fns';
import type { PricingPackage } from '@/content/packages';
import {
  PROMOTIONS_VALID_UNTIL,
  promotionOffers,
  promotionSlides,
  type PromotionOffer,
  type PromotionSlide,
} from '@/content/promotions';
import { specials, type Special } from '@/content/specials';
import { parseYmdStrict, saveLabel } from './format';
import type { PriceBook } from './price-book';
import { withPrices, type Priced } from './price-template';

/**
 * Packages, specials and promotions as shown: figures from the price book, savings worked out from them.
 * A saving never shows below zero (an admin may price a package above its "was" figure).
 */

export type PricedPackage = PricingPackage & { discount: string };

export function pricedPackage(pkg: PricingPackage, book: PriceBook): PricedPackage {
  const packagePrice = book.packagePrice(pkg.id);
  return { ...pkg, packagePrice, discount: saveLabel(Math.max(0, pkg.originalPrice - packagePrice)) };
}

type WithSavings<T> = Priced<T> & { savings: number };

function withSavings<T extends { price: unknown; originalPrice: unknown }>(
  item: T,
  book: PriceBook,
): WithSavings<T> {
  const priced = withPrices(item, book) as Priced<T> & { price: number; originalPrice: number };
  return { ...priced, savings: Math.max(0, priced.originalPrice - priced.price) };
}

export type PricedSpecial = WithSavings<Special>;
export type PricedPromotionOffer = WithSavings<PromotionOffer>;
export type PricedPromotionSlide = WithSavings<PromotionSlide>;

export function pricedSpecials(book: PriceBook): PricedSpecial[] {
  return specials.map((special) => withSavings<Special>(special, book));
}

export function pricedPromotionOffers(book: PriceBook): PricedPromotionOffer[] {
  return promotionOffers.map((offer) => withSavings<PromotionOffer>(offer, book));
}

export function pricedPromotionSlides(book: PriceBook): PricedPromotionSlide[] {
  return promotionSlides.map((slide) => withSavings<PromotionSlide>(slide, book));
}

/** 'Valid until 31 December 2024' */
export function promotionValidityNote(validUntil: string = PROMOTIONS_VALID_UNTIL): string {
  return `Valid until ${format(parseYmdStrict(validUntil), 'd MMMM yyyy')}`;
}
