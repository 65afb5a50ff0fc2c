import {
  disabilityTypes,
  ENGLISH_ONLY,
  enrolmentChoices,
  priorQualifications,
  recognitions,
  type Choice,
  type ChoiceField,
} from '@/content/enrolment-questions';
import { emptyAnswers, type EnrolmentAnswers, type PriorAchievement } from '@/lib/rules/enrolment-record';
import { hasNoBidiControls, isSingleLineText } from '@/lib/rules/text-safety';
import { normaliseUsi, usiProblem } from '@/lib/rules/usi';

import * as z from './zod';

/**
 * The enrolment form: what it posts (every field optional: nothing is forced) and how each answer is read. A draft
 * saved as the learner types keeps every valid answer and reports the rest; a submission must be valid throughout.
 */

export const enrolmentFormSchema = z.object({
  bookingId: z.string().max(100),
  intent: z.enum(['draft', 'submit']).default('draft'),
  privacyNotice: z.boolean().default(false),
  declaration: z.boolean().default(false),
  disabilityTypes: z.array(z.string().max(10)).max(20).default([]),
  priorQualifications: z.array(z.string().max(10)).max(20).default([]),
});

export const enrolmentListFields = ['disabilityTypes', 'priorQualifications'] as const;
export const enrolmentFlagFields = ['privacyNotice', 'declaration'] as const;

export const enrolmentMessages = {
  text: (label: string, max: number) =>
    `${label} must be at most ${max} characters, without control characters.`,
  choice: 'Please choose one of the answers given.',
  dateOfBirth: 'Please enter your date of birth as a real date in the past.',
  postcode: 'Please enter a 4-digit postcode (or OSPC for an overseas address).',
  phone: 'Please enter a phone number using digits, spaces, + and brackets.',
  email: 'Please enter a valid email address.',
  schoolYear: 'Please enter the year as four digits, not in the future.',
} as const;

type Fields = Record<string, unknown>;
type Read<T> = { value: T } | { error: string } | null; // null: unanswered

const text =
  (label: string, max: number, pattern?: RegExp, message?: string) =>
  (raw: unknown): Read<string> => {
    if (typeof raw !== 'string') return null;
    const value = raw.trim().replace(/\s+/g, ' ');
    if (value === '') return null;
    if (value.length > max || !isSingleLineText(value) || !hasNoBidiControls(value)) {
      return { error: enrolmentMessages.text(label, max) };
    }
    if (pattern && !pattern.test(value)) return { error: message ?? enrolmentMessages.text(label, max) };
    return { value };
  };

const choice =
  (field: ChoiceField) =>
  (raw: unknown): Read<string> => {
    if (typeof raw !== 'string' || raw === '') return null;
    const options: readonly Choice[] = enrolmentChoices[field];
    return options.some((option) => option.code === raw)
      ? { value: raw }
      : { error: enrolmentMessages.choice };
  };

const PHONE = /^[0-9+() -]{6,20}$/;

function dateOfBirth(today: string) {
  return (raw: unknown): Read<string> => {
    if (typeof raw !== 'string' || raw.trim() === '') return null;
    const value = raw.trim();
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return { error: enrolmentMessages.dateOfBirth };
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    const real = date.toISOString().slice(0, 10) === value;
    return real && value >= '1900-01-01' && value < today
      ? { value }
      : { error: enrolmentMessages.dateOfBirth };
  };
}

function schoolYear(today: string) {
  return (raw: unknown): Read<number> => {
    if (typeof raw !== 'string' || raw.trim() === '') return null;
    const year = Number(raw.trim());
    return /^\d{4}$/.test(raw.trim()) && year >= 1900 && year <= Number(today.slice(0, 4))
      ? { value: year }
      : { error: enrolmentMessages.schoolYear };
  };
}

function usi(raw: unknown): Read<string> {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const problem = usiProblem(raw);
  return problem ? { error: problem } : { value: normaliseUsi(raw) };
}

