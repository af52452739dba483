import { createHash } from 'node:crypto';

/**
 * Stripe's documented test cards (docs.stripe.com/testing) and what a card number tells without
 * being kept: its brand, last four digits and test behaviour. The number itself is dropped as
 * soon as the form is read.
 */

export interface Decline {
  code: string;
  declineCode: string;
  message: string;
}

export type CardOutcome =
  { kind: 'succeed' } | { kind: 'authenticate' } | { kind: 'decline'; decline: Decline };

export const DECLINES = {
  generic_decline: {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired_card: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  processing_error: {
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  authentication_required: {
    code: 'authentication_required',
    declineCode: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} as const satisfies Record<string, Decline>;

export type DeclineReason = keyof typeof DECLINES;

const TEST_CARDS: Record<string, CardOutcome> = {
  '4000000000000002': { kind: 'decline', decline: DECLINES.generic_decline },
  '4000000000009995': { kind: 'decline', decline: DECLINES.insufficient_funds },
  '4000000000000069': { kind: 'decline', decline: DECLINES.expired_card },
  '4000000000000127': { kind: 'decline', decline: DECLINES.incorrect_cvc },
  '4000000000000119': { kind: 'decline', decline: DECLINES.processing_error },
  '4000002760003184': { kind: 'authenticate' },
};

/**
 * 4000 0000 0000 0341: saving it to a Customer (a setup) succeeds, but every charge of it is
 * declined, whether entered on the card page or paid with later as a saved card.
 */
const DECLINES_CHARGES = '4000000000000341';

export const declinesCharges = (digits: string): boolean => digits === DECLINES_CHARGES;

/** Any other number that passes the Luhn check behaves like 4242 4242 4242 4242. */
export function testCardOutcome(digits: string, mode: 'payment' | 'setup' = 'payment'): CardOutcome {
  if (declinesCharges(digits)) {
    return mode === 'setup' ? { kind: 'succeed' } : { kind: 'decline', decline: DECLINES.generic_decline };
  }
  return TEST_CARDS[digits] ?? { kind: 'succeed' };
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand Stripe reports for a number's leading digits (its `card.brand` values). */
export function brandOf(digits: string): string {
  const prefix2 = Number(digits.slice(0, 2));
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((prefix2 >= 51 && prefix2 <= 55) || (prefix4 >= 2221 && prefix4 <= 2720)) return 'mastercard';
  if (prefix2 === 34 || prefix2 === 37) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65') || (prefix4 >= 6440 && prefix4 <= 6499))
    return 'discover';
  if (prefix4 >= 3528 && prefix4 <= 3589) return 'jcb';
  if (prefix2 === 36 || prefix2 === 38 || prefix2 === 39 || (prefix4 >= 3000 && prefix4 <= 3059))
    return 'diners';
  if (digits.startsWith('62')) return 'unionpay';
  return 'unknown';
}

/** Stripe's fingerprint names one card across payment methods; here it comes from what is kept, never the number. */
export function cardFingerprint(card: {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}): string {
  return createHash('sha256')
    .update(`${card.brand}:${card.last4}:${card.exp_month}:${card.exp_year}`)
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 16);
}
