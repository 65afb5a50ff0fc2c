import * as z from './zod';
import { groupThousands } from '@/lib/rules/format';
import { isKnownPriceItem } from '@/lib/rules/price-book';

export const MAX_PRICE = 100_000;
export const PRICE_MESSAGE = `Enter a whole-dollar price from 0 to ${groupThousands(MAX_PRICE)}`;
export const UNKNOWN_ITEM_MESSAGE = 'Unknown course or package';

const item = z.object({
  itemType: z.enum(['unit', 'package']),
  itemId: z.string().trim().min(1).max(100),
  level: z.enum(['standard', 'experienced']),
});

/** Which price: a unit at a level, or a package (packages have one price, at the standard level). */
export const priceItemSchema = item.refine(
  (value) => isKnownPriceItem(value.itemType, value.itemId, value.level),
  {
    message: UNKNOWN_ITEM_MESSAGE,
    path: ['itemId'],
  },
);

export const priceOverrideSchema = item
  .extend({
    // The editor sends the input's text. Plain coercion read '', ' ', null, true and [] as prices (0 or 1), so
    // saving an emptied field set the price to $0: only numbers and digit strings are prices.
    price: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d+(\.\d+)?$/, PRICE_MESSAGE),
        ],
        { error: PRICE_MESSAGE },
      )
      .transform(Number)
      .pipe(
        z
          .number({ error: PRICE_MESSAGE })
          .int(PRICE_MESSAGE)
          .min(0, PRICE_MESSAGE)
          .max(MAX_PRICE, PRICE_MESSAGE),
      ),
  })
  .refine((value) => isKnownPriceItem(value.itemType, value.itemId, value.level), {
    message: UNKNOWN_ITEM_MESSAGE,
    path: ['itemId'],
  });
