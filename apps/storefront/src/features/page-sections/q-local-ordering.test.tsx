import { sellableItemSchema } from '@store/contracts/commerce';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QLocalOrdering } from './q-local-ordering.tsx';

const item = (code: string) =>
  sellableItemSchema.parse({
    code,
    format: 'digital-subscription',
    name: code,
    digital: true,
    price: { currency: 'JPY', value: 9000 },
    tiers: [],
    minOrderQuantity: 1,
    maxOrderQuantity: 50,
    inStock: true,
  });

describe('Q Local ordering', () => {
  it('explains usages, the licence and the account on the page of a program selling Q Local usages', () => {
    const html = renderToStaticMarkup(
      <QLocalOrdering locale="en-gb" items={[item('E431676-DIGR25'), item('E431676-QLR25')]} />,
    );
    expect(html).toContain('<h2 id="q-local-ordering">Ordering for Q Local</h2>');
    expect(html).toContain('added to the Q Local licence of your installation');
    expect(html).toContain('sign in with the account your Q Local installation is registered to');
    expect(html).toContain('<a href="/en-gb/digital-solutions/q-local">About Q Local</a>');
  });

  it('is in the locale’s language', () => {
    expect(renderToStaticMarkup(<QLocalOrdering locale="ja-jp" items={[item('E431676-QLR25')]} />)).toContain(
      'Q Local のご注文について',
    );
  });

  it('is absent from programs without Q Local usages', () => {
    expect(renderToStaticMarkup(<QLocalOrdering locale="en-us" items={[item('E431676-DIGR25')]} />)).toBe('');
  });
});
