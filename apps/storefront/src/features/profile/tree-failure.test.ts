import { describe, expect, it } from 'vitest';
import { authMessages } from '../auth/messages.ts';
import { accountFields } from './account-fields.ts';
import { profileMessages } from './messages.ts';
import { failureTexts } from './tree-failure.ts';

const failure = (
  code: number,
  message: string,
  failedPolicies: Parameters<typeof failureTexts>[0]['failedPolicies'] = [],
) => ({
  code,
  message,
  failedPolicies,
});

describe('failureTexts', () => {
  it('shows a new password’s failed policies beside it, in the locale, with the registration’s words', () => {
    const messages = profileMessages('fr-ca');
    const texts = failureTexts(
      failure(400, 'Failed policy validation', [
        {
          property: 'password',
          requirements: [
            { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
            { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
          ],
        },
      ]),
      accountFields(messages).password,
      messages,
      authMessages('fr-ca'),
    );
    expect(texts.form).toBeUndefined();
    expect(texts.fields[1]).toEqual([
      'Le champ Nouveau mot de passe doit comporter au moins 8 caractères.',
      expect.stringContaining('majuscule'),
    ]);
  });

  it('names the profile’s own fields and places each failure under its field', () => {
    const messages = profileMessages('en-us');
    const texts = failureTexts(
      failure(400, 'Failed policy validation', [
        { property: 'telephoneNumber', requirements: [{ policyRequirement: 'VALID_PHONE_FORMAT' }] },
        {
          property: 'jobTitle',
          requirements: [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: 100 } }],
        },
      ]),
      accountFields(messages).profile,
      messages,
      authMessages('en-us'),
    );
    expect(texts.fields).toEqual({
      2: ['Phone number is not a valid phone number.'],
      3: ['Job title must be at most 100 characters.'],
    });
  });

  it.each([
    [401, 'Login failure: the username or password is not correct.', 'wrongPassword'],
    [401, 'This confirmation link has expired or was already used; ask for a new link.', 'linkExpired'],
    [401, 'Sign in first; your session has ended.', 'sessionEnded'],
    [403, 'This link was sent for another account.', 'otherAccount'],
    [409, 'Another account signs in with this address now.', 'emailTaken'],
    [0, 'network', 'unavailable'],
  ] as const)('says a %i (%s) in the customer’s words', (code, message, key) => {
    const messages = profileMessages('zh-sg');
    expect(failureTexts(failure(code, message), [], messages, authMessages('zh-sg')).form).toBe(
      messages.errors[key],
    );
  });

  it('tells how long to wait after too many failed attempts', () => {
    const messages = profileMessages('en-gb');
    const texts = failureTexts(
      failure(429, 'Too many failed sign-in attempts. Try again in 2 minutes.'),
      [],
      messages,
      authMessages('en-gb'),
    );
    expect(texts.form).toBe('Too many failed attempts. Try again in 2 minutes.');
  });
});
