/**
 * The reason of a failed card payment as the customer reads it: the provider's decline code (or its
 * error code where it gives none), grouped into the reasons checkout words.
 */

export type FailureReason =
  | 'declined'
  | 'insufficientFunds'
  | 'expiredCard'
  | 'incorrectCvc'
  | 'processingError'
  | 'authenticationFailed'
  | 'notCompleted';

const BY_CODE: Readonly<Record<string, FailureReason>> = {
  card_declined: 'declined',
  generic_decline: 'declined',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  processing_error: 'processingError',
  authentication_required: 'authenticationFailed',
  authentication_failed: 'authenticationFailed',
};

/** No failure: the customer left the page before paying. An unknown code reads as a decline. */
export function failureReason(code: string | undefined): FailureReason {
  if (code === undefined) return 'notCompleted';
  if (code.endsWith('_authentication_failure')) return 'authenticationFailed';
  return BY_CODE[code] ?? 'declined';
}
