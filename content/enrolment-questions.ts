/**
 * NCVER's standard enrolment questions (AVETMISS 8.0) in their order, with the codes AVETMISS stores for each
 * answer, the National VET Data Policy privacy notice and the student declaration. No answer is preselected and
 * no "not stated" answer is offered: an unanswered question is exported as AVETMISS's not-stated code.
 */
import { site } from './site';

export type Choice = { code: string; label: string };

export const genders = [
  { code: 'M', label: 'Male' },
  { code: 'F', label: 'Female' },
  { code: 'X', label: 'Other' },
] as const satisfies readonly Choice[];

/** AVETMISS state identifier of the residential address. */
export const addressStates = [
  { code: '01', label: 'NSW' },
  { code: '02', label: 'VIC' },
  { code: '03', label: 'QLD' },
  { code: '04', label: 'SA' },
  { code: '05', label: 'WA' },
  { code: '06', label: 'TAS' },
  { code: '07', label: 'NT' },
  { code: '08', label: 'ACT' },
  { code: '09', label: 'Other Australian territory' },
  { code: '99', label: 'Overseas' },
] as const satisfies readonly Choice[];

export const indigenousStatuses = [
  { code: '4', label: 'No' },
  { code: '1', label: 'Yes, Aboriginal' },
  { code: '2', label: 'Yes, Torres Strait Islander' },
  { code: '3', label: 'Yes, Aboriginal and Torres Strait Islander' },
] as const satisfies readonly Choice[];

/** Standard Australian Classification of Countries codes of the countries most learners name; 0000 is "other". */
export const countries = [
  { code: '1101', label: 'Australia' },
  { code: '1201', label: 'New Zealand' },
  { code: '2102', label: 'England' },
  { code: '1302', label: 'Papua New Guinea' },
  { code: '1502', label: 'Fiji' },
  { code: '5105', label: 'Vietnam' },
  { code: '5204', label: 'Philippines' },
  { code: '6101', label: 'China (excludes SARs and Taiwan)' },
  { code: '7103', label: 'India' },
  { code: '7105', label: 'Nepal' },
  { code: '9225', label: 'South Africa' },
  { code: '0000', label: 'Other country' },
] as const satisfies readonly Choice[];

/** Australian Standard Classification of Languages codes; 1201 is English only. */
export const languages = [
  { code: '1201', label: 'No, English only' },
  { code: '7104', label: 'Yes, Mandarin' },
  { code: '7101', label: 'Yes, Cantonese' },
  { code: '6302', label: 'Yes, Vietnamese' },
  { code: '4202', label: 'Yes, Arabic' },
  { code: '2401', label: 'Yes, Italian' },
  { code: '2201', label: 'Yes, Greek' },
  { code: '5203', label: 'Yes, Hindi' },
  { code: '5207', label: 'Yes, Punjabi' },
  { code: '5206', label: 'Yes, Nepali' },
  { code: '6511', label: 'Yes, Tagalog' },
  { code: '2303', label: 'Yes, Spanish' },
  { code: '0000', label: 'Yes, another language' },
] as const satisfies readonly Choice[];

export const ENGLISH_ONLY = '1201';

export const englishProficiencies = [
  { code: '1', label: 'Very well' },
  { code: '2', label: 'Well' },
  { code: '3', label: 'Not well' },
  { code: '4', label: 'Not at all' },
] as const satisfies readonly Choice[];

export const yesNo = [
  { code: 'Y', label: 'Yes' },
  { code: 'N', label: 'No' },
] as const satisfies readonly Choice[];

export const disabilityTypes = [
  { code: '11', label: 'Hearing/deaf' },
  { code: '12', label: 'Physical' },
  { code: '13', label: 'Intellectual' },
  { code: '14', label: 'Learning' },
  { code: '15', label: 'Mental illness' },
  { code: '16', label: 'Acquired brain impairment' },
  { code: '17', label: 'Vision' },
  { code: '18', label: 'Medical condition' },
  { code: '19', label: 'Other' },
] as const satisfies readonly Choice[];

