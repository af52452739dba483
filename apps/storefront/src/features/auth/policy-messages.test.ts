import { describe, expect, it } from 'vitest';
import { authMessages } from './messages.ts';
import { announcedRequirements, policyMessage } from './policy-messages.ts';

const en = authMessages('en-us');
const fr = authMessages('fr-ca');

describe('policyMessage (requirements §5)', () => {
  it.each([
    ['userName', { policyRequirement: 'REQUIRED' }, 'Username is required.'],
    [
      'userName',
      { policyRequirement: 'UNIQUE' },
      'This username is not available. Please choose another username.',
    ],
    ['mail', { policyRequirement: 'UNIQUE' }, 'Email address is already in use.'],
    [
      'password',
      { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
      'Password must be at least 8 characters.',
    ],
    [
      'password',
      { policyRequirement: 'MAX_LENGTH', params: { maxLength: 64 } },
      'Password must be at most 64 characters.',
    ],
    [
      'password',
      { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
      'Password must contain at least 1 capital letter.',
    ],
    [
      'password',
      { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 2 } },
      'Password must contain at least 2 capital letters.',
    ],
    [
      'password',
      { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } },
      'Password must contain at least 1 number.',
    ],
    [
      'password',
      { policyRequirement: 'CANNOT_CONTAIN_DUPLICATES', params: { duplicateValue: 'aaa' } },
      'Password must not repeat a character three times in a row.',
    ],
    [
      'password',
      { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: 'userName, givenName' } },
      'Password must not contain your username, first name.',
    ],
    [
      'userName',
      { policyRequirement: 'CANNOT_CONTAIN_CHARACTERS', params: { forbiddenChars: ['/', '@', ' '] } },
      'Username must not contain these characters: / @ ␣',
    ],
    [
      'mail',
      { policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' },
      'Email address is not a valid email address.',
    ],
    ['givenName', { policyRequirement: 'VALID_NAME_FORMAT' }, 'First name is not a valid name.'],
    ['birthDate', { policyRequirement: 'VALID_DATE' }, 'This field has an invalid date.'],
    ['phone', { policyRequirement: 'VALID_PHONE_FORMAT' }, 'This field is not a valid phone number.'],
    ['age', { policyRequirement: 'VALID_NUMBER' }, 'This field is not a valid number.'],
    ['password', { policyRequirement: 'MATCH_REGEXP' }, 'Password is not valid.'],
    [
      'password',
      { policyRequirement: 'SOMETHING_NEW' },
      'Password does not meet a requirement of the account service.',
    ],
  ])('%s %o reads "%s"', (property, requirement, expected) => {
    expect(policyMessage(en, property, requirement)).toBe(expected);
  });

  it('speaks the visitor language', () => {
    const text = policyMessage(fr, 'password', { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } });
    expect(text).toContain('8');
    expect(text).not.toMatch(/must be at least/);
  });

  it('announces what a field asks for without required and unique', () => {
    const shown = announcedRequirements([
      { policyRequirement: 'REQUIRED' },
      { policyRequirement: 'UNIQUE' },
      { policyRequirement: 'MIN_LENGTH', params: { minLength: 3 } },
    ]);
    expect(shown.map((r) => r.policyRequirement)).toEqual(['MIN_LENGTH']);
  });
});
