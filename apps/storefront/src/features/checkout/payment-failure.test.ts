import { describe, expect, it } from 'vitest';
import { failureReason } from './payment-failure.ts';

describe('failureReason', () => {
  it('words each of the provider’s codes, an unknown one as a decline', () => {
    expect(failureReason('generic_decline')).toBe('declined');
    expect(failureReason('card_declined')).toBe('declined');
    expect(failureReason('insufficient_funds')).toBe('insufficientFunds');
    expect(failureReason('expired_card')).toBe('expiredCard');
    expect(failureReason('incorrect_cvc')).toBe('incorrectCvc');
    expect(failureReason('processing_error')).toBe('processingError');
    expect(failureReason('payment_intent_authentication_failure')).toBe('authenticationFailed');
    expect(failureReason('lost_card')).toBe('declined');
    expect(failureReason(undefined)).toBe('notCompleted');
  });
});
