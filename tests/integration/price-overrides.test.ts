import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';
import { createPriceBook, pricingPanelData, priceListRows } from '@/lib/rules/price-book';
import {
  clearPriceOverride,
  getPriceBook,
  getPriceOverrides,
  PRICE_FORBIDDEN_MESSAGE,
  setPriceOverride,
} from '@/lib/server/price-overrides';

import { attempt, backends, createUser, useTestDatabase } from './helpers/database';

// Outside Next there is no data cache: unstable_cache calls straight through.
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

for (const backend of backends()) {
  describe(`price overrides (${backend})`, () => {
    const database = useTestDatabase(backend);
    let admin: Session;
    let collaborator: Session;
    let user: Session;

    beforeAll(async () => {
      admin = await createUser(database.current(), { role: 'admin' });
      collaborator = await createUser(database.current(), { role: 'collaborator' });
      user = await createUser(database.current(), { role: 'user' });
    });

    it('falls back to the content prices when no override exists', async () => {
      expect(await getPriceOverrides()).toEqual([]);
      const book = await getPriceBook();
      expect(book.unitPrice('RIIWHS204E')).toBe(150);
      expect(book.unitPrice('HLTAID011', 'experienced')).toBe(80);
      expect(book.unitPrice('RIIWHS204E', 'experienced')).toBe(150);
      expect(book.packagePrice('standard-11')).toBe(699);
    });

    it('lets an admin set unit and package prices that everyone then reads', async () => {
      expect(
        await setPriceOverride(admin, {
          itemType: 'unit',
          itemId: 'RIIWHS204E',
          level: 'standard',
          price: 175,
        }),
      ).toEqual({
        ok: true,
        message: 'Price saved',
      });
      expect(
        (
          await setPriceOverride(admin, {
            itemType: 'unit',
            itemId: 'HLTAID011',
            level: 'experienced',
            price: '70',
          })
        ).ok,
      ).toBe(true);
      expect(
        (
          await setPriceOverride(admin, {
            itemType: 'package',
            itemId: 'standard-11',
            level: 'standard',
            price: 650,
          })
        ).ok,
      ).toBe(true);
      // Saving again updates the one row.
      expect(
        (
          await setPriceOverride(admin, {
            itemType: 'unit',
            itemId: 'RIIWHS204E',
            level: 'standard',
            price: 180,
          })
        ).ok,
      ).toBe(true);

      const anonRows = await withUser(null, (db) =>
        db.query('select item_id, price from public.price_overrides order by item_id'),
      );
      expect(anonRows).toHaveLength(3);

      const book = await getPriceBook();
      expect(book.unitPrice('RIIWHS204E')).toBe(180);
      // No experienced price of its own: the experienced level follows the new full price.
      expect(book.unitPrice('RIIWHS204E', 'experienced')).toBe(180);
      expect(book.unitPrice('HLTAID011', 'experienced')).toBe(70);
      expect(book.unitPrice('HLTAID011')).toBe(100);
      expect(book.packagePrice('standard-11')).toBe(650);

      const heights = priceListRows(book).find((row) => row.id === 'working-heights');
      expect(heights?.price).toBe(180);
      const standard11 = pricingPanelData(book).packages.find((pkg) => pkg.id === 'standard-11');
      expect(standard11?.packagePrice).toBe(650);
      expect(standard11?.discount).toBe('Save $200');
    });

    it('refuses collaborators, users and anonymous visitors in code', async () => {
      const input = { itemType: 'unit', itemId: 'RIIWHS202E', level: 'standard', price: 1 };
      for (const session of [collaborator, user, null]) {
        expect(await setPriceOverride(session, input)).toEqual({
          ok: false,
          message: PRICE_FORBIDDEN_MESSAGE,
        });
        expect(await clearPriceOverride(session, input)).toEqual({
          ok: false,
          message: PRICE_FORBIDDEN_MESSAGE,
        });
      }
      expect((await getPriceBook()).unitPrice('RIIWHS202E')).toBe(249);
    });

    it('refuses everyone but admins in the database too (RLS)', async () => {
      for (const session of [collaborator, user, null]) {
        const insert = await attempt(
          session,
          `insert into public.price_overrides (item_type, item_id, level, price) values ('unit', 'RIIWHS202E', 'standard', 1) returning id`,
        );
        expect(insert.ok, `insert as ${session?.role ?? 'anon'}`).toBe(false);
        const update = await attempt(
          session,
          `update public.price_overrides set price = 1 where item_id = 'RIIWHS204E' returning id`,
        );
        expect(update.ok === false || update.rows.length === 0, `update as ${session?.role ?? 'anon'}`).toBe(
          true,
        );
        const remove = await attempt(
          session,
          `delete from public.price_overrides where item_id = 'RIIWHS204E' returning id`,
        );
        expect(remove.ok === false || remove.rows.length === 0, `delete as ${session?.role ?? 'anon'}`).toBe(
          true,
        );
      }
      // A session that claims admin without the user_roles row is refused by RLS underneath the code check.
      const pretender: Session = { user: user.user, role: 'admin' };
      await expect(
        setPriceOverride(pretender, { itemType: 'unit', itemId: 'RIIWHS202E', level: 'standard', price: 1 }),
      ).rejects.toMatchObject({ code: '42501' });
      expect((await getPriceBook()).unitPrice('RIIWHS204E')).toBe(180);
    });

    it('validates the item and the price', async () => {
      expect(
        await setPriceOverride(admin, { itemType: 'unit', itemId: 'NOPE123', level: 'standard', price: 10 }),
      ).toMatchObject({
        ok: false,
        message: 'Unknown course or package',
      });
      expect(
        await setPriceOverride(admin, {
          itemType: 'package',
          itemId: 'standard-11',
          level: 'experienced',
          price: 10,
        }),
      ).toMatchObject({
        ok: false,
      });
      for (const price of [-1, 1.5, 'abc', 100_001]) {
        expect(
          await setPriceOverride(admin, { itemType: 'unit', itemId: 'RIIWHS204E', level: 'standard', price }),
        ).toMatchObject({
          ok: false,
          message: 'Enter a whole-dollar price from 0 to 100,000',
        });
      }
    });

    it('lets an admin reset a price back to the content price', async () => {
      expect(
        await clearPriceOverride(admin, { itemType: 'unit', itemId: 'RIIWHS204E', level: 'standard' }),
      ).toMatchObject({ ok: true });
      const book = await getPriceBook();
      expect(book.unitPrice('RIIWHS204E')).toBe(150);
      expect(createPriceBook().unitPrice('RIIWHS204E')).toBe(150);
    });
  });
}
