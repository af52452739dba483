import type { SavedCard } from '@store/contracts/commerce';
import { format } from '../../i18n/format.ts';

/** The card schemes' own names, which no locale translates; an unknown brand is shown as the provider gives it. */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242, expires 12/30" in the locale's words: brand, last four digits and expiry, nothing more. */
export function savedCardLabel(
  template: string,
  card: Pick<SavedCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>,
): string {
  return format(template, {
    brand: BRANDS[card.brand] ?? card.brand,
    last4: card.last4,
    month: String(card.expMonth).padStart(2, '0'),
    year: String(card.expYear % 100).padStart(2, '0'),
  });
}