export const schoolLevels = [
  { code: '12', label: 'Year 12 or equivalent' },
  { code: '11', label: 'Year 11 or equivalent' },
  { code: '10', label: 'Year 10 or equivalent' },
  { code: '09', label: 'Year 9 or equivalent' },
  { code: '08', label: 'Year 8 or below' },
  { code: '02', label: 'Never attended school' },
] as const satisfies readonly Choice[];

export const priorQualifications = [
  { code: '008', label: 'Bachelor degree or higher degree' },
  { code: '410', label: 'Advanced diploma or associate degree' },
  { code: '420', label: 'Diploma (or associate diploma)' },
  { code: '511', label: 'Certificate IV (or advanced certificate/technician)' },
  { code: '514', label: 'Certificate III (or trade certificate)' },
  { code: '521', label: 'Certificate II' },
  { code: '524', label: 'Certificate I' },
  { code: '990', label: 'Certificates other than the above' },
] as const satisfies readonly Choice[];

/** Where a prior qualification was gained (AVETMISS prior educational achievement recognition identifier). */
export const recognitions = [
  { code: 'A', label: 'Australian' },
  { code: 'E', label: 'Australian equivalent' },
  { code: 'I', label: 'International' },
] as const satisfies readonly Choice[];

export const labourForceStatuses = [
  { code: '01', label: 'Full-time employee' },
  { code: '02', label: 'Part-time employee' },
  { code: '03', label: 'Self-employed – not employing others' },
  { code: '04', label: 'Self-employed – employing others' },
  { code: '05', label: 'Employed – unpaid worker in a family business' },
  { code: '06', label: 'Unemployed – seeking full-time work' },
  { code: '07', label: 'Unemployed – seeking part-time work' },
  { code: '08', label: 'Not employed – not seeking employment' },
] as const satisfies readonly Choice[];

export const studyReasons = [
  { code: '01', label: 'To get a job' },
  { code: '02', label: 'To develop my existing business' },
  { code: '03', label: 'To start my own business' },
  { code: '04', label: 'To try for a different career' },
  { code: '05', label: 'To get a better job or promotion' },
  { code: '06', label: 'It was a requirement of my job' },
  { code: '07', label: 'I wanted extra skills for my job' },
  { code: '08', label: 'To get into another course of study' },
  { code: '12', label: 'For personal interest or self-development' },
  { code: '13', label: 'To get skills for community/voluntary work' },
  { code: '11', label: 'Other reasons' },
] as const satisfies readonly Choice[];

export const citizenships = [
  { code: 'australian-citizen', label: 'Australian citizen' },
  { code: 'new-zealand-citizen', label: 'New Zealand citizen' },
  { code: 'permanent-resident', label: 'Australian permanent resident' },
  { code: 'temporary-visa', label: 'Temporary visa holder' },
  { code: 'overseas-student', label: 'Overseas student' },
  { code: 'other', label: 'Other' },
] as const satisfies readonly Choice[];

/** Survey contact status: A (available) when the learner may be contacted, E (excluded) when they ask not to be. */
export const surveyContact = [
  { code: 'A', label: 'Yes, I may be contacted for a student survey' },
  { code: 'E', label: 'No, please do not contact me for a student survey' },
] as const satisfies readonly Choice[];

export const usiExemptions = [
  { code: 'INDIV', label: 'I have an individual exemption from the USI Registrar' },
  { code: 'INTOFF', label: 'I am an international student studying entirely offshore' },
] as const satisfies readonly Choice[];

/**
 * The answers each single-choice field of the record offers, by the field's name: the form, the reading of what it
 * posts and the staff view of a record all look an answer's list up here.
 */
export const enrolmentChoices = {
  gender: genders,
  addressState: addressStates,
  usiExemption: usiExemptions,
  indigenousStatus: indigenousStatuses,
  countryOfBirth: countries,
  languageAtHome: languages,
  englishProficiency: englishProficiencies,
  disability: yesNo,
  highestSchoolLevel: schoolLevels,
  atSchool: yesNo,
  priorEducation: yesNo,
  labourForceStatus: labourForceStatuses,
  studyReason: studyReasons,
  citizenship: citizenships,
  surveyContactStatus: surveyContact,
} as const satisfies Record<string, readonly Choice[]>;

