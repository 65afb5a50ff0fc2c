import { courses, DEFAULT_COURSE_PRICE, type Course, type CourseId } from '@/content/courses';
import { findPackage, packageUnitCodes, type PackageId, type PricingPackage } from '@/content/packages';
import { findUnit, type PricingLevel } from '@/content/units';

export { formatAud } from './format';
export { DEFAULT_COURSE_PRICE };
export type { PricingLevel };

/**
 * Price of one unit at a pricing level. 'experienced' is the refresher / RPL price where the unit has one,
 * otherwise the full price. An unknown code is a data problem: it warns and returns 0.
 */
export function unitPrice(code: string, level: PricingLevel = 'standard'): number {
  const unit = findUnit(code);
  if (!unit) {
    console.warn(`[pricing] Unknown unit code "${code}": price 0`);
    return 0;
  }
  return level === 'experienced' ? (unit.rplPrice ?? unit.price) : unit.price;
}

/** Whether the unit has a separate experienced / refresher price. */
export function hasExperiencedPrice(code: string): boolean {
  return findUnit(code)?.rplPrice !== undefined;
}

function packageOrThrow(idOrPackage: PackageId | PricingPackage): PricingPackage {
  if (typeof idOrPackage !== 'string') return idOrPackage;
  const pkg = findPackage(idOrPackage);
  if (!pkg) throw new Error(`Unknown package ${idOrPackage}`);
  return pkg;
}

export type PackageTotals = {
  packagePrice: number;
  originalPrice: number;
  /** originalPrice - packagePrice */
  savings: number;
  /** Savings as a whole percentage of the original price. */
  savingsPercent: number;
  /** Sum of the package's unit prices at the standard level. */
  unitsTotal: number;
  /** Sum of the package's unit prices at the experienced level. */
  unitsTotalExperienced: number;
  unitCount: number;
};

export function packageTotals(idOrPackage: PackageId | PricingPackage): PackageTotals {
  const pkg = packageOrThrow(idOrPackage);
  const codes = packageUnitCodes(pkg);
  const savings = pkg.originalPrice - pkg.packagePrice;
  return {
    packagePrice: pkg.packagePrice,
    originalPrice: pkg.originalPrice,
    savings,
    savingsPercent: Math.round((savings / pkg.originalPrice) * 100),
    unitsTotal: codes.reduce((sum, code) => sum + unitPrice(code, 'standard'), 0),
    unitsTotalExperienced: codes.reduce((sum, code) => sum + unitPrice(code, 'experienced'), 0),
    unitCount: codes.length,
  };
}

export function packageSavings(idOrPackage: PackageId | PricingPackage): number {
  const pkg = packageOrThrow(idOrPackage);
  return pkg.originalPrice - pkg.packagePrice;
}

/** A course's price: its unit's price at the level, or its package's price (packages have one price). */
export function coursePrice(course: Course, level: PricingLevel = 'standard'): number {
  if (course.pricing.kind === 'unit') return unitPrice(course.pricing.unitCode, level);
  return packageOrThrow(course.pricing.packageId).packagePrice;
}

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const coursesByName = new Map<string, Course>(courses.map((course) => [normaliseName(course.name), course]));

/** Course price by course name (case and spacing ignored). A name mapped to no course warns and returns 0. */
export function coursePriceByName(name: string, level: PricingLevel = 'standard'): number {
  const course = coursesByName.get(normaliseName(name));
  if (!course) {
    console.warn(`[pricing] Course "${name}" is not mapped to a unit code: price 0`);
    return 0;
  }
  return coursePrice(course, level);
}

/** The price list on /courses: every course with its price at the level. */
export function coursePriceList(
  level: PricingLevel = 'standard',
): { id: CourseId; name: string; price: number }[] {
  return courses.map((course) => ({ id: course.id, name: course.name, price: coursePrice(course, level) }));
}
