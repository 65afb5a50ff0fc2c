import 'server-only';

import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import type { Session } from '@/lib/auth/types';
import { withUser, type Db } from '@/lib/db';
import { isBuildPhase } from '@/lib/env';
import { createPriceBook, type PriceBook, type PriceOverride } from '@/lib/rules/price-book';
import { priceItemSchema, priceOverrideSchema } from '@/lib/validation/price-override';

/**
 * Admin price overrides (table price_overrides): anyone reads them, only admins write them, checked here and
 * again by RLS. They replace the specification's per-browser `coursePricing` storage, which only ever changed
 * prices in one visitor's own browser.
 */

/**
 * The cache tag of every price read: each page or file that reads the price book carries it, so one save drops
 * exactly those, on every instance (with the shared cache of lib/node/cache-handler.mjs).
 */
export const PRICES_TAG = 'prices';

type Row = {
  item_type: 'unit' | 'package';
  item_id: string;
  level: 'standard' | 'experienced';
  price: number | string;
};

function toOverride(row: Row): PriceOverride {
  return { itemType: row.item_type, itemId: row.item_id, level: row.level, price: Number(row.price) };
}

export async function listPriceOverrides(db: Db): Promise<PriceOverride[]> {
  const rows = await db.query<Row>(
    'select item_type, item_id, level, price from public.price_overrides order by item_type, item_id, level',
  );
  return rows.map(toOverride);
}

/**
 * The overrides from the data cache, dropped by PRICES_TAG only. The build has no database: its pages start from
 * content prices, under a key of their own. No server serves those pages: the shared cache keeps entries per build,
 * and the filesystem cache serves only what its own process rendered (lib/node/cache-handler.mjs).
 */
const cachedOverrides = unstable_cache(
  async (phase: 'build' | 'run'): Promise<PriceOverride[]> =>
    phase === 'build' ? [] : withUser(null, listPriceOverrides),
  ['price-overrides'],
  { revalidate: false, tags: [PRICES_TAG] },
);

/**
 * Every override, read as an anonymous visitor (no cookies, so static pages stay static), once per render.
 * When the database cannot be read the content prices apply and the problem is logged.
 */
export const getPriceOverrides = cache(async (): Promise<PriceOverride[]> => {
  try {
    return await cachedOverrides(isBuildPhase() ? 'build' : 'run');
  } catch (error) {
    const { name, message } = (error ?? {}) as { name?: string; message?: string };
    console.error('[pricing] Price overrides could not be read; showing content prices', { name, message });
    return [];
  }
});

/** Content prices with the admins' overrides laid over them, for what pages show. */
export async function getPriceBook(): Promise<PriceBook> {
  return createPriceBook(await getPriceOverrides());
}

/**
 * The price book for money (quotes, holds, invoices, refunds, payments' webhooks): the overrides read from the
 * database each time, not from the data cache, and an unreadable table fails the step instead of charging the
 * content price in place of an admin's.
 */
export async function priceBookForCharging(): Promise<PriceBook> {
  return createPriceBook(await withUser(null, listPriceOverrides));
}

export type PriceWriteResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export const PRICE_FORBIDDEN_MESSAGE = 'Only admins can change prices.';

function isAdmin(session: Session | null): session is Session {
  return session?.role === 'admin';
}

function firstIssue(error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }) {
  const issue = error.issues[0];
  return {
    message: issue?.message ?? 'Invalid price',
    fieldErrors: issue ? { [String(issue.path[0] ?? 'price')]: issue.message } : undefined,
  };
}

/** Sets one price. Admin only: refused here for anyone else, and RLS refuses the statement too. */
export async function setPriceOverride(session: Session | null, input: unknown): Promise<PriceWriteResult> {
  const parsed = priceOverrideSchema.safeParse(input);
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error) };
  if (!isAdmin(session)) return { ok: false, message: PRICE_FORBIDDEN_MESSAGE };
  const { itemType, itemId, level, price } = parsed.data;
  await withUser(session, (db) =>
    db.query(
      `insert into public.price_overrides (item_type, item_id, level, price) values ($1, $2, $3, $4)
       on conflict (item_type, item_id, level) do update set price = excluded.price`,
      [itemType, itemId, level, price],
    ),
  );
  return { ok: true, message: 'Price saved' };
}

/** Removes an override so the content price applies again. Admin only, like setPriceOverride. */
export async function clearPriceOverride(session: Session | null, input: unknown): Promise<PriceWriteResult> {
  const parsed = priceItemSchema.safeParse(input);
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error) };
  if (!isAdmin(session)) return { ok: false, message: PRICE_FORBIDDEN_MESSAGE };
  const { itemType, itemId, level } = parsed.data;
  await withUser(session, (db) =>
    db.query('delete from public.price_overrides where item_type = $1 and item_id = $2 and level = $3', [
      itemType,
      itemId,
      level,
    ]),
  );
  return { ok: true, message: 'Price reset to the standard list price' };
}
