import { describe, expect, it } from 'vitest';
import { formDataValues, paymentSelection, searchParamValues, selectionQuery } from './payment-selection.ts';

const PAGE = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const THIRD = '11111111-2222-4333-8444-555555555555';

describe('paymentSelection', () => {
  it('pays the page’s invoice in full when the address names none', () => {
    expect(paymentSelection(PAGE, searchParamValues({}))).toEqual([{ invoiceId: PAGE }]);
    expect(paymentSelection(PAGE, searchParamValues({ [`amount-${PAGE}`]: '25.10' }))).toEqual([
      { invoiceId: PAGE, amount: '25.10' },
    ]);
  });

  it('reads the list’s selection: each invoice once, in order, with its amount', () => {
    const params = {
      invoice: [OTHER, PAGE, OTHER],
      [`amount-${PAGE}`]: ' 40 ',
      [`amount-${OTHER}`]: '',
      [`amount-${THIRD}`]: '99',
    };
    expect(paymentSelection(PAGE, searchParamValues(params))).toEqual([
      { invoiceId: OTHER },
      { invoiceId: PAGE, amount: '40' },
    ]);
  });

  it('leaves out what is not an invoice id', () => {
    expect(paymentSelection(PAGE, searchParamValues({ invoice: ['US-INV-2026-000001', THIRD] }))).toEqual([
      { invoiceId: THIRD },
    ]);
    expect(paymentSelection(PAGE, searchParamValues({ invoice: 'nope' }))).toEqual([{ invoiceId: PAGE }]);
  });

  it('reads the payment form the same way', () => {
    const form = new FormData();
    form.append('invoice', PAGE);
    form.append('invoice', OTHER);
    form.set(`amount-${OTHER}`, '12.5');
    expect(paymentSelection(PAGE, formDataValues(form))).toEqual([
      { invoiceId: PAGE },
      { invoiceId: OTHER, amount: '12.5' },
    ]);
  });

  it('writes a selection back into an address that reads the same', () => {
    const selection = [{ invoiceId: PAGE, amount: '40' }, { invoiceId: OTHER }];
    const query = selectionQuery(selection);
    expect(query.toString()).toBe(`invoice=${PAGE}&invoice=${OTHER}&amount-${PAGE}=40`);
    expect(paymentSelection(OTHER, (name) => query.getAll(name))).toEqual(selection);
  });
});
