import type { Requirement } from '../../clients/identity/tree.ts';
import { format } from '../../i18n/format.ts';
import type { AuthMessages } from './messages.ts';

/**
 * Policy requirements of the account service as readable text in the visitor's language (requirements §5),
 * in place of the SDK's English-only message creator.
 */

type Texts = Pick<AuthMessages, 'policy' | 'fields'>;

const FIELD_ALIASES: Record<string, keyof AuthMessages['fields']> = {
  userName: 'userName',
  username: 'userName',
  password: 'password',
  givenName: 'givenName',
  sn: 'sn',
  mail: 'mail',
  email: 'mail',
  kbaInfo: 'kbaInfo',
};

/** The readable name of a property the server names (userName, sn, mail …). */
export function fieldName(texts: Texts, property: string): string {
  const key = FIELD_ALIASES[property];
  return key ? texts.fields[key] : texts.fields.other;
}

function count(params: Requirement['params'], name: string): number {
  const value = params?.[name];
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return [];
}

export function policyMessage(texts: Texts, property: string, requirement: Requirement): string {
  const field = fieldName(texts, property);
  const { policy } = texts;
  const params = requirement.params;
  switch (requirement.policyRequirement) {
    case 'REQUIRED':
      return format(policy.required, { field });
    case 'UNIQUE':
      // A username taken or looking like one that is: the same words, which name no account.
      return property === 'userName' ? policy.usernameTaken : format(policy.unique, { field });
    case 'MIN_LENGTH':
      return format(policy.minLength, { field, count: count(params, 'minLength') });
    case 'MAX_LENGTH':
      return format(policy.maxLength, { field, count: count(params, 'maxLength') });
    case 'AT_LEAST_X_CAPITAL_LETTERS': {
      const n = count(params, 'numCaps');
      return format(n === 1 ? policy.capitalsOne : policy.capitalsOther, { field, count: n });
    }
    case 'AT_LEAST_X_NUMBERS': {
      const n = count(params, 'numNums');
      return format(n === 1 ? policy.numbersOne : policy.numbersOther, { field, count: n });
    }
    case 'CANNOT_CONTAIN_CHARACTERS':
      return format(policy.forbiddenCharacters, {
        field,
        characters: list(params?.forbiddenChars)
          .map((c) => (c === ' ' ? '␣' : c))
          .join(' '),
      });
    case 'CANNOT_CONTAIN_DUPLICATES':
      return format(policy.duplicates, { field });
    case 'CANNOT_CONTAIN_OTHERS':
      return format(policy.others, {
        field,
        fields: list(params?.disallowedFields)
          .map((name) => fieldName(texts, name).toLocaleLowerCase())
          .join(', '),
      });
    case 'VALID_DATE':
      return format(policy.invalidDate, { field });
    case 'VALID_EMAIL_ADDRESS_FORMAT':
      return format(policy.invalidEmail, { field });
    case 'VALID_NAME_FORMAT':
      return format(policy.invalidName, { field });
    case 'VALID_NUMBER':
      return format(policy.invalidNumber, { field });
    case 'VALID_PHONE_FORMAT':
      return format(policy.invalidPhone, { field });
    case 'MATCH_REGEXP':
    case 'MINIMUM_NUMBER_VALUE':
    case 'MAXIMUM_NUMBER_VALUE':
    case 'VALID_ARRAY_ITEMS':
    case 'VALID_QUERY_FILTER':
    case 'VALID_TYPE':
      return format(policy.failed, { field });
    default:
      return format(policy.unknown, { field });
  }
}

/** What a field's policies ask for, as shown before submitting: "required" and "unique" go without saying. */
export function announcedRequirements(requirements: Requirement[]): Requirement[] {
  return requirements.filter((r) => r.policyRequirement !== 'REQUIRED' && r.policyRequirement !== 'UNIQUE');
}
