import { describe, expect, it } from 'vitest';
import { pricingPackages } from '@/content/packages';
import { units } from '@/content/units';
import { buildPricingPanel, panelUnitPrice } from '@/lib/rules/pricing-panel';

describe('pricing panel on /courses', () => {
  const panel = buildPricingPanel();

  it('lists every pricing package with its price, original price and units', () => {
    expect(panel.packages.map((pkg) => pkg.id)).toEqual(pricingPackages.map((pkg) => pkg.id));
    const cert3 = panel.packages.find((pkg) => pkg.id === 'cert3-civil-construction')!;
    expect(cert3.packagePrice).toBe(2999);
    expect(cert3.originalPrice).toBe(3499);
    expect(cert3.groups.map((group) => group.units.length)).toEqual([14, 10]);
    expect(cert3.note).toBe('All core units plus 5 or more electives of choice');
    const standard11 = panel.packages.find((pkg) => pkg.id === 'standard-11')!;
    expect(standard11.groups[0].units).toHaveLength(7);
  });

  it('lists every unit as an individual course', () => {
    expect(panel.units.map((unit) => unit.code)).toEqual(units.map((unit) => unit.unitCode));
  });

  it('switches to the experienced/refresher price only where a unit has one', () => {
    const byCode = new Map(panel.units.map((unit) => [unit.code, unit]));
    expect(panelUnitPrice(byCode.get('RIIMPO320F')!, 'standard')).toBe(750);
    expect(panelUnitPrice(byCode.get('RIIMPO320F')!, 'experienced')).toBe(300);
    expect(panelUnitPrice(byCode.get('HLTAID011')!, 'experienced')).toBe(80);
    expect(panelUnitPrice(byCode.get('HLTAID010')!, 'experienced')).toBe(100);
    expect(panelUnitPrice(byCode.get('RIIWHS202E')!, 'experienced')).toBe(249);
  });

  it('is plain data a client component can receive', () => {
    expect(JSON.parse(JSON.stringify(panel))).toEqual(panel);
  });
});
