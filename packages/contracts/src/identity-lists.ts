/**
 * The identity trees' lists, re-exported by identity.ts: the professions of the UpdateProfile tree
 * and the Registration tree's countries, security questions and terms.
 */

/**
 * The professions a profile may name, as codes: the UpdateProfile tree's choices are these, after
 * `PROFESSION_NOT_GIVEN`, and the storefront shows each in the customer's language.
 */
export const PROFESSIONS = [
  'psychologist',
  'school-psychologist',
  'speech-language-pathologist',
  'occupational-therapist',
  'counsellor',
  'teacher',
  'physician',
  'other',
] as const;

export type Profession = (typeof PROFESSIONS)[number];

/** The first choice of the profession: none given. */
export const PROFESSION_NOT_GIVEN = 'not-given';

/**
 * The Registration tree's lists, as the identity service sends them (English). The storefront knows
 * them here so that it can show each in the customer's language: countries by ISO code, security
 * questions and the terms by key. A text it does not know is shown as received.
 */
export const REGISTRATION_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'ES', name: 'Spain' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'SG', name: 'Singapore' },
  { code: 'JP', name: 'Japan' },
  { code: 'KH', name: 'Cambodia' },
  { code: 'ID', name: 'Indonesia' },
  { code: 'LA', name: 'Laos' },
  { code: 'MM', name: 'Myanmar' },
  { code: 'KR', name: 'South Korea' },
  { code: 'PH', name: 'Philippines' },
  { code: 'TW', name: 'Taiwan' },
  { code: 'TH', name: 'Thailand' },
  { code: 'VN', name: 'Vietnam' },
  { code: 'MO', name: 'Macau' },
  { code: 'HK', name: 'Hong Kong' },
] as const;

export const KBA_QUESTIONS = [
  { key: 'firstSchool', text: 'What was the name of your first school?' },
  { key: 'birthTown', text: 'What is the name of the town where you were born?' },
  { key: 'firstPet', text: 'What was the name of your first pet?' },
] as const;

export type KbaQuestionKey = (typeof KBA_QUESTIONS)[number]['key'];

/** The terms of sale a new customer accepts; a new version gets a new key. */
export const REGISTRATION_TERMS = {
  key: 'saleAndUse2024',
  version: '2024-01',
  createDate: '2024-01-15T00:00:00.000Z',
  text: 'Terms of sale and use of the assessment store.',
} as const;
