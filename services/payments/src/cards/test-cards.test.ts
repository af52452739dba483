import { describe, expect, it } from 'vitest';
import { brandOf, luhnValid, testCardOutcome } from './test-cards.ts';

describe('test cards', () => {
  it('behave as Stripe documents them, any other Luhn-valid number like 4242', () => {
    expect(testCardOutcome('4242424242424242')).toEqual({ kind: 'succeed' });
    expect(testCardOutcome('4000002760003184')).toEqual({ kind: 'authenticate' });
    expect(testCardOutcome('4000000000009995')).toMatchObject({
      decline: { declineCode: 'insufficient_funds' },
    });
    expect(testCardOutcome('5555555555554444')).toEqual({ kind: 'succeed' });
  });

  it('save 4000 0000 0000 0341 in a setup but decline its charges', () => {
    expect(testCardOutcome('4000000000000341', 'setup')).toEqual({ kind: 'succeed' });
    expect(testCardOutcome('4000000000000341')).toMatchObject({
      kind: 'decline',
      decline: { code: 'card_declined', declineCode: 'generic_decline' },
    });
  });

  it('checks Luhn and names brands', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
  });
});
