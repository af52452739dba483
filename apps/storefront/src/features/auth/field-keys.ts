import type { CallbackView } from '../../clients/identity/tree.ts';

/**
 * What each callback of a tree asks for, named as the account service names the properties in its
 * policy failures (userName, givenName, sn, mail, password, kbaInfo), so that labels and errors
 * meet at one key. The trees' own prompts are English; the screens show their own texts.
 */
export type FieldKey =
  | 'login'
  | 'password'
  | 'userName'
  | 'givenName'
  | 'sn'
  | 'mail'
  | 'country'
  | 'kbaInfo'
  | 'terms'
  | 'recaptcha'
  | 'newPassword'
  | 'other';

const NAME_ORDER: FieldKey[] = ['givenName', 'sn', 'mail'];

function namedByPrompt(prompt: string): FieldKey | undefined {
  if (/first|given/i.test(prompt)) return 'givenName';
  if (/last|family|surname/i.test(prompt)) return 'sn';
  if (/mail/i.test(prompt) && !/user/i.test(prompt)) return 'mail';
  return undefined;
}

export function fieldKeys(
  tree: 'Login' | 'Registration' | 'ForgotPassword',
  callbacks: CallbackView[],
): FieldKey[] {
  let names = 0;
  return callbacks.map((callback) => {
    switch (callback.type) {
      case 'name':
        if (tree === 'Registration') return namedByPrompt(callback.prompt) ?? NAME_ORDER[names++] ?? 'other';
        return 'login';
      case 'password':
        return 'password';
      case 'create-username':
        return 'userName';
      case 'create-password':
        return tree === 'ForgotPassword' ? 'newPassword' : 'password';
      case 'choice':
        return 'country';
      case 'kba':
        return 'kbaInfo';
      case 'terms':
        return 'terms';
      case 'recaptcha':
        return 'recaptcha';
      default:
        return 'other';
    }
  });
}

/** The policy property a field's failures come under. */
export function propertyOf(key: FieldKey): string {
  return key === 'newPassword' ? 'password' : key;
}
