import { describe, expect, it } from 'vitest';
import { expressMessages } from './messages.ts';
import { savedCardLabel } from './saved-card-label.ts';

describe('savedCardLabel', () => {
  const card = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

  it('shows the brand, the last four digits and the expiry', () => {
    expect(savedCardLabel(expressMessages('en-us').card, card)).toBe('Visa •••• 4242, expires 12/30');
    expect(savedCardLabel(expressMessages('fr-ca').card, { ...card, expMonth: 3, expYear: 2031 })).toBe(
      'Visa •••• 4242, expire le 03/31',
    );
  });

  it('names an unknown brand as the provider does', () => {
    expect(savedCardLabel('{brand} {last4}', { ...card, brand: 'cartes_bancaires' })).toBe(
      'cartes_bancaires 4242',
    );
  });
});
