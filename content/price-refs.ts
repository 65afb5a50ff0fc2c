import type { PricingLevel } from './units';
import type { Course } from './courses';

/**
 * How content names a price that the price book owns (a unit's or a package's list price, which admins can
 * override). Content never formats a price-book figure itself: numbers are references, and prose carries tokens
 * such as `{price:unit:RIIWHS204E:standard}` that lib/rules/price-template.ts renders from the price book.
 * Figures the specification states as separate facts (see price-conflicts.ts) stay plain numbers or text.
 */

export type PriceItemRef =
  | { item: 'unit'; id: string; level: PricingLevel; times?: number }
  | { item: 'package'; id: string; times?: number };

/** A price-book figure, or a sum of them (a "was" price made of two unit prices). */
export type PriceRef = { kind: 'price-ref'; terms: readonly PriceItemRef[] };

/** A figure shown as a price: a separate fact (a number) or a price-book figure. */
export type Amount = number | PriceRef;

export function unitPriceRef(code: string, level: PricingLevel = 'standard'): PriceRef {
  return { kind: 'price-ref', terms: [{ item: 'unit', id: code, level }] };
}

export function packagePriceRef(id: string): PriceRef {
  return { kind: 'price-ref', terms: [{ item: 'package', id }] };
}

export function sumPriceRefs(...refs: readonly PriceRef[]): PriceRef {
  return { kind: 'price-ref', terms: refs.flatMap((ref) => ref.terms) };
}

export function timesPriceRef(ref: PriceRef, times: number): PriceRef {
  return {
    kind: 'price-ref',
    terms: ref.terms.map((term) => ({ ...term, times: (term.times ?? 1) * times })),
  };
}

/** The token for a unit's price in prose: rendered as '$150' from the price book. */
export function unitPriceToken(code: string, level: PricingLevel = 'standard'): string {
  return `{price:unit:${code}:${level}}`;
}

/** The token for a package's price in prose. */
export function packagePriceToken(id: string): string {
  return `{price:package:${id}}`;
}

function itemsText(items: readonly PriceItemRef[]): string {
  return items
    .map((ref) => (ref.item === 'unit' ? `unit:${ref.id}:${ref.level}` : `package:${ref.id}`))
    .join(',');
}

/** The total of several price-book figures, in prose. */
export function sumPriceToken(items: readonly PriceItemRef[]): string {
  return `{price:sum:${itemsText(items)}}`;
}

/** The lowest of several price-book figures, in prose ('from $80'). */
export function lowestPriceToken(items: readonly PriceItemRef[]): string {
  return `{price:lowest:${itemsText(items)}}`;
}

/** The highest of several price-book figures, in prose. */
export function highestPriceToken(items: readonly PriceItemRef[]): string {
  return `{price:highest:${itemsText(items)}}`;
}

/** A course's price: its unit's (at the level) or its package's. */
export function coursePriceRef(course: Pick<Course, 'pricing'>, level: PricingLevel = 'standard'): PriceRef {
  return course.pricing.kind === 'unit'
    ? unitPriceRef(course.pricing.unitCode, level)
    : packagePriceRef(course.pricing.packageId);
}

/** The prose token of a course's price. */
export function coursePriceToken(course: Pick<Course, 'pricing'>): string {
  return course.pricing.kind === 'unit'
    ? unitPriceToken(course.pricing.unitCode)
    : packagePriceToken(course.pricing.packageId);
}

const audFormatter = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** A figure content states as its own fact (not a price-book item), as text: 1149 -> '$1,149'. */
export function audText(amount: number): string {
  return `$${audFormatter.format(amount)}`;
}

/** Any amount in prose: a separate fact as text, a price-book figure as its token. */
export function amountText(amount: Amount): string {
  if (typeof amount === 'number') return audText(amount);
  const items = amount.terms.flatMap((term) => Array.from({ length: term.times ?? 1 }, () => term));
  if (items.length === 1) {
    const [item] = items;
    return item.item === 'unit' ? unitPriceToken(item.id, item.level) : packagePriceToken(item.id);
  }
  return sumPriceToken(items);
}
