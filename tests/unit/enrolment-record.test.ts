import { describe, expect, it } from 'vitest';

import {
  enrolmentChoices,
  enrolmentQuestions,
  languages,
  schoolLevels,
  studyReasons,
} from '@/content/enrolment-questions';
import {
  avetmissClient,
  completionMessages,
  completionProblems,
  emptyAnswers,
  enrolmentStateOf,
} from '@/lib/rules/enrolment-record';
import { usiMessages } from '@/lib/rules/usi';
import { enrolmentMessages, mergeAnswers, readEnrolmentAnswers } from '@/lib/validation/enrolment-record';

const today = '2026-11-29';

describe('the enrolment form', () => {
  it('asks NCVER’s questions in their wording and order', () => {
    expect(Object.keys(enrolmentQuestions)).toEqual([
      'indigenousStatus',
      'countryOfBirth',
      'languageAtHome',
      'englishProficiency',
      'disability',
      'disabilityTypes',
      'highestSchoolLevel',
      'highestSchoolYear',
      'atSchool',
      'priorEducation',
      'priorEducationAchievements',
      'labourForceStatus',
      'studyReason',
      'citizenship',
      'surveyContact',
    ]);
    expect(enrolmentQuestions.disability.label).toBe(
      'Do you consider yourself to have a disability, impairment or long-term condition?',
    );
    expect(enrolmentQuestions.highestSchoolLevel.label).toBe('What is your highest COMPLETED school level?');
  });

  it('offers no "not stated" answer to nudge towards', () => {
    for (const options of [languages, schoolLevels, studyReasons]) {
      expect(options.some((option) => /not stated|prefer not/i.test(option.label))).toBe(false);
      expect(options.some((option) => option.code.startsWith('@'))).toBe(false);
    }
  });

  it("looks each single-choice field's answers up by a field the record stores, and rejects an answer it does not offer", () => {
    for (const [field, options] of Object.entries(enrolmentChoices)) {
      expect(emptyAnswers).toHaveProperty(field, null);
      const { answers, errors } = readEnrolmentAnswers({ [field]: options[0].code }, today);
      expect(answers).toHaveProperty(field, options[0].code);
      expect(readEnrolmentAnswers({ [field]: 'no-such-code' }, today).errors).toHaveProperty(
        field,
        enrolmentMessages.choice,
      );
      expect(errors).toEqual({});
    }
  });

  it('reads answers as AVETMISS codes and leaves unanswered questions null', () => {
    const { answers, errors } = readEnrolmentAnswers(
      {
        familyName: '  Lee ',
        givenNames: 'Kim  Jo',
        dateOfBirth: '1990-02-28',
        usi: '2234 5678 9n',
        indigenousStatus: '4',
        languageAtHome: '1201',
        englishProficiency: '2',
        disability: 'N',
        disabilityTypes: ['12'],
        priorEducation: 'Y',
        priorQualifications: ['514', '990'],
        'recognition-514': 'A',
        'recognition-990': 'I',
        addressPostcode: 'ospc',
      },
      today,
    );
    expect(errors).toEqual({});
    expect(answers).toMatchObject({
      familyName: 'Lee',
      givenNames: 'Kim Jo',
      dateOfBirth: '1990-02-28',
      usi: '223456789N',
      indigenousStatus: '4',
      // An English-only speaker is not asked how well they speak English; a "No" clears the disability types.
      englishProficiency: null,
      disabilityTypes: [],
      priorEducationAchievements: [
        { code: '514', recognition: 'A' },
        { code: '990', recognition: 'I' },
      ],
      addressPostcode: 'OSPC',
      gender: null,
      studyReason: null,
    });
  });

  it('names each bad answer with its message and keeps it out of the answers', () => {
    const { answers, errors } = readEnrolmentAnswers(
      { usi: '223456789A', dateOfBirth: '2030-01-01', gender: 'Q', addressPostcode: '12', givenNames: 'Kim' },
      today,
    );
    expect(errors).toEqual({
      usi: usiMessages.checkCharacter,
      dateOfBirth: enrolmentMessages.dateOfBirth,
      gender: enrolmentMessages.choice,
      addressPostcode: enrolmentMessages.postcode,
    });
    expect(answers).not.toHaveProperty('usi');
    expect(answers.givenNames).toBe('Kim');
    // A draft keeps the stored value of an answer that did not read.
    expect(mergeAnswers({ ...emptyAnswers, usi: '223456789N' }, answers).usi).toBe('223456789N');
  });

  it('takes an exemption in place of a USI', () => {
    const { answers, errors } = readEnrolmentAnswers({ usi: 'nonsense', usiExemption: 'INDIV' }, today);
    expect(errors).toEqual({});
    expect(answers).toMatchObject({ usi: null, usiExemption: 'INDIV' });
  });

  it('needs only the identity and both agreements to submit', () => {
    const identity = {
      familyName: 'Lee',
      givenNames: 'Kim',
      dateOfBirth: '1990-01-01',
      usi: '223456789N',
      usiExemption: null,
    };
    expect(completionProblems(identity, { privacy: true, declaration: true })).toEqual({});
    expect(completionProblems({ ...identity, usi: null }, { privacy: false, declaration: true })).toEqual({
      usi: completionMessages.usi,
      privacyNotice: completionMessages.privacy,
    });
  });

  it('says missing, in progress or complete', () => {
    expect(enrolmentStateOf(null)).toBe('missing');
    expect(enrolmentStateOf({ completedAt: null })).toBe('in_progress');
    expect(enrolmentStateOf({ completedAt: '2026-11-29T00:00:00Z' })).toBe('complete');
  });

  it('gives the NAT export AVETMISS values, not stated where unanswered', () => {
    expect(avetmissClient(emptyAnswers)).toMatchObject({
      highestSchoolLevel: '@@',
      highestSchoolYear: '@@@@',
      gender: '@',
      dateOfBirth: '@@@@@@@@',
      indigenousStatus: '@',
      languageAtHome: '@@@@',
      labourForceStatus: '@@',
      countryOfBirth: '@@@@',
      disability: '@',
      priorEducation: '@',
      atSchool: '@',
      studyReason: '@@',
    });
    const filled = avetmissClient({
      ...emptyAnswers,
      dateOfBirth: '1990-02-28',
      languageAtHome: '1201',
      englishProficiency: '1',
      disability: 'Y',
      usiExemption: 'INDIV',
    });
    expect(filled).toMatchObject({
      dateOfBirth: '28021990',
      englishProficiency: ' ',
      disabilityTypes: ['99'],
      usi: 'INDIV',
    });
  });
});
