import { describe, expect, it } from 'vitest';
import { paymentPageAddress } from './payment-page.ts';

describe('paymentPageAddress', () => {
  const platform = 'http://127.0.0.1:4000';

  it('opens the embedded sandbox’s page on the store’s own origin', () => {
    expect(paymentPageAddress('http://127.0.0.1:4000/payments/pay/cs_test_1?x=1', platform)).toBe(
      '/payments/pay/cs_test_1?x=1',
    );
  });

  it('leaves a real provider’s page, and anything else on the platform, where it is', () => {
    expect(paymentPageAddress('https://checkout.stripe.com/c/pay/cs_live_1', platform)).toBe(
      'https://checkout.stripe.com/c/pay/cs_live_1',
    );
    expect(paymentPageAddress('http://127.0.0.1:4000/v1/checkout/sessions', platform)).toBe(
      'http://127.0.0.1:4000/v1/checkout/sessions',
    );
  });
});
