import type { FailedPolicy } from '../../clients/identity/tree.ts';
import { format } from '../../i18n/format.ts';
import type { AuthMessages } from '../auth/messages.ts';
import { policyMessage } from '../auth/policy-messages.ts';
import type { ProfileMessages } from './messages.ts';

/**
 * A failed account tree (UpdateProfile, ChangePassword, ChangeEmail) in the customer's words: the
 * failed policies beside their fields (requirements §5, the registration's texts), anything else
 * as one sentence for the form.
 */

export interface AccountTreeFailure {
  code: number;
  message: string;
  failedPolicies: FailedPolicy[];
}

/** A field of the form: where its errors go, and its label for the policy texts. */
export interface FailureField {
  index: number;
  property: string;
  label: string;
}

export interface FailureTexts {
  form: string | undefined;
  fields: Record<number, string[]>;
}

export function failureTexts(
  failure: AccountTreeFailure,
  fields: readonly FailureField[],
  messages: ProfileMessages,
  auth: Pick<AuthMessages, 'policy' | 'fields'>,
): FailureTexts {
  const byField: Record<number, string[]> = {};
  let unplaced = false;
  for (const policy of failure.failedPolicies) {
    const field = fields.find((f) => f.property === policy.property);
    if (!field) {
      unplaced = true;
      continue;
    }
    // The form's own label names the field in the policy text, whatever the server calls it.
    const texts = { policy: auth.policy, fields: { ...auth.fields, other: field.label } };
    byField[field.index] = policy.requirements.map((r) => policyMessage(texts, 'other', r));
  }
  const placed = Object.keys(byField).length > 0;
  return { form: placed && !unplaced ? undefined : formText(failure, messages), fields: byField };
}

function formText(failure: AccountTreeFailure, messages: ProfileMessages): string {
  const { errors } = messages;
  switch (failure.code) {
    case 429: {
      const minutes = /(\d+)\s*minute/i.exec(failure.message)?.[1];
      return minutes ? format(errors.rateLimited, { minutes }) : errors.rateLimitedLater;
    }
    case 401:
      if (/login failure/i.test(failure.message)) return errors.wrongPassword;
      if (/link/i.test(failure.message)) return errors.linkExpired;
      return errors.sessionEnded;
    case 403:
      return errors.otherAccount;
    case 409:
      return errors.emailTaken;
    case 400:
      return errors.invalid;
    default:
      return errors.unavailable;
  }
}
