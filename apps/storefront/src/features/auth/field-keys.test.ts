import { describe, expect, it } from 'vitest';
import type { CallbackView } from '../../clients/identity/tree.ts';
import { fieldKeys, propertyOf } from './field-keys.ts';

const name = (index: number, prompt: string): CallbackView => ({ type: 'name', index, prompt });

describe('fieldKeys', () => {
  it('names the registration fields as the policy failures name their properties', () => {
    const callbacks: CallbackView[] = [
      {
        type: 'create-username',
        index: 0,
        prompt: 'Username',
        property: 'userName',
        requirements: [],
        failed: [],
      },
      name(1, 'First Name'),
      name(2, 'Last Name'),
      name(3, 'Email Address'),
      { type: 'choice', index: 4, prompt: 'Country', choices: ['US'], defaultChoice: 0 },
      {
        type: 'create-password',
        index: 5,
        prompt: 'Password',
        property: 'password',
        requirements: [],
        failed: [],
      },
    ];
    expect(fieldKeys('Registration', callbacks)).toEqual([
      'userName',
      'givenName',
      'sn',
      'mail',
      'country',
      'password',
    ]);
  });

  it('falls back to the order of the name fields when prompts say nothing', () => {
    expect(fieldKeys('Registration', [name(0, 'a'), name(1, 'b'), name(2, 'c')])).toEqual([
      'givenName',
      'sn',
      'mail',
    ]);
  });

  it('reads the new password of a reset as the account’s password property', () => {
    const keys = fieldKeys('ForgotPassword', [
      {
        type: 'create-password',
        index: 0,
        prompt: 'New password',
        property: 'password',
        requirements: [],
        failed: [],
      },
    ]);
    expect(keys).toEqual(['newPassword']);
    expect(propertyOf('newPassword')).toBe('password');
  });
});
