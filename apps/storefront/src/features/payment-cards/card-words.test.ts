import { describe, expect, it } from 'vitest';
import { cardWords, isExpired, noticeOf } from './card-words.ts';
import { paymentCardsMessages } from './messages.ts';

const card = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030, isDefault: false };

describe('a saved card in words', () => {
  it('is good through the last day of its expiry month', () => {
    expect(isExpired(card, new Date(2030, 2, 31))).toBe(false);
    expect(isExpired(card, new Date(2030, 3, 1))).toBe(true);
    expect(isExpired({ expMonth: 12, expYear: 2029 }, new Date(2030, 0, 1))).toBe(true);
  });

  it('names brand, last four digits and expiry in the locale', () => {
    expect(cardWords(card, paymentCardsMessages('en-us'), new Date(2026, 0, 1))).toEqual({
      label: 'Visa •••• 4242',
      expiry: 'Expires 03/30',
      expired: false,
    });
    expect(cardWords(card, paymentCardsMessages('zh-sg'), new Date(2031, 0, 1))).toEqual({
      label: 'Visa •••• 4242',
      expiry: '已于 03/30 过期',
      expired: true,
    });
  });

  it('reads only the notices the page knows', () => {
    expect(noticeOf('added')).toBe('added');
    expect(noticeOf('<script>')).toBeUndefined();
    expect(noticeOf(['added'])).toBeUndefined();
  });
});
