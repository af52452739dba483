import { PROFESSIONS, type Profession } from '@store/contracts/identity';
import type { TreeField } from './account-tree-form.tsx';
import type { ProfileMessages } from './messages.ts';

/**
 * The fields of the account trees' steps, by callback index: UpdateProfile (names, phone, job
 * title, profession), ChangePassword (current, new) and ChangeEmail (new address, password).
 * `property` is what the identity names in failed policies.
 */

const isProfession = (code: string): code is Profession => (PROFESSIONS as readonly string[]).includes(code);

export function accountFields(
  messages: ProfileMessages,
): Record<'profile' | 'password' | 'email', TreeField[]> {
  const { profile, password, email, professions } = messages;
  return {
    profile: [
      {
        index: 0,
        property: 'givenName',
        label: profile.givenName,
        kind: 'text',
        autoComplete: 'given-name',
        required: true,
      },
      {
        index: 1,
        property: 'sn',
        label: profile.familyName,
        kind: 'text',
        autoComplete: 'family-name',
        required: true,
      },
      {
        index: 2,
        property: 'telephoneNumber',
        label: profile.phone,
        kind: 'tel',
        autoComplete: 'tel',
        required: false,
        hint: profile.phoneHint,
      },
      {
        index: 3,
        property: 'jobTitle',
        label: profile.jobTitle,
        kind: 'text',
        autoComplete: 'organization-title',
        required: false,
      },
      {
        index: 4,
        property: 'profession',
        label: profile.profession,
        kind: 'choice',
        autoComplete: 'off',
        required: false,
        choiceLabel: (code) => (isProfession(code) ? professions[code] : professions['not-given']),
      },
    ],
    password: [
      {
        index: 0,
        property: 'currentPassword',
        label: password.current,
        kind: 'password',
        autoComplete: 'current-password',
        required: true,
      },
      {
        index: 1,
        property: 'password',
        label: password.new,
        kind: 'new-password',
        autoComplete: 'new-password',
        required: true,
      },
    ],
    email: [
      { index: 0, property: 'mail', label: email.new, kind: 'email', autoComplete: 'email', required: true },
      {
        index: 1,
        property: 'currentPassword',
        label: email.password,
        kind: 'password',
        autoComplete: 'current-password',
        required: true,
      },
    ],
  };
}
