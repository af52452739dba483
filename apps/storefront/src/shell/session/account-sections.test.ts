import { describe, expect, it } from 'vitest';
import { accountSections } from './account-sections.ts';

describe('the account’s sections', () => {
  it('lists the address book only with its flag, each section at its address in the locale', () => {
    expect(accountSections('fr-ca', false)).toEqual([
      { section: 'accounts', href: '/fr-ca/my-account/accounts' },
      { section: 'quotes', href: '/fr-ca/my-account/quotes' },
      { section: 'savedCarts', href: '/fr-ca/my-account/saved-carts' },
      { section: 'qualifications', href: '/fr-ca/my-account/qualifications' },
      { section: 'profile', href: '/fr-ca/my-account/profile' },
      { section: 'paymentCards', href: '/fr-ca/my-account/payment-cards' },
      { section: 'preferences', href: '/fr-ca/my-account/preferences' },
    ]);
    expect(accountSections('fr-ca', true).map(({ section }) => section)).toContain('addressBook');
  });
});
