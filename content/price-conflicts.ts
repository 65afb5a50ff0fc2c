import { findCatalogueUnit } from './catalogue-units';
import { marketingPackages } from './marketing-packages';
import { getPackage, packagesSavingsClaim } from './packages';
import { amountText, audText, packagePriceToken, unitPriceToken } from './price-refs';
import { promotionOffers } from './promotions';
import { specials } from './specials';
import { getUnit, machineOperationUnits, type UnitCode } from './units';

/**
 * Places where the specifications give different figures for the same thing. Each figure stays where the spec
 * puts it; this list is for the README so the provider can settle them. Figures are read from the data itself:
 * price-book figures as tokens (render them with lib/rules/price-template.ts), the others as text.
 */
export type PriceConflict = {
  id: string;
  subject: string;
  figures: readonly { presentation: string; value: string }[];
  note: string;
};

function catalogueText(code: string): string {
  const row = findCatalogueUnit(code);
  if (!row) throw new Error(`Catalogue has no ${code}`);
  return row.price;
}

function unitText(code: UnitCode): string {
  const unit = getUnit(code);
  return unit.rplPrice === undefined
    ? unitPriceToken(code)
    : `${unitPriceToken(code)} (experienced/refresher ${unitPriceToken(code, 'experienced')})`;
}

const combo = promotionOffers.find((offer) => offer.id === 'heights-confined-combo')!;
const heightsSpecial = specials.find((special) => special.id === 'confined-heights-299')!;
const machineSpecial = specials.find((special) => special.id === 'machinery-operator-999')!;
const machineryMarketing = marketingPackages.find((pkg) => pkg.id === 'machinery-operator')!;
const cert3 = getPackage('cert3-civil-construction');
const machine = machineOperationUnits[0];
const confinedHeights = getPackage('confined-heights-special');
const confinedHeightsPercent = Math.round(
  ((confinedHeights.originalPrice - confinedHeights.packagePrice) / confinedHeights.originalPrice) * 100,
);

export const priceConflicts: readonly PriceConflict[] = [
  {
    id: 'working-at-heights',
    subject: 'Working at heights (RIIWHS204E)',
    figures: [
      { presentation: 'Unit price and /courses/working-at-heights', value: unitText('RIIWHS204E') },
      { presentation: 'Course catalogue', value: catalogueText('RIIWHS204E') },
    ],
    note: 'The unit is priced $150 but the catalogue lists working at heights at $249, the same as confined spaces.',
  },
  {
    id: 'heights-confined-combo',
    subject: 'Heights + confined spaces combo, "was" price',
    figures: [
      {
        presentation: 'Special offer on /packages (and the pricing package)',
        value: `${amountText(heightsSpecial.price)} was ${audText(heightsSpecial.originalPrice)}`,
      },
      {
        presentation: 'Promotion slide and offer',
        value: `${amountText(combo.price)} was ${amountText(combo.originalPrice)}`,
      },
    ],
    note: 'Same $299 price, two different "was" prices: $498 (two units at $249) and $399 (the two unit prices, $249 + $150).',
  },
  {
    id: 'certificate-iii',
    subject: 'Certificate III in Civil Construction Plant Operations',
    figures: [
      {
        presentation: 'Pricing package',
        value: `${packagePriceToken(cert3.id)} (was ${audText(cert3.originalPrice)})`,
      },
      { presentation: 'Course catalogue', value: catalogueText('RII30820') },
    ],
    note: 'The package price and the catalogue price differ by $499.',
  },
  {
    id: 'machine-units',
    subject: 'Machine operation units',
    figures: [
      { presentation: 'Unit price and /courses/machinery-training', value: unitText(machine.unitCode) },
      { presentation: 'Course catalogue', value: `${catalogueText(machine.unitCode)} each, 2 days` },
    ],
    note: 'Full training is $750 as a unit but $600 in the catalogue.',
  },
  {
    id: 'first-aid',
    subject: 'Provide first aid (HLTAID011)',
    figures: [
      { presentation: 'Unit price and /courses/first-aid', value: unitText('HLTAID011') },
      { presentation: 'Course catalogue', value: catalogueText('HLTAID011') },
    ],
    note: 'The catalogue lists first aid at $120; the unit is $100.',
  },
  {
    id: 'basic-emergency-life-support',
    subject: 'Provide basic emergency life support (HLTAID010)',
    figures: [
      { presentation: 'Unit price and /courses/first-aid', value: unitText('HLTAID010') },
      { presentation: 'Course catalogue', value: catalogueText('HLTAID010') },
    ],
    note: 'The catalogue lists $120; the unit is $100.',
  },
  {
    id: 'cpr',
    subject: 'Provide CPR (HLTAID009)',
    figures: [
      { presentation: 'Unit price and /courses/first-aid', value: unitText('HLTAID009') },
      { presentation: 'Course catalogue', value: catalogueText('HLTAID009') },
    ],
    note: "The catalogue shows the refresher figure ($80) as the CPR price; the unit's full price is $100.",
  },
  {
    id: 'lv-rescue',
    subject: 'Live LV panel rescue (UETDRMPO18)',
    figures: [
      { presentation: 'Unit price', value: unitText('UETDRMPO18') },
      { presentation: 'Course catalogue (QLD)', value: catalogueText('UETDRMPO18') },
    ],
    note: 'The unit is $200; the catalogue lists $250.',
  },
  {
    id: 'savings-claim',
    subject: `"${packagesSavingsClaim}" claim`,
    figures: [
      { presentation: 'Packages claim', value: packagesSavingsClaim },
      {
        presentation: 'Confined-heights special saving',
        value: `${confinedHeightsPercent}% (${audText(confinedHeights.originalPrice - confinedHeights.packagePrice)} of ${audText(confinedHeights.originalPrice)})`,
      },
    ],
    note: 'One package saves more than the claimed maximum of 30%.',
  },
  {
    id: 'machinery-names',
    subject: 'Two machinery offers with similar names',
    figures: [
      {
        presentation: 'Special "Machine Operator"',
        value: `${amountText(machineSpecial.price)} was ${audText(machineSpecial.originalPrice)}`,
      },
      {
        presentation: 'Package "Machinery Operator"',
        value: `${machineryMarketing.price} was ${machineryMarketing.originalPrice}`,
      },
    ],
    note: 'Not a contradiction (different contents), but the names are close enough to confuse customers.',
  },
];
