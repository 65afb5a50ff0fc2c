import type { Metadata } from 'next';

import { getTrainingUnit, unitCodes, type TrainingUnit } from '@/content/learning/units';

/** The route params of a page per training unit (/elearning/[unit], /assessments/[unit]/theory). */
export type UnitPageProps = { params: Promise<{ unit: string }> };

/** Every training unit's page is prerendered. */
export function unitStaticParams(): { unit: string }[] {
  return unitCodes.map((unit) => ({ unit }));
}

/** A unit page's metadata; an unknown unit has none (the page answers not-found). */
export async function unitMetadata(
  params: UnitPageProps['params'],
  describe: (unit: TrainingUnit) => Metadata,
): Promise<Metadata> {
  const unit = getTrainingUnit((await params).unit);
  return unit ? describe(unit) : {};
}
