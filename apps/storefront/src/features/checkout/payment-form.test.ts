import type { PaymentOptions } from '@store/contracts/commerce';
import { describe, expect, it } from 'vitest';
import { countryRules } from './address-rules.ts';
import { checkoutMessages } from './messages.ts';
import {
  availability,
  CARD_ONLY,
  checkPaymentForm,
  normaliseVatNumber,
  offeredTypes,
  paymentEntries,
  paymentFieldOf,
} from './payment-form.ts';

const US: PaymentOptions = {
  currency: 'USD',
  options: [
    { type: 'card', offered: true },
    { type: 'purchase-order', offered: true, minimumTotal: 50_000 },
    { type: 'bank-transfer', offered: false },
  ],
  vatNumbers: false,
  taxExemption: true,
  line3: false,
  recaptcha: false,
};
const GB: PaymentOptions = { ...CARD_ONLY, currency: 'GBP', vatNumbers: true };
const texts = checkoutMessages('en-us').payment;
const regions = countryRules('en-us').regions?.list ?? [];
const context = { options: US, total: 60_000, regions, today: '2026-03-01', exempt: false };

describe('the payment types on offer', () => {
  it('shows only offered types, and one below its minimum total as not available, with the amount', () => {
    expect(offeredTypes(US).map((option) => option.type)).toEqual(['card', 'purchase-order']);
    const po = US.options[1]!;
    expect(availability(po, 49_999)).toEqual({ available: false, minimumTotal: 50_000 });
    expect(availability(po, 50_000)).toEqual({ available: true });
    expect(availability(po, undefined)).toEqual({ available: true });
    expect(availability(US.options[0]!, 1)).toEqual({ available: true });
  });
});

describe('checkPaymentForm', () => {
  it('takes a card, and a purchase order with its number', () => {
    expect(checkPaymentForm({ paymentType: 'card' }, context, texts)).toEqual({
      ok: true,
      choice: { type: 'card' },
    });
    expect(
      checkPaymentForm({ paymentType: 'purchase-order', purchaseOrderNumber: ' PO-1 ' }, context, texts),
    ).toEqual({ ok: true, choice: { type: 'purchase-order', purchaseOrderNumber: 'PO-1' } });
  });

  it('names the missing choice, a type not offered or below its minimum, and a missing PO number', () => {
    expect(checkPaymentForm({}, context, texts)).toEqual({
      ok: false,
      errors: { paymentType: texts.chooseOne },
    });
    expect(checkPaymentForm({ paymentType: 'bank-transfer' }, context, texts)).toEqual({
      ok: false,
      errors: { paymentType: texts.chooseOne },
    });
    expect(
      checkPaymentForm(
        { paymentType: 'purchase-order', purchaseOrderNumber: '' },
        { ...context, total: 100 },
        texts,
      ),
    ).toEqual({
      ok: false,
      errors: { paymentType: texts.notAvailable, purchaseOrderNumber: texts.poNumberRequired },
    });
    expect(
      checkPaymentForm(
        { paymentType: 'purchase-order', purchaseOrderNumber: 'x'.repeat(36) },
        context,
        texts,
      ),
    ).toMatchObject({ ok: false, errors: { purchaseOrderNumber: texts.poNumberInvalid } });
  });

  it('takes a VAT number only where the store does, written without its spaces, dots and dashes', () => {
    const gb = { ...context, options: GB };
    expect(checkPaymentForm({ paymentType: 'card', vatNumber: 'gb 980.780-684' }, gb, texts)).toEqual({
      ok: true,
      choice: { type: 'card', vatNumber: 'GB980780684' },
    });
    expect(checkPaymentForm({ paymentType: 'card', vatNumber: '' }, gb, texts)).toEqual({
      ok: true,
      choice: { type: 'card' },
    });
    expect(checkPaymentForm({ paymentType: 'card', vatNumber: '980780684' }, gb, texts)).toEqual({
      ok: false,
      errors: { vatNumber: texts.vatInvalid },
    });
    expect(checkPaymentForm({ paymentType: 'card', vatNumber: 'GB980780684' }, context, texts)).toEqual({
      ok: true,
      choice: { type: 'card' },
    });
    expect(normaliseVatNumber(' nl 0044.95445 b01 ')).toBe('NL004495445B01');
  });

  it('takes a tax exemption when claimed: certificate, a state of the country and an unexpired date', () => {
    const exempt = { ...context, exempt: true };
    const certificate = { taxCertificate: 'EX-12345', taxJurisdiction: 'OR', taxExpiresOn: '2027-06-30' };
    expect(checkPaymentForm({ paymentType: 'card', ...certificate }, exempt, texts)).toEqual({
      ok: true,
      choice: {
        type: 'card',
        taxExemption: { certificate: 'EX-12345', jurisdiction: 'OR', expiresOn: '2027-06-30' },
      },
    });
    expect(checkPaymentForm({ paymentType: 'card', ...certificate }, context, texts)).toEqual({
      ok: true,
      choice: { type: 'card' },
    });
    expect(
      checkPaymentForm(
        { paymentType: 'card', taxCertificate: '', taxJurisdiction: 'ZZ', taxExpiresOn: '2026-02-28' },
        exempt,
        texts,
      ),
    ).toEqual({
      ok: false,
      errors: {
        taxCertificate: texts.certificateRequired,
        taxJurisdiction: texts.jurisdictionRequired,
        taxExpiresOn: texts.expired,
      },
    });
    expect(
      checkPaymentForm({ paymentType: 'card', ...certificate, taxExpiresOn: 'soon' }, exempt, texts),
    ).toMatchObject({ ok: false, errors: { taxExpiresOn: texts.expiryRequired } });
  });
});

describe('the payment fields on the wire', () => {
  it('writes the choice as the fields the server actions read', () => {
    expect(paymentEntries({ type: 'card' })).toEqual([['paymentType', 'card']]);
    expect(
      paymentEntries({
        type: 'purchase-order',
        purchaseOrderNumber: 'PO-1',
        vatNumber: 'GB980780684',
        taxExemption: { certificate: 'C', jurisdiction: 'OR', expiresOn: '2027-01-01' },
      }),
    ).toEqual([
      ['paymentType', 'purchase-order'],
      ['purchaseOrderNumber', 'PO-1'],
      ['vatNumber', 'GB980780684'],
      ['taxCertificate', 'C'],
      ['taxJurisdiction', 'OR'],
      ['taxExpiresOn', '2027-01-01'],
    ]);
  });

  it('finds the field a 422 of commerce names', () => {
    expect(paymentFieldOf('body.vatNumber')).toBe('vatNumber');
    expect(paymentFieldOf('body.purchaseOrderNumber')).toBe('purchaseOrderNumber');
    expect(paymentFieldOf('body.paymentType')).toBe('paymentType');
    expect(paymentFieldOf('body.taxExemption.jurisdiction')).toBe('taxJurisdiction');
    expect(paymentFieldOf('body.taxExemption.expiresOn')).toBe('taxExpiresOn');
    expect(paymentFieldOf('body.taxExemption')).toBe('taxCertificate');
    expect(paymentFieldOf('body.addressId')).toBeUndefined();
  });
});
