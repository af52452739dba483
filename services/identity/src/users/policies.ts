import type { FailedPolicyRequirement, PolicyRequirement } from '../am/errors.ts';
import type { PolicySet } from '../am/callbacks.ts';

/**
 * The registration and password policies, in IDM's vocabulary (the requirement names the SDK's
 * FRPolicy words: REQUIRED, MIN_LENGTH {minLength}, …). One table drives both what the callbacks
 * announce and what the server checks.
 */

const USERNAME_FORBIDDEN = ['/', '\\', '*', '(', ')', '&', '|', '!', '=', '<', '>', '~', ' ', '@'];

export const USERNAME_POLICY: PolicySet = {
  name: 'userName',
  policies: [
    { policyId: 'required', policyRequirements: ['REQUIRED'] },
    { policyId: 'unique', policyRequirements: ['UNIQUE'] },
    { policyId: 'minimum-length', params: { minLength: 3 }, policyRequirements: ['MIN_LENGTH'] },
    { policyId: 'maximum-length', params: { maxLength: 50 }, policyRequirements: ['MAX_LENGTH'] },
    {
      policyId: 'cannot-contain-characters',
      params: { forbiddenChars: USERNAME_FORBIDDEN },
      policyRequirements: ['CANNOT_CONTAIN_CHARACTERS'],
    },
  ],
};

export const PASSWORD_POLICY: PolicySet = {
  name: 'password',
  policies: [
    { policyId: 'required', policyRequirements: ['REQUIRED'] },
    { policyId: 'minimum-length', params: { minLength: 8 }, policyRequirements: ['MIN_LENGTH'] },
    { policyId: 'maximum-length', params: { maxLength: 64 }, policyRequirements: ['MAX_LENGTH'] },
    {
      policyId: 'at-least-X-capitals',
      params: { numCaps: 1 },
      policyRequirements: ['AT_LEAST_X_CAPITAL_LETTERS'],
    },
    { policyId: 'at-least-X-numbers', params: { numNums: 1 }, policyRequirements: ['AT_LEAST_X_NUMBERS'] },
    { policyId: 'cannot-contain-duplicates', policyRequirements: ['CANNOT_CONTAIN_DUPLICATES'] },
    {
      policyId: 'cannot-contain-others',
      params: { disallowedFields: ['userName', 'givenName', 'sn'] },
      policyRequirements: ['CANNOT_CONTAIN_OTHERS'],
    },
  ],
};

/** AM adds the union of the requirements at the top of the policies output. */
export function announce(set: PolicySet) {
  return {
    ...set,
    policyRequirements: set.policies.flatMap((p) => p.policyRequirements),
    fallbackPolicies: null,
    conditionalPolicies: null,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;

function failed(property: string, requirements: PolicyRequirement[]): FailedPolicyRequirement[] {
  return requirements.length ? [{ property, policyRequirements: requirements }] : [];
}

export function checkUsername(value: string, taken: boolean): FailedPolicyRequirement[] {
  if (!value) return failed('userName', [{ policyRequirement: 'REQUIRED' }]);
  const out: PolicyRequirement[] = [];
  if (value.length < 3) out.push({ policyRequirement: 'MIN_LENGTH', params: { minLength: 3 } });
  if (value.length > 50) out.push({ policyRequirement: 'MAX_LENGTH', params: { maxLength: 50 } });
  if (USERNAME_FORBIDDEN.some((c) => value.includes(c))) {
    out.push({
      policyRequirement: 'CANNOT_CONTAIN_CHARACTERS',
      params: { forbiddenChars: USERNAME_FORBIDDEN },
    });
  }
  if (taken) out.push({ policyRequirement: 'UNIQUE' });
  return failed('userName', out);
}

export function checkPassword(
  value: string,
  others: { userName: string; givenName: string; sn: string },
): FailedPolicyRequirement[] {
  if (!value) return failed('password', [{ policyRequirement: 'REQUIRED' }]);
  const out: PolicyRequirement[] = [];
  if (value.length < 8) out.push({ policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } });
  if (value.length > 64) out.push({ policyRequirement: 'MAX_LENGTH', params: { maxLength: 64 } });
  if ((value.match(/\p{Lu}/gu) ?? []).length < 1) {
    out.push({ policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } });
  }
  if ((value.match(/\d/g) ?? []).length < 1)
    out.push({ policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } });
  const duplicate = /(.)\1\1/u.exec(value);
  if (duplicate)
    out.push({ policyRequirement: 'CANNOT_CONTAIN_DUPLICATES', params: { duplicateValue: duplicate[0] } });
  const lower = value.toLowerCase();
  const contained = Object.entries(others)
    .filter(([, v]) => v.length >= 3 && lower.includes(v.toLowerCase()))
    .map(([k]) => k);
  if (contained.length) {
    out.push({
      policyRequirement: 'CANNOT_CONTAIN_OTHERS',
      params: { disallowedFields: contained.join(', ') },
    });
  }
  return failed('password', out);
}

export function checkEmail(value: string, taken: boolean): FailedPolicyRequirement[] {
  if (!value) return failed('mail', [{ policyRequirement: 'REQUIRED' }]);
  const out: PolicyRequirement[] = [];
  if (!EMAIL.test(value) || value.length > 254) out.push({ policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' });
  if (taken) out.push({ policyRequirement: 'UNIQUE' });
  return failed('mail', out);
}

export function checkName(property: 'givenName' | 'sn', value: string): FailedPolicyRequirement[] {
  if (!value) return failed(property, [{ policyRequirement: 'REQUIRED' }]);
  const out: PolicyRequirement[] = [];
  if (value.length > 100) out.push({ policyRequirement: 'MAX_LENGTH', params: { maxLength: 100 } });
  if (!NAME.test(value)) out.push({ policyRequirement: 'VALID_NAME_FORMAT' });
  return failed(property, out);
}
