import { describe, expect, it } from 'vitest';
import { invoiceAmounts, shareOf, type InvoicedOrderLine } from './invoice-amounts.ts';

const line: InvoicedOrderLine = {
  position: 0,
  itemCode: 'A100123-RF25',
  name: 'Record forms',
  quantity: 3,
  unitPrice: 13_650,
  net: 40_950,
  tax: 3_379,
  taxComponents: [
    { name: 'State', rate: 6.25, amount: 2_559 },
    { name: 'Local', rate: 2, amount: 820 },
  ],
};

describe('invoice amounts', () => {
  it('share a line by quantity so that its parts add up to it exactly, whatever the split', () => {
    for (const amount of [1, 2, 3_379, 40_950, 99_999]) {
      for (const split of [[1, 1, 1], [1, 2], [2, 1], [3]]) {
        let before = 0;
        const parts = split.map((now) => {
          const part = shareOf(amount, 3, before, now);
          before += now;
          return part;
        });
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      }
    }
  });

  it('tax each part as the sum of its components’ shares, and bill the delivery charge whole', () => {
    const shipping = {
      net: 995,
      tax: 82,
      components: [{ name: 'State', rate: 6.25, base: 995, amount: 82 }],
    };
    const first = invoiceAmounts([{ line, before: 0, quantity: 1 }], { name: 'Shipping', shipping });
    const rest = invoiceAmounts([{ line, before: 1, quantity: 2 }], undefined);
    expect(first.lines.map((l) => l.kind)).toEqual(['item', 'delivery']);
    expect(first.lines[0]).toMatchObject({ quantity: 1, net: 13_650, tax: 853 + 273 });
    expect(first.components).toEqual([
      { name: 'State', rate: 6.25, amount: 853 + 82 },
      { name: 'Local', rate: 2, amount: 273 },
    ]);
    expect(first.net + rest.net).toBe(line.net + shipping.net);
    expect(first.tax + rest.tax).toBe(line.tax + shipping.tax);
    expect(first.total).toBe(first.net + first.tax);
  });

  it('leave the delivery line out when there is no charge', () => {
    const none = { net: 0, tax: 0, components: [] };
    expect(
      invoiceAmounts([{ line, before: 0, quantity: 3 }], { name: 'Shipping', shipping: none }).lines,
    ).toHaveLength(1);
  });
});
