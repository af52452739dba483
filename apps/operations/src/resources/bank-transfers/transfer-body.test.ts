import { describe, expect, it } from 'vitest';
import { formatMoney, minorFactor } from '../screen-kit/money-format.ts';
import { transferBody } from './transfer-body.ts';

describe('a bank transfer form sent to the operator API', () => {
  it('turns each amount read on the statement into minor units of the transfer’s currency', () => {
    const body = transferBody({
      reference: '  BT-2026-0042 ',
      receivedOn: '2026-11-24',
      currency: 'EUR',
      allocations: [
        { invoiceId: 'a', amount: 120.1 },
        { invoiceId: 'b', amount: 0.29 },
      ],
    });
    expect(body).toEqual({
      reference: 'BT-2026-0042',
      receivedOn: '2026-11-24',
      currency: 'EUR',
      allocations: [
        { invoiceId: 'a', amount: 12010 },
        { invoiceId: 'b', amount: 29 },
      ],
    });
  });

  it('counts yen in whole units', () => {
    const body = transferBody({
      reference: 'X',
      receivedOn: '2026-11-24',
      currency: 'JPY',
      allocations: [{ invoiceId: 'a', amount: 5400 }],
    });
    expect(body.allocations).toEqual([{ invoiceId: 'a', amount: 5400 }]);
  });

  it('refuses a form without invoices’ amounts', () => {
    expect(() =>
      transferBody({
        reference: 'X',
        receivedOn: '2026-11-24',
        currency: 'EUR',
        allocations: [{ invoiceId: 'a' }],
      }),
    ).toThrow();
  });
});

describe('operator amounts', () => {
  it('reads minor units in the currency’s own digits and the console’s language', () => {
    expect(minorFactor('USD')).toBe(100);
    expect(minorFactor('JPY')).toBe(1);
    expect(formatMoney({ currency: 'USD', amount: 123456 }, 'en')).toBe('$1,234.56');
    expect(formatMoney({ currency: 'JPY', amount: 5400 }, 'ja')).toBe('￥5,400');
  });
});
