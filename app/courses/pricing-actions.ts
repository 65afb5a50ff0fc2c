'use server';

import { updateTag } from 'next/cache';

import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import { createPriceBook, priceEditorRows, type PriceEditorRow } from '@/lib/rules/price-book';
import { serverAction } from '@/lib/server/action';
import {
  clearPriceOverride,
  listPriceOverrides,
  PRICE_FORBIDDEN_MESSAGE,
  PRICES_TAG,
  setPriceOverride,
  type PriceWriteResult,
} from '@/lib/server/price-overrides';
import { priceItemSchema, priceOverrideSchema } from '@/lib/validation/price-override';
import * as z from '@/lib/validation/zod';

/**
 * The price service's answer as an action result; a saved change drops every page and file that read a price (they
 * carry PRICES_TAG), on every instance, and the next request renders them with the new price.
 */
function priceWritten(result: PriceWriteResult): ActionResult {
  if (!result.ok) return failed('invalid', result.message, { fieldErrors: result.fieldErrors });
  updateTag(PRICES_TAG);
  return succeeded(null, result.message);
}

const adminOnly = {
  access: ['admin'],
  messages: {
    failure: 'The price could not be saved. Please try again.',
    signedOut: PRICE_FORBIDDEN_MESSAGE,
    forbidden: PRICE_FORBIDDEN_MESSAGE,
  },
} as const;

/** The editor's rows, read fresh from the database. */
export const loadPriceTable = serverAction(
  { ...adminOnly, name: '[pricing] Loading the price table', schema: z.undefined() },
  async ({ db }): Promise<ActionResult<PriceEditorRow[]>> =>
    succeeded(priceEditorRows(createPriceBook(await db(listPriceOverrides)))),
);

export const savePrice = serverAction(
  { ...adminOnly, name: '[pricing] Saving a price', schema: priceOverrideSchema },
  async ({ session, input }) => priceWritten(await setPriceOverride(session, input)),
);

export const resetPrice = serverAction(
  { ...adminOnly, name: '[pricing] Resetting a price', schema: priceItemSchema },
  async ({ session, input }) => priceWritten(await clearPriceOverride(session, input)),
);
