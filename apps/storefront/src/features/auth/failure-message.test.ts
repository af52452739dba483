import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message.ts';
import { authMessages } from './messages.ts';

const { errors } = authMessages('en-us');

describe('failureMessage', () => {
  it('reads a wrong password at sign-in', () => {
    const failure = { code: 401, message: 'Login failure: the username or password is not correct.' };
    expect(failureMessage(errors, failure, 'sign-in')).toBe(errors.wrongPassword);
  });

  it('keeps the wait of a rate limit in the visitor language', () => {
    const failure = { code: 429, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' };
    expect(failureMessage(errors, failure, 'sign-in')).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect(failureMessage(authMessages('nl-nl').errors, failure, 'sign-in')).toContain('15');
    expect(failureMessage(errors, { code: 429, message: '' }, 'sign-in')).toBe(errors.rateLimitedLater);
  });

  it('tells a used or expired reset link from an expired step', () => {
    expect(
      failureMessage(
        errors,
        {
          code: 401,
          message: 'This password reset link has expired or was already used; ask for a new link.',
        },
        'forgot-password',
      ),
    ).toBe(errors.linkExpired);
    expect(failureMessage(errors, { code: 401, message: 'Unknown authId' }, 'registration')).toBe(
      errors.expired,
    );
  });

  it('tells a used or expired registration link from an expired step', () => {
    expect(
      failureMessage(
        errors,
        { code: 401, message: 'This registration link has expired or was already used; register again.' },
        'registration',
      ),
    ).toBe(errors.registrationLinkExpired);
  });

  it('names the registration checks the server refused', () => {
    expect(
      failureMessage(
        errors,
        { code: 400, message: 'The reCAPTCHA check failed; try it again.' },
        'registration',
      ),
    ).toBe(errors.recaptcha);
    expect(
      failureMessage(
        errors,
        { code: 400, message: 'Accept the terms and conditions to create an account.' },
        'registration',
      ),
    ).toBe(errors.terms);
  });

  it('reports a timeout and anything else', () => {
    expect(failureMessage(errors, { code: 0, message: 'Timeout' }, 'sign-in')).toBe(errors.timeout);
    expect(failureMessage(errors, { code: 0, message: 'Failed to fetch' }, 'sign-in')).toBe(errors.unknown);
    expect(failureMessage(errors, { code: 500, message: 'Internal' }, 'sign-in')).toBe(errors.unknown);
  });
});
