import { format } from '../../i18n/format.ts';
import type { AuthMessages } from './messages.ts';

/**
 * A failed tree as one readable sentence in the visitor's language (requirements §8 kinds: bad request,
 * timeout, unauthorized, unknown). Policy failures are shown beside their fields instead.
 */

export interface TreeFailure {
  code: number;
  message: string;
}

export type FailureContext = 'sign-in' | 'registration' | 'forgot-password';

export function failureMessage(
  errors: AuthMessages['errors'],
  failure: TreeFailure,
  context: FailureContext,
): string {
  const message = failure.message;
  if (failure.code === 429) {
    const minutes = /(\d+)\s*minute/i.exec(message)?.[1];
    return minutes ? format(errors.rateLimited, { minutes }) : errors.rateLimitedLater;
  }
  if (failure.code === 0) return /timeout|timed out/i.test(message) ? errors.timeout : errors.unknown;
  if (failure.code === 401) {
    if (context === 'forgot-password' && /reset link/i.test(message)) return errors.linkExpired;
    if (context === 'registration' && /registration link/i.test(message))
      return errors.registrationLinkExpired;
    if (context === 'sign-in' && /login failure/i.test(message)) return errors.wrongPassword;
    return errors.expired;
  }
  if (failure.code === 400) {
    if (/recaptcha/i.test(message)) return errors.recaptcha;
    if (/terms/i.test(message)) return errors.terms;
    if (/security question/i.test(message)) return errors.securityQuestion;
    return errors.badRequest;
  }
  return errors.unknown;
}
