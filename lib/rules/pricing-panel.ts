import {
  cert3PackagingNote,
  packageUnitCodes,
  pricingPackages,
  type PricingPackage,
} from '@/content/packages';
import { findUnit, units, type PricingLevel } from '@/content/units';
import { packageTotals, unitPrice } from './pricing';
import { saveLabel } from './format';

/** Plain, serialisable rows for the read-only pricing panel on /courses (a client component). */
export type PanelUnit = {
  code: string;
  title: string;
  price: number;
  /** Experienced / refresher price; null when the unit has none (the full price applies). */
  experiencedPrice: number | null;
};

export type PanelUnitGroup = { label: string; units: PanelUnit[] };

export type PanelPackage = {
  id: string;
  name: string;
  description: string;
  packagePrice: number;
  originalPrice: number;
  discount: string;
  note: string | null;
  groups: PanelUnitGroup[];
  /** The units bought one by one, at each pricing level. */
  unitsTotal: Record<PricingLevel, number>;
};

export type PricingPanelData = { packages: PanelPackage[]; units: PanelUnit[] };

function panelUnit(code: string): PanelUnit {
  const unit = findUnit(code);
  const standard = unitPrice(code, 'standard');
  return {
    code,
    title: unit?.title ?? code,
    price: standard,
    experiencedPrice: unit?.rplPrice ?? null,
  };
}

function groupsOf(pkg: PricingPackage): PanelUnitGroup[] {
  if (pkg.kind === 'core-elective') {
    return [
      { label: `Core units (${pkg.coreUnits.length})`, units: pkg.coreUnits.map(panelUnit) },
      { label: `Elective units (${pkg.electiveUnits.length})`, units: pkg.electiveUnits.map(panelUnit) },
    ];
  }
  return [{ label: `Units (${pkg.allUnits.length})`, units: packageUnitCodes(pkg).map(panelUnit) }];
}

export function buildPricingPanel(): PricingPanelData {
  return {
    packages: pricingPackages.map((pkg) => {
      const totals = packageTotals(pkg);
      return {
        id: pkg.id,
        name: pkg.name,
        description: pkg.description,
        packagePrice: pkg.packagePrice,
        originalPrice: pkg.originalPrice,
        discount: saveLabel(pkg.originalPrice - pkg.packagePrice),
        note: pkg.kind === 'core-elective' ? cert3PackagingNote : null,
        groups: groupsOf(pkg),
        unitsTotal: { standard: totals.unitsTotal, experienced: totals.unitsTotalExperienced },
      };
    }),
    units: units.map((unit) => panelUnit(unit.unitCode)),
  };
}

/** The price a panel row shows at a level: the experienced price where there is one, else the full price. */
export function panelUnitPrice(unit: PanelUnit, level: PricingLevel): number {
  return level === 'experienced' ? (unit.experiencedPrice ?? unit.price) : unit.price;
}
