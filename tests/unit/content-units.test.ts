import { describe, expect, it } from 'vitest';
import {
  findUnit,
  getUnit,
  machineOperationUnits,
  STANDARD_UNIT_PRICE,
  unitCodes,
  units,
} from '@/content/units';
import { packageUnitCodes, pricingPackages } from '@/content/packages';

/** The spec's unit list (000 §3 "Units"), expanded. */
const specUnitCodes = [
  'RIIWHS201E',
  'RIIWHS202E',
  'RIIWHS204E',
  'RIIWHS301E',
  'RIIBEF201E',
  'RIICCM201E',
  'RIICCM202E',
  'RIICCM203E',
  'RIICCM204E',
  'RIICCM205E',
  'RIICCM206E',
  'RIICCM207E',
  'RIICCM208E',
  'RIICOM201E',
  'RIICOM301E',
  'RIIRIS201E',
  'RIIRIS301E',
  'RIIRIS402E',
  'RIISAM201E',
  'RIISAM204E',
  'RIISAM212E',
  'RIIWMG203E',
  'RIIMPO317F',
  'RIIMPO318F',
  'RIIMPO320F',
  'RIIMPO321F',
  'RIIMPO324F',
  'RIIMPO326E',
  'RIIMPO337E',
  'RIIMPO338E',
  'RIIHAN311F',
  'RIIVEH201E',
  'RIIVEH305F',
  'HLTAID009',
  'HLTAID010',
  'HLTAID011',
  'UETDRMPO18',
  'CPCWHS1001',
  'CPCCWHS2001',
  'BSBPMG420',
  'BSBPMG429',
];

const price = (code: string) => findUnit(code)?.price;
const rpl = (code: string) => findUnit(code)?.rplPrice;

describe('units', () => {
  it('has about 43 units: the 41 the spec lists plus the units packages need', () => {
    expect(specUnitCodes).toHaveLength(41);
    expect(units).toHaveLength(43);
    for (const code of specUnitCodes) expect(unitCodes, code).toContain(code);
  });

  it('adds only RIISAM203E (Certificate III core) and RIIGOV201E (Standard 11) beyond the spec list', () => {
    expect(unitCodes.filter((code) => !specUnitCodes.includes(code)).sort()).toEqual([
      'RIIGOV201E',
      'RIISAM203E',
    ]);
  });

  it('has unique codes, a title and a description for every unit', () => {
    expect(new Set(unitCodes).size).toBe(unitCodes.length);
    for (const unit of units) {
      expect(unit.title.length, unit.unitCode).toBeGreaterThan(5);
      expect(unit.description.length, unit.unitCode).toBeGreaterThan(20);
    }
  });

  it('uses national register titles for the named units', () => {
    expect(getUnit('CPCWHS1001').title).toBe('Prepare to work safely in the construction industry');
    expect(getUnit('RIIWHS202E').title).toBe('Enter and work in confined spaces');
    expect(getUnit('RIIWHS204E').title).toBe('Work safely at heights');
    expect(getUnit('HLTAID011').title).toBe('Provide first aid');
    expect(getUnit('HLTAID009').title).toBe('Provide cardiopulmonary resuscitation');
    expect(getUnit('RIIMPO320F').title).toBe('Conduct civil construction excavator operations');
  });
});

describe('unit price rules (spec 000 §9)', () => {
  it('charges 199 for most units', () => {
    expect(STANDARD_UNIT_PRICE).toBe(199);
    for (const code of [
      'RIIWHS201E',
      'RIIWHS301E',
      'RIIBEF201E',
      'RIICCM201E',
      'RIICCM208E',
      'RIICOM201E',
      'RIICOM301E',
      'RIIRIS201E',
      'RIIRIS301E',
      'RIIRIS402E',
      'RIISAM201E',
      'RIISAM204E',
      'RIIWMG203E',
      'RIIGOV201E',
      'RIISAM203E',
    ]) {
      expect(price(code), code).toBe(199);
      expect(rpl(code), code).toBeUndefined();
    }
  });

  it('charges 750 full / 300 experienced for the machine operation units and RIISAM212E', () => {
    const machineCodes = [
      'RIIMPO317F',
      'RIIMPO318F',
      'RIIMPO320F',
      'RIIMPO321F',
      'RIIMPO324F',
      'RIIMPO326E',
      'RIIMPO337E',
      'RIIMPO338E',
      'RIIHAN311F',
    ];
    expect(machineOperationUnits.map((unit) => unit.unitCode)).toEqual(machineCodes);
    for (const code of [...machineCodes, 'RIISAM212E']) {
      expect(price(code), code).toBe(750);
      expect(rpl(code), code).toBe(300);
    }
  });

  it('charges 100 for first aid, with an 80 refresher for HLTAID009 and HLTAID011 only', () => {
    expect([price('HLTAID009'), price('HLTAID010'), price('HLTAID011')]).toEqual([100, 100, 100]);
    expect([rpl('HLTAID009'), rpl('HLTAID010'), rpl('HLTAID011')]).toEqual([80, undefined, 80]);
  });

  it('prices the individually named units', () => {
    expect(price('RIIWHS202E')).toBe(249);
    expect(price('RIIWHS204E')).toBe(150);
    expect(price('RIIVEH201E')).toBe(200);
    expect(price('RIIVEH305F')).toBe(200);
    expect(price('UETDRMPO18')).toBe(200);
    expect(price('BSBPMG420')).toBe(250);
    expect(price('BSBPMG429')).toBe(250);
    expect(price('CPCWHS1001')).toBe(149);
    expect(price('CPCCWHS2001')).toBe(150);
  });
});

describe('unit categories', () => {
  it('lists exactly the packages that contain each unit', () => {
    for (const unit of units) {
      const expected = pricingPackages
        .filter((pkg) => packageUnitCodes(pkg).includes(unit.unitCode))
        .map((pkg) => pkg.id);
      expect(unit.categories, unit.unitCode).toEqual(expected);
    }
    expect(getUnit('HLTAID009').categories).toEqual(['first-aid', 'rescue-cpr-combo']);
    expect(getUnit('CPCWHS1001').categories).toEqual([]);
  });

  it('finds units case-insensitively and misses unknown codes', () => {
    expect(findUnit('hltaid011')?.unitCode).toBe('HLTAID011');
    expect(findUnit('NOPE123')).toBeUndefined();
  });
});