export type ChoiceField = keyof typeof enrolmentChoices;

/** The questions, in NCVER's order, as the form asks them. */
export const enrolmentQuestions = {
  indigenousStatus: {
    label: 'Are you of Aboriginal or Torres Strait Islander origin?',
    hint: 'For persons of both Aboriginal and Torres Strait Islander origin, choose the last answer.',
  },
  countryOfBirth: { label: 'In which country were you born?' },
  languageAtHome: {
    label: 'Do you speak a language other than English at home?',
    hint: 'If more than one language, indicate the one that is spoken most often.',
  },
  englishProficiency: { label: 'How well do you speak English?' },
  disability: { label: 'Do you consider yourself to have a disability, impairment or long-term condition?' },
  disabilityTypes: {
    label: 'If Yes, please indicate the areas of disability, impairment or long-term condition.',
    hint: 'You may indicate more than one area.',
  },
  highestSchoolLevel: {
    label: 'What is your highest COMPLETED school level?',
    hint: 'If you are still at school, this is the level you have actually completed, not the one you are in now.',
  },
  highestSchoolYear: { label: 'In which YEAR did you complete that school level?' },
  atSchool: { label: 'Are you still enrolled in secondary or senior secondary education?' },
  priorEducation: { label: 'Have you SUCCESSFULLY completed any of the following qualifications?' },
  priorEducationAchievements: {
    label: 'If Yes, please tick any applicable qualifications and say where each was gained.',
  },
  labourForceStatus: {
    label: 'Of the following categories, which BEST describes your current employment status?',
  },
  studyReason: {
    label: 'Of the following categories, which BEST describes your main reason for undertaking this course?',
  },
  citizenship: { label: 'What is your citizenship or residency status?' },
  surveyContact: {
    label:
      'You may receive a student survey about your training. May NCVER or a government department contact you for it?',
  },
} as const;

/** The privacy notice of the National VET Data Policy (Schedule 1), in the RTO's name. */
export const privacyNotice = {
  title: 'Privacy notice',
  paragraphs: [
    `Under the Data Provision Requirements 2012, ${site.rto.name} is required to collect personal information about you and to disclose that personal information to the National Centre for Vocational Education Research Ltd (NCVER).`,
    `Your personal information (including the personal information contained on this enrolment form and your training activity data) may be used or disclosed by ${site.rto.name} for statistical, regulatory and research purposes. ${site.rto.name} may disclose your personal information for these purposes to third parties, including: Commonwealth and State or Territory government departments and authorised agencies; NCVER; organisations conducting student surveys; and researchers.`,
    'Personal information disclosed to NCVER may be used or disclosed for the following purposes: issuing a VET Statement of Attainment or VET Qualification, and populating Authenticated VET Transcripts; facilitating statistics and research relating to education, including surveys and data linkage; understanding how the VET market operates, for policy, workforce planning and consumer information; and administering VET, including programme administration, regulation, monitoring and evaluation.',
    'You may receive a student survey which may be administered by a government department or an NCVER employee, agent, third-party contractor or another authorised agency. Please note you may opt out of the survey at the time of being contacted.',
    "NCVER will collect, hold, use and disclose your personal information in accordance with the law, including the Privacy Act 1988 (Cth), the National VET Data Policy and all NCVER policies and protocols (including those published on NCVER's website at www.ncver.edu.au).",
    `For more information about NCVER's Privacy Policy go to https://www.ncver.edu.au/privacy. For how ${site.name} and ${site.rto.name} handle your information, ask us by phone or e-mail.`,
  ],
  agreement: 'I have read and I understand the privacy notice.',
} as const;

export const studentDeclaration = {
  title: 'Student declaration and consent',
  paragraphs: [
    'I declare that the information I have provided to the best of my knowledge is true and correct.',
    `I consent to the collection, use and disclosure of my personal information in accordance with the Privacy Notice above.`,
  ],
  agreement: 'I agree to the student declaration and consent.',
} as const;
