/**
 * The enrolment record's answers as the app uses them, what makes a record complete, and the AVETMISS 8.0 values
 * the NAT export writes for them (an unanswered question becomes AVETMISS's "not stated" code).
 */

export type PriorAchievement = { code: string; recognition: 'A' | 'E' | 'I' };

/** What the learner answers: every field may be unanswered (null), as NCVER asks. */
export type EnrolmentAnswers = {
  familyName: string | null;
  givenNames: string | null;
  dateOfBirth: string | null; // YYYY-MM-DD
  gender: string | null;
  addressBuilding: string | null;
  addressFlat: string | null;
  addressStreetNumber: string | null;
  addressStreetName: string | null;
  addressSuburb: string | null;
  addressState: string | null;
  addressPostcode: string | null;
  mobilePhone: string | null;
  homePhone: string | null;
  email: string | null;
  emergencyContactName: string | null;
  emergencyContactRelationship: string | null;
  emergencyContactPhone: string | null;
  usi: string | null;
  usiExemption: string | null;
  indigenousStatus: string | null;
  countryOfBirth: string | null;
  languageAtHome: string | null;
  englishProficiency: string | null;
  disability: string | null;
  disabilityTypes: string[];
  highestSchoolLevel: string | null;
  highestSchoolYear: number | null;
  atSchool: string | null;
  priorEducation: string | null;
  priorEducationAchievements: PriorAchievement[];
  labourForceStatus: string | null;
  studyReason: string | null;
  citizenship: string | null;
  surveyContactStatus: string | null;
};

export type EnrolmentRecord = EnrolmentAnswers & {
  id: string;
  bookingRequestId: string;
  learnerId: string;
  usiVerifiedAt: string | null;
  usiVerifiedBy: string | null;
  privacyNoticeAgreedAt: string | null;
  declarationAgreedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type EnrolmentState = 'missing' | 'in_progress' | 'complete';

export const emptyAnswers: EnrolmentAnswers = {
  familyName: null,
  givenNames: null,
  dateOfBirth: null,
  gender: null,
  addressBuilding: null,
  addressFlat: null,
  addressStreetNumber: null,
  addressStreetName: null,
  addressSuburb: null,
  addressState: null,
  addressPostcode: null,
  mobilePhone: null,
  homePhone: null,
  email: null,
  emergencyContactName: null,
  emergencyContactRelationship: null,
  emergencyContactPhone: null,
  usi: null,
  usiExemption: null,
  indigenousStatus: null,
  countryOfBirth: null,
  languageAtHome: null,
  englishProficiency: null,
  disability: null,
  disabilityTypes: [],
  highestSchoolLevel: null,
  highestSchoolYear: null,
  atSchool: null,
  priorEducation: null,
  priorEducationAchievements: [],
  labourForceStatus: null,
  studyReason: null,
  citizenship: null,
  surveyContactStatus: null,
};

export const completionMessages = {
  name: 'Please give your family name and given names as they appear on your ID.',
  dateOfBirth: 'Please give your date of birth.',
  usi: 'Please give your USI, or choose a USI exemption.',
  privacy: 'Please read the privacy notice and tick that you have read it.',
  declaration: 'Please tick that you agree to the student declaration.',
} as const;

/**
 * What still stops the learner submitting: the identity a certificate needs (name, date of birth, USI or an
 * exemption) and the two agreements. The standard enrolment questions are never required.
 */
export function completionProblems(
  answers: Pick<EnrolmentAnswers, 'familyName' | 'givenNames' | 'dateOfBirth' | 'usi' | 'usiExemption'>,
  agreed: { privacy: boolean; declaration: boolean },
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!answers.familyName || !answers.givenNames) {
    problems[answers.familyName ? 'givenNames' : 'familyName'] = completionMessages.name;
  }
  if (!answers.dateOfBirth) problems.dateOfBirth = completionMessages.dateOfBirth;
  if (!answers.usi && !answers.usiExemption) problems.usi = completionMessages.usi;
  if (!agreed.privacy) problems.privacyNotice = completionMessages.privacy;
  if (!agreed.declaration) problems.declaration = completionMessages.declaration;
  return problems;
}

export function enrolmentStateOf(record: Pick<EnrolmentRecord, 'completedAt'> | null): EnrolmentState {
  if (!record) return 'missing';
  return record.completedAt ? 'complete' : 'in_progress';
}

export const enrolmentStateLabels: Record<EnrolmentState, string> = {
  missing: 'Not started',
  in_progress: 'In progress',
  complete: 'Complete',
};

/**
 * The answers a returning learner confirms on a new enrolment: everything but the agreements, which are given
 * again for each enrolment (NCVER asks returning students to see the privacy notice again).
 */
export function answersOf(record: EnrolmentAnswers): EnrolmentAnswers {
  const answers = { ...emptyAnswers };
  for (const key of Object.keys(emptyAnswers) as (keyof EnrolmentAnswers)[]) {
    (answers as Record<string, unknown>)[key] = record[key];
  }
  return answers;
}

/** AVETMISS 8.0 client values (NAT00080, NAT00090, NAT00100) of a record; not stated where unanswered. */
export function avetmissClient(record: EnrolmentAnswers) {
  const yn = (value: string | null) => value ?? '@';
  return {
    usi: record.usi ?? record.usiExemption ?? '',
    highestSchoolLevel: record.highestSchoolLevel ?? '@@',
    highestSchoolYear: record.highestSchoolYear === null ? '@@@@' : String(record.highestSchoolYear),
    gender: record.gender ?? '@',
    dateOfBirth: record.dateOfBirth
      ? record.dateOfBirth.replaceAll('-', '').replace(/^(\d{4})(\d{2})(\d{2})$/, '$3$2$1')
      : '@@@@@@@@',
    postcode: record.addressPostcode ?? '@@@@',
    indigenousStatus: record.indigenousStatus ?? '@',
    languageAtHome: record.languageAtHome ?? '@@@@',
    labourForceStatus: record.labourForceStatus ?? '@@',
    countryOfBirth: record.countryOfBirth ?? '@@@@',
    disability: yn(record.disability),
    priorEducation: yn(record.priorEducation),
    atSchool: yn(record.atSchool),
    // Left blank for English-only speakers, as AVETMISS asks.
    englishProficiency: record.languageAtHome === '1201' ? ' ' : (record.englishProficiency ?? '@'),
    addressState: record.addressState ?? '@@',
    surveyContactStatus: record.surveyContactStatus ?? 'A',
    disabilityTypes:
      record.disability === 'Y' ? (record.disabilityTypes.length ? record.disabilityTypes : ['99']) : [],
    priorEducationAchievements: record.priorEducation === 'Y' ? record.priorEducationAchievements : [],
    studyReason: record.studyReason ?? '@@',
  };
}

/** Values as the form shows them: text per field name (lists as arrays). */
export type EnrolmentFormValues = Record<string, string | string[]>;

/** The answers as the form's fields show them. */
export function answersToValues(answers: EnrolmentAnswers): EnrolmentFormValues {
  const values: EnrolmentFormValues = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === null || value === undefined) continue;
    if (key === 'priorEducationAchievements') {
      const achievements = value as EnrolmentAnswers['priorEducationAchievements'];
      values.priorQualifications = achievements.map((item) => item.code);
      for (const item of achievements) values[`recognition-${item.code}`] = item.recognition;
    } else if (Array.isArray(value)) values[key] = value as string[];
    else values[key] = String(value);
  }
  return values;
}
