import type { Amount, PriceItemRef, PriceRef } from '@/content/price-refs';
import { findUnit, type PricingLevel } from '@/content/units';
import { formatAud } from './format';
import type { PriceBook } from './price-book';

/**
 * Renders content's price references from the price book (content list prices with the admins' overrides), so
 * a page, a file, a mail and a JSON-LD block all show the figure the price book holds. Pure.
 */

const ITEM = '(unit|package):([A-Za-z0-9-]+)(?::(standard|experienced))?';
const TOKEN = new RegExp(`\\{price:${ITEM}\\}`, 'g');
const EXTREME_TOKEN = new RegExp(`\\{price:(lowest|highest|sum):((?:${ITEM},)*${ITEM})\\}`, 'g');
const ITEM_ALONE = new RegExp(`^${ITEM}$`);
const ANY_TOKEN = /\{price:[^}]*\}/;

export function isPriceRef(value: unknown): value is PriceRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'price-ref' &&
    Array.isArray((value as { terms?: unknown }).terms)
  );
}

function itemPrice(term: PriceItemRef, book: PriceBook): number {
  if (term.item === 'package') return book.packagePrice(term.id);
  if (!findUnit(term.id)) throw new Error(`Unknown unit in a price reference: ${term.id}`);
  return book.unitPrice(term.id, term.level);
}

/** A reference's figure: the sum of its terms' price-book prices. */
export function priceOf(ref: PriceRef, book: PriceBook): number {
  return ref.terms.reduce((sum, term) => sum + itemPrice(term, book) * (term.times ?? 1), 0);
}

/** A separate fact as it is; a price-book figure from the book. */
export function amountOf(amount: Amount, book: PriceBook): number {
  return typeof amount === 'number' ? amount : priceOf(amount, book);
}

/**
 * Replaces every `{price:unit:CODE[:level]}` and `{price:package:ID}` token with the book's figure ('$150'), and
 * `{price:lowest|highest|sum:ITEM,ITEM,...}` with the lowest, highest or total of several.
 * An unknown item or a malformed token is a content bug: it throws rather than print a wrong or empty price.
 */
export function renderPriceText(text: string, book: PriceBook): string {
  if (!text.includes('{price:')) return text;
  const rendered = text
    .replace(EXTREME_TOKEN, (_match, which: 'lowest' | 'highest' | 'sum', list: string) => {
      const prices = list.split(',').map((part) => itemPrice(parseItem(part), book));
      if (which === 'sum') return formatAud(prices.reduce((sum, price) => sum + price, 0));
      return formatAud(which === 'lowest' ? Math.min(...prices) : Math.max(...prices));
    })
    .replace(TOKEN, (_match, item: 'unit' | 'package', id: string, level?: PricingLevel) =>
      formatAud(itemPrice(toItem(item, id, level), book)),
    );
  if (ANY_TOKEN.test(rendered)) throw new Error(`Malformed price token in: ${text}`);
  return rendered;
}

function toItem(item: string, id: string, level: string | undefined): PriceItemRef {
  return item === 'unit'
    ? { item: 'unit', id, level: (level as PricingLevel | undefined) ?? 'standard' }
    : { item: 'package', id };
}

function parseItem(text: string): PriceItemRef {
  const match = ITEM_ALONE.exec(text);
  if (!match) throw new Error(`Malformed price item: ${text}`);
  return toItem(match[1], match[2], match[3]);
}

/** The price-book items a text's tokens name, in order. */
export function priceTokens(text: string): PriceItemRef[] {
  const items: PriceItemRef[] = [];
  for (const [, , list] of text.matchAll(EXTREME_TOKEN)) items.push(...list.split(',').map(parseItem));
  for (const [, item, id, level] of text.replace(EXTREME_TOKEN, '').matchAll(TOKEN))
    items.push(toItem(item, id, level));
  return items;
}

/** The shape of content after its price references are rendered: references become numbers. */
export type Priced<T> = T extends PriceRef
  ? number
  : T extends string | number | boolean | null | undefined
    ? T extends `${string}{price:${string}`
      ? string
      : T
    : T extends (...args: never[]) => unknown
      ? T
      : T extends readonly (infer U)[]
        ? Priced<U>[]
        : { [K in keyof T]: Priced<T[K]> };

/** Renders every price reference and token in a content value (objects and arrays are copied, never changed). */
export function withPrices<T>(value: T, book: PriceBook): Priced<T> {
  return walk(value, book) as Priced<T>;
}

function walk(value: unknown, book: PriceBook): unknown {
  if (typeof value === 'string') return renderPriceText(value, book);
  if (isPriceRef(value)) return priceOf(value, book);
  if (Array.isArray(value)) return value.map((item) => walk(item, book));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, book)]));
  }
  return value;
}