const singleReaders = (today: string) =>
  ({
    familyName: text('Family name', 100),
    givenNames: text('Given names', 100),
    dateOfBirth: dateOfBirth(today),
    gender: choice('gender'),
    addressBuilding: text('Building or property name', 50),
    addressFlat: text('Flat or unit', 30),
    addressStreetNumber: text('Street number', 15),
    addressStreetName: text('Street name', 70),
    addressSuburb: text('Suburb, locality or town', 50),
    addressState: choice('addressState'),
    addressPostcode: text('Postcode', 4, /^([0-9]{4}|OSPC)$/i, enrolmentMessages.postcode),
    mobilePhone: text('Mobile phone', 20, PHONE, enrolmentMessages.phone),
    homePhone: text('Home phone', 20, PHONE, enrolmentMessages.phone),
    email: text('Email', 80, /^[^@\s]+@[^@\s]+\.[^@\s]+$/, enrolmentMessages.email),
    emergencyContactName: text('Emergency contact name', 100),
    emergencyContactRelationship: text('Relationship', 50),
    emergencyContactPhone: text('Emergency contact phone', 20, PHONE, enrolmentMessages.phone),
    usi,
    usiExemption: choice('usiExemption'),
    indigenousStatus: choice('indigenousStatus'),
    countryOfBirth: choice('countryOfBirth'),
    languageAtHome: choice('languageAtHome'),
    englishProficiency: choice('englishProficiency'),
    disability: choice('disability'),
    highestSchoolLevel: choice('highestSchoolLevel'),
    highestSchoolYear: schoolYear(today),
    atSchool: choice('atSchool'),
    priorEducation: choice('priorEducation'),
    labourForceStatus: choice('labourForceStatus'),
    studyReason: choice('studyReason'),
    citizenship: choice('citizenship'),
    surveyContactStatus: choice('surveyContactStatus'),
  }) satisfies Partial<Record<keyof EnrolmentAnswers, (raw: unknown) => Read<unknown>>>;

export type ReadAnswers = {
  /** The answers read; a field with an error is left out (a draft keeps what was stored). */
  answers: Partial<EnrolmentAnswers>;
  errors: Record<string, string>;
};

/**
 * Reads the form's fields into answers. Follow-up questions that no longer apply are cleared (the disability
 * types without a disability, the proficiency of an English-only speaker, a USI beside an exemption).
 */
export function readEnrolmentAnswers(fields: Fields, today: string): ReadAnswers {
  const answers: Partial<EnrolmentAnswers> = {};
  const errors: Record<string, string> = {};
  for (const [key, read] of Object.entries(singleReaders(today))) {
    const result = read(fields[key]);
    if (result === null) (answers as Record<string, unknown>)[key] = null;
    else if ('error' in result) errors[key] = result.error;
    else (answers as Record<string, unknown>)[key] = result.value;
  }
  if (typeof answers.addressPostcode === 'string')
    answers.addressPostcode = answers.addressPostcode.toUpperCase();

  const listOf = (name: string) =>
    (Array.isArray(fields[name]) ? (fields[name] as unknown[]) : []).filter(
      (v): v is string => typeof v === 'string',
    );
  const types = listOf('disabilityTypes');
  if (types.some((code) => !disabilityTypes.some((type) => type.code === code))) {
    errors.disabilityTypes = enrolmentMessages.choice;
  } else {
    answers.disabilityTypes = answers.disability === 'Y' ? [...new Set(types)] : [];
  }
  const qualifications = listOf('priorQualifications');
  if (qualifications.some((code) => !priorQualifications.some((item) => item.code === code))) {
    errors.priorQualifications = enrolmentMessages.choice;
  } else {
    const achievements: PriorAchievement[] = [];
    for (const code of new Set(qualifications)) {
      const raw = fields[`recognition-${code}`];
      const recognition = recognitions.find((item) => item.code === raw)?.code ?? 'A';
      achievements.push({ code, recognition });
    }
    answers.priorEducationAchievements = answers.priorEducation === 'Y' ? achievements : [];
  }
  if (answers.languageAtHome === ENGLISH_ONLY) answers.englishProficiency = null;
  if (answers.usiExemption) {
    answers.usi = null;
    delete errors.usi;
  }
  return { answers, errors };
}

/** A draft's answers laid over what is stored: an answer with an error keeps the stored value. */
export function mergeAnswers(
  stored: EnrolmentAnswers | null,
  read: Partial<EnrolmentAnswers>,
): EnrolmentAnswers {
  return { ...emptyAnswers, ...(stored ?? {}), ...read } as EnrolmentAnswers;
}
