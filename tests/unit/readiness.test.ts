import { describe, expect, it } from 'vitest';

import {
  emptyReadiness,
  idDocumentsEnough,
  idPoints,
  readinessOf,
  readinessRequirements,
  supportNeeded,
} from '@/lib/rules/readiness';

describe('ready for the day', () => {
  it('asks 100 points of ID for the NSW white card only, PPE and medical for heights and confined spaces', () => {
    expect(readinessRequirements('NSW White Card (General Construction Induction)', 'NSW')).toEqual({
      selfCheck: true,
      idDocuments: true,
      ppe: [],
      medical: false,
    });
    expect(readinessRequirements('NSW White Card (General Construction Induction)', 'QLD').idDocuments).toBe(
      false,
    );
    expect(readinessRequirements('Work Safely at Heights', 'QLD')).toMatchObject({
      ppe: ['heights'],
      medical: true,
    });
    expect(readinessRequirements('Heights + Confined Spaces combo', 'NSW').ppe).toEqual([
      'heights',
      'confined-spaces',
    ]);
    expect(readinessRequirements('Provide First Aid', 'NSW')).toMatchObject({
      idDocuments: false,
      ppe: [],
      medical: false,
    });
  });

  it('counts each document type once, and needs a photo document', () => {
    expect(idPoints([{ documentType: 'australian-passport' }, { documentType: 'medicare-card' }])).toBe(95);
    expect(idPoints([{ documentType: 'medicare-card' }, { documentType: 'medicare-card' }])).toBe(25);
    expect(
      idDocumentsEnough([{ documentType: 'australian-passport' }, { documentType: 'driver-licence' }]),
    ).toBe(true);
    // 70 + 25 + 25 without a photo is not enough.
    expect(
      idDocumentsEnough([
        { documentType: 'birth-certificate' },
        { documentType: 'medicare-card' },
        { documentType: 'bank-card' },
      ]),
    ).toBe(false);
  });

  it('flags support needed from the self-check answers', () => {
    expect(supportNeeded({ reading: 'comfortable', digital: 'hard' })).toBe(true);
    expect(supportNeeded({ reading: 'some-help' })).toBe(false);
  });

  it('lists what is missing; verified identification counts as done once the files are deleted', () => {
    const requirements = readinessRequirements('NSW White Card', 'NSW');
    const empty = readinessOf(requirements, emptyReadiness, []);
    expect(empty.missing.map((item) => item.key)).toEqual(['self-check', 'id-documents']);
    const verified = readinessOf(
      requirements,
      {
        ...emptyReadiness,
        llnAnswers: {
          reading: 'comfortable',
          writing: 'comfortable',
          numeracy: 'comfortable',
          digital: 'comfortable',
        },
        llnCompletedAt: '2026-11-29T00:00:00Z',
        idVerifiedAt: '2026-11-29T00:00:00Z',
      },
      [{ documentType: 'australian-passport', deleted: true }],
    );
    expect(verified.ready).toBe(true);
  });
});
