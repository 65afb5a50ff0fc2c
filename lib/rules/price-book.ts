import { courses, type Course, type CourseId } from '@/content/courses';
import { findPackage, pricingPackages } from '@/content/packages';
import { findUnit, units, type PricingLevel } from '@/content/units';
import { saveLabel } from './format';
import { buildPricingPanel, type PanelUnit, type PricingPanelData } from './pricing-panel';
import { unitPrice as contentUnitPrice } from './pricing';

/**
 * Prices after the admins' overrides (the price_overrides table) are laid over the content modules' prices.
 * Pure: the server reads the overrides and hands them in; everything here also runs in tests.
 */

export type PriceItemType = 'unit' | 'package';

export type PriceOverride = { itemType: PriceItemType; itemId: string; level: PricingLevel; price: number };

export function overrideKey(itemType: PriceItemType, itemId: string, level: PricingLevel): string {
  return `${itemType}:${itemId.toUpperCase()}:${level}`;
}

export type PriceBook = {
  readonly overrides: readonly PriceOverride[];
  /** The override for an item, if an admin set one. */
  override(itemType: PriceItemType, itemId: string, level: PricingLevel): number | undefined;
  unitPrice(code: string, level?: PricingLevel): number;
  /** The experienced/refresher price, or null when the unit has none (the full price applies). */
  unitExperiencedPrice(code: string): number | null;
  packagePrice(id: string): number;
  coursePrice(course: Course, level?: PricingLevel): number;
};

export function createPriceBook(overrides: readonly PriceOverride[] = []): PriceBook {
  const byKey = new Map(
    overrides.map((item) => [overrideKey(item.itemType, item.itemId, item.level), item.price]),
  );
  const override = (itemType: PriceItemType, itemId: string, level: PricingLevel) =>
    byKey.get(overrideKey(itemType, itemId, level));

  const unitStandard = (code: string) =>
    override('unit', code, 'standard') ?? contentUnitPrice(code, 'standard');
  const unitExperiencedPrice = (code: string): number | null =>
    override('unit', code, 'experienced') ?? findUnit(code)?.rplPrice ?? null;
  const unitPrice = (code: string, level: PricingLevel = 'standard') =>
    level === 'experienced' ? (unitExperiencedPrice(code) ?? unitStandard(code)) : unitStandard(code);
  const packagePrice = (id: string) => {
    const pkg = findPackage(id);
    if (!pkg) throw new Error(`Unknown package ${id}`);
    return override('package', pkg.id, 'standard') ?? pkg.packagePrice;
  };

  return {
    overrides,
    override,
    unitPrice,
    unitExperiencedPrice,
    packagePrice,
    coursePrice(course, level = 'standard') {
      return course.pricing.kind === 'unit'
        ? unitPrice(course.pricing.unitCode, level)
        : packagePrice(course.pricing.packageId);
    },
  };
}

/** The /courses price list rows at a level, with overrides. */
export function priceListRows(
  book: PriceBook,
  level: PricingLevel = 'standard',
): { id: CourseId; name: string; price: number }[] {
  return courses.map((course) => ({
    id: course.id,
    name: course.name,
    price: book.coursePrice(course, level),
  }));
}

/** The /courses pricing panel's data with overrides: unit rows, package prices, savings badges and unit totals. */
export function pricingPanelData(book: PriceBook): PricingPanelData {
  const base = buildPricingPanel();
  const unit = (row: PanelUnit): PanelUnit => ({
    ...row,
    price: book.unitPrice(row.code, 'standard'),
    experiencedPrice: book.unitExperiencedPrice(row.code),
  });
  return {
    units: base.units.map(unit),
    packages: base.packages.map((pkg) => {
      const groups = pkg.groups.map((group) => ({ ...group, units: group.units.map(unit) }));
      const all = groups.flatMap((group) => group.units);
      const packagePrice = book.packagePrice(pkg.id);
      return {
        ...pkg,
        packagePrice,
        discount: saveLabel(Math.max(0, pkg.originalPrice - packagePrice)),
        groups,
        unitsTotal: {
          standard: all.reduce((sum, row) => sum + book.unitPrice(row.code, 'standard'), 0),
          experienced: all.reduce((sum, row) => sum + book.unitPrice(row.code, 'experienced'), 0),
        },
      };
    }),
  };
}

/** One editable price in the admin editor. */
export type PriceEditorRow = {
  itemType: PriceItemType;
  itemId: string;
  label: string;
  level: PricingLevel;
  /** The content module's price; null for an experienced price the unit does not have (full price applies). */
  contentPrice: number | null;
  /** The admin's override, if any. */
  overridePrice: number | null;
};

export function priceEditorRows(book: PriceBook): PriceEditorRow[] {
  const rows: PriceEditorRow[] = [];
  for (const pkg of pricingPackages) {
    rows.push({
      itemType: 'package',
      itemId: pkg.id,
      label: pkg.name,
      level: 'standard',
      contentPrice: pkg.packagePrice,
      overridePrice: book.override('package', pkg.id, 'standard') ?? null,
    });
  }
  for (const unit of units) {
    for (const level of ['standard', 'experienced'] as const) {
      rows.push({
        itemType: 'unit',
        itemId: unit.unitCode,
        label: `${unit.unitCode} ${unit.title}`,
        level,
        contentPrice: level === 'standard' ? unit.price : (unit.rplPrice ?? null),
        overridePrice: book.override('unit', unit.unitCode, level) ?? null,
      });
    }
  }
  return rows;
}

export function isKnownPriceItem(itemType: PriceItemType, itemId: string, level: PricingLevel): boolean {
  if (itemType === 'package') return level === 'standard' && findPackage(itemId)?.id === itemId;
  return findUnit(itemId)?.unitCode === itemId;
}
