import { cartEntrySchema } from '@store/contracts/commerce';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '../checkout/messages.ts';
import { CartTable } from './cart-table.tsx';
import { linesAboveLevel } from './qualification-flags.ts';
import { cartMessages } from './messages.ts';

vi.mock('./cart-actions.ts', () => ({ removeCartEntry: vi.fn(), updateCartEntry: vi.fn() }));

const money = (value: number) => ({ value, currency: 'EUR' });
const line = {
  program: 'Assessments',
  format: 'kit',
  digital: false,
  qualificationLevel: 'A',
  minOrderQuantity: 1,
  maxOrderQuantity: 50,
  images: [{ version: 'kitVersion123456', format: 'kit' }],
};
const entries = [
  {
    ...line,
    entryNumber: 0,
    productCode: 'A100123',
    itemCode: 'A100123-KIT',
    name: 'Reading kit',
    quantity: 3,
    basePrice: money(10),
    unitPrice: money(8),
    totalPrice: money(24),
  },
  {
    ...line,
    entryNumber: 1,
    productCode: 'B200456',
    itemCode: 'B200456-MAN',
    name: 'Manual',
    quantity: 1,
    basePrice: money(5),
    unitPrice: money(5),
    totalPrice: money(5),
  },
].map((entry) => cartEntrySchema.parse(entry));

describe('CartTable', () => {
  it('shows the lines as they stand for the checkout review', () => {
    const html = renderToStaticMarkup(
      <CartTable
        locale="en-us"
        entries={entries}
        labels={checkoutMessages('en-us').checkout}
        mode={{ kind: 'read-only' }}
      />,
    );
    expect(html).toContain(
      '</picture><a href="/en-us/p/A100123">Reading kit</a><span class="cart-table__code">A100123-KIT</span>' +
        '<p class="delivery-estimate" data-testid="delivery-estimate" data-estimate="ships">Ships in 2–3 business days</p></th>' +
        '<td>€8.00</td><td data-testid="checkout-quantity">3</td><td>€24.00</td>',
    );
    expect(html).not.toContain('<form');
    expect(html).not.toContain('cart-table__tier');
  });

  it('shows each line’s program picture beside its name, decorative so the name is heard once', () => {
    const messages = cartMessages('en-us');
    const html = renderToStaticMarkup(
      <CartTable locale="en-us" entries={entries} labels={messages} mode={{ kind: 'editable', messages }} />,
    );
    for (const code of ['A100123', 'B200456']) {
      expect(html).toMatch(
        new RegExp(
          `<th scope="row"><picture>.*?<img alt=""[^>]*class="cart-table__thumb"[^>]*src="/images/products/${code}/kitVersion123456-960\\.webp"/></picture><a href`,
        ),
      );
    }
  });

  it('gives the cart page the item codes in words, the tier price explained and the line forms', () => {
    const messages = cartMessages('en-us');
    const html = renderToStaticMarkup(
      <CartTable locale="en-us" entries={entries} labels={messages} mode={{ kind: 'editable', messages }} />,
    );
    expect(html).toContain('<span class="cart-table__code">Item code A100123-KIT</span>');
    expect(html.match(/class="cart-table__tier"/g)).toHaveLength(1);
    expect(html).toContain('Volume price applied (list price €10.00)');
    expect(html.match(/<form/g)?.length).toBeGreaterThanOrEqual(entries.length);
    expect(html).toContain('<span class="cart-table__limits">Order between 1 and 50.</span>');
    expect(html).not.toContain('checkout-quantity');
    expect(html).not.toContain('qualification-needed');
  });

  it('flags the lines above the signed-in customer’s level, in the store’s scheme, with the way to qualify', () => {
    const messages = cartMessages('en-gb');
    const lines = [
      { ...entries[0]!, qualificationLevel: 'C' as const },
      { ...entries[1]!, qualificationLevel: 'B' as const },
    ];
    const aboveLevel = linesAboveLevel('en-gb', ['CL2'], lines);
    expect([...aboveLevel]).toEqual([0]);
    const html = renderToStaticMarkup(
      <CartTable
        locale="en-gb"
        entries={lines}
        labels={messages}
        mode={{ kind: 'editable', messages, aboveLevel }}
      />,
    );
    expect(html.match(/data-testid="qualification-needed"/g)).toHaveLength(1);
    expect(html).toContain(
      'Needs Level CL3: you do not hold this qualification level yet. <a href="/en-gb/my-account/qualifications">Submit your qualifications</a>',
    );
  });

  it('compares levels by rank in each store’s scheme, and needs nothing for the lowest', () => {
    const lines = (['A', 'B', 'C'] as const).map((level, entryNumber) => ({
      entryNumber,
      qualificationLevel: level,
    }));
    expect([...linesAboveLevel('en-us', [], lines)]).toEqual([1, 2]);
    expect([...linesAboveLevel('en-us', ['C'], lines)]).toEqual([]);
    expect([...linesAboveLevel('en-us', ['B'], lines)]).toEqual([2]);
    // In Australia the catalogue's C is level A, the highest; a US-style C holds nothing there.
    expect([...linesAboveLevel('en-au', ['B'], lines)]).toEqual([2]);
    expect([...linesAboveLevel('en-au', ['A'], lines)]).toEqual([]);
    expect([...linesAboveLevel('en-gb', ['CL1', 'CL2R'], lines)]).toEqual([2]);
  });
});
