import type { PaymentOptions } from '@store/contracts/commerce';
import { PAYMENT_TYPES } from '@store/contracts/commerce';
import type { CheckoutFlags } from '../flags/checkout-flags.ts';
import type { Site } from '../http/site-context.ts';
import { offeredPaymentTypes, purchaseOrderMinimum } from './payment-types.ts';
import { takesTaxExemption } from './tax-exemption.ts';
import { takesVatNumbers } from './vat-numbers.ts';

/**
 * GET /users/{userId}/payment-options: what placing an order accepts in the customer's store, from
 * the flags and tables placement itself checks, so the storefront offers exactly that.
 */
export function paymentOptions(site: Site, flags: CheckoutFlags): PaymentOptions {
  const offered = offeredPaymentTypes(site, flags);
  const minimum = purchaseOrderMinimum(site, flags);
  return {
    currency: site.currency,
    options: PAYMENT_TYPES.map((type) => ({
      type,
      offered: offered.includes(type),
      ...(type === 'purchase-order' && minimum !== undefined ? { minimumTotal: minimum } : {}),
    })),
    vatNumbers: takesVatNumbers(site, flags),
    taxExemption: takesTaxExemption(site),
    line3: flags['line3-address-field'],
    recaptcha: flags['checkout-recaptcha'],
  };
}
