'use server';

import { revalidatePath } from 'next/cache';

import { authorize } from '@/lib/auth';
import { createPriceBook, priceEditorRows, type PriceEditorRow } from '@/lib/rules/price-book';
import {
  clearPriceOverride,
  listPriceOverrides,
  PRICE_FORBIDDEN_MESSAGE,
  PRICED_PATHS,
  setPriceOverride,
  type PriceWriteResult,
} from '@/lib/server/price-overrides';
import { withUser } from '@/lib/db';

export type PriceTableResult = { ok: true; rows: PriceEditorRow[] } | { ok: false; message: string };

function revalidatePricedPages() {
  for (const entry of PRICED_PATHS) {
    if ('type' in entry) revalidatePath(entry.path, entry.type);
    else revalidatePath(entry.path);
  }
}

function failed(error: unknown): PriceWriteResult {
  const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
  console.error('[pricing] Price change failed', { name, message, code });
  return { ok: false, message: 'The price could not be saved. Please try again.' };
}

/** The editor's rows, read fresh from the database. */
export async function loadPriceTable(): Promise<PriceTableResult> {
  const auth = await authorize(['admin']);
  if (!auth.ok) return { ok: false, message: PRICE_FORBIDDEN_MESSAGE };
  const overrides = await withUser(auth.session, listPriceOverrides);
  return { ok: true, rows: priceEditorRows(createPriceBook(overrides)) };
}

export async function savePrice(input: unknown): Promise<PriceWriteResult> {
  const auth = await authorize(['admin']);
  if (!auth.ok) return { ok: false, message: PRICE_FORBIDDEN_MESSAGE };
  try {
    const result = await setPriceOverride(auth.session, input);
    if (result.ok) revalidatePricedPages();
    return result;
  } catch (error) {
    return failed(error);
  }
}

export async function resetPrice(input: unknown): Promise<PriceWriteResult> {
  const auth = await authorize(['admin']);
  if (!auth.ok) return { ok: false, message: PRICE_FORBIDDEN_MESSAGE };
  try {
    const result = await clearPriceOverride(auth.session, input);
    if (result.ok) revalidatePricedPages();
    return result;
  } catch (error) {
    return failed(error);
  }
}
