import { describe, expect, it } from 'vitest';
import {
  amountStep,
  amountToPay,
  parseAmount,
  majorAmountText,
  notPayableReason,
  paymentParams,
  selectionTotal,
} from './invoice-amounts.ts';

describe('parseAmount', () => {
  it('turns major units into the currency’s minor units', () => {
    expect(parseAmount('12.50', 'USD')).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount('12.5', 'EUR')).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount('0.29', 'GBP')).toEqual({ ok: true, minor: 29 });
    expect(parseAmount(' 1234 ', 'USD')).toEqual({ ok: true, minor: 123400 });
    expect(parseAmount('4800', 'JPY')).toEqual({ ok: true, minor: 4800 });
  });

  it('refuses what is not an amount of the currency', () => {
    for (const raw of ['', 'abc', '12,50', '1e3', '12.', '.5', 'NaN', 'Infinity', '1.2.3']) {
      expect(parseAmount(raw, 'USD'), raw).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(parseAmount('12.505', 'USD')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount('10.5', 'JPY')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseAmount('99999999999999999999', 'USD')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses 0 and less', () => {
    expect(parseAmount('0', 'USD')).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseAmount('0.00', 'USD')).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseAmount('-5', 'USD')).toEqual({ ok: false, problem: 'notPositive' });
  });
});

describe('amountToPay', () => {
  it('pays all that is payable when nothing was typed', () => {
    expect(amountToPay(undefined, 12000, 'USD')).toEqual({ ok: true, minor: 12000 });
    expect(amountToPay(undefined, 0, 'USD')).toEqual({ ok: false, problem: 'notPositive' });
  });

  it('caps a typed amount at what is payable', () => {
    expect(amountToPay('120', 12000, 'USD')).toEqual({ ok: true, minor: 12000 });
    expect(amountToPay('40.25', 12000, 'USD')).toEqual({ ok: true, minor: 4025 });
    expect(amountToPay('120.01', 12000, 'USD')).toEqual({ ok: false, problem: 'overPayable' });
    expect(amountToPay('4801', 4800, 'JPY')).toEqual({ ok: false, problem: 'overPayable' });
    expect(amountToPay('zero', 4800, 'JPY')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('amounts as the number input writes them', () => {
  it('writes the default amount and the step the way the input expects', () => {
    expect(majorAmountText(12050, 'USD')).toBe('120.50');
    expect(majorAmountText(5, 'EUR')).toBe('0.05');
    expect(majorAmountText(12000, 'JPY')).toBe('12000');
    expect(amountStep('USD')).toBe('0.01');
    expect(amountStep('JPY')).toBe('1');
  });
});

describe('notPayableReason', () => {
  const invoice = { kind: 'invoice', status: 'open', balance: 1000, payable: 1000 } as const;

  it('lets an invoice with something payable be selected', () => {
    expect(notPayableReason(invoice)).toBeUndefined();
    expect(notPayableReason({ ...invoice, status: 'overdue', payable: 400 })).toBeUndefined();
  });

  it('says why nothing can be paid', () => {
    expect(notPayableReason({ ...invoice, status: 'paid', balance: 0, payable: 0 })).toBe('paid');
    expect(notPayableReason({ ...invoice, status: 'credited', balance: 0, payable: 0 })).toBe('credited');
    expect(notPayableReason({ ...invoice, status: 'cancelled', balance: 0, payable: 0 })).toBe('cancelled');
    expect(notPayableReason({ ...invoice, payable: 0 })).toBe('in-progress');
    expect(notPayableReason({ ...invoice, kind: 'credit-note', status: 'credited' })).toBe('credit-note');
  });
});

describe('the selection', () => {
  const selection = [
    { id: 'a', payable: 12050, amountText: '100' },
    { id: 'b', payable: 500, amountText: '5.00' },
    { id: 'c', payable: 500, amountText: '6' },
  ];

  it('totals the valid amounts only', () => {
    expect(selectionTotal(selection, 'USD')).toBe(10500);
    expect(selectionTotal([], 'USD')).toBe(0);
  });

  it('writes the payment page’s fields: the invoices in order, then an amount for each', () => {
    expect(paymentParams(selection).toString()).toBe(
      'invoice=a&invoice=b&invoice=c&amount-a=100&amount-b=5.00&amount-c=6',
    );
  });
});
