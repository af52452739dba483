import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../checkout/messages.ts';
import { CartSummary } from './cart-summary.tsx';
import { cartMessages } from './messages.ts';

const cart = {
  totalItems: 1234,
  subtotal: { value: 1500.5, currency: 'EUR' },
  total: { value: 1499.25, currency: 'EUR' },
};

describe('CartSummary', () => {
  it('shows the count and totals in the locale, under the heading and test ids of the cart page', () => {
    const html = renderToStaticMarkup(
      <CartSummary cart={cart} locale="nl-nl" labels={cartMessages('nl-nl')} heading="h2" testIdPrefix="cart">
        <a href="/nl-nl/checkout">checkout</a>
      </CartSummary>,
    );
    expect(html).toContain('aria-labelledby="cart-summary"');
    expect(html).toContain(`<h2 id="cart-summary">${cartMessages('nl-nl').summary}</h2>`);
    expect(html).toContain(
      `<dd data-testid="cart-items">${new Intl.NumberFormat('nl-NL').format(1234)}</dd>`,
    );
    const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(1499.25);
    expect(html).toContain(`<dd data-testid="cart-total">${euros}</dd>`);
    expect(html).toContain('<a href="/nl-nl/checkout">checkout</a>');
  });

  it('names the checkout review’s summary by its own heading level and test ids', () => {
    const html = renderToStaticMarkup(
      <CartSummary
        cart={cart}
        locale="en-gb"
        labels={checkoutMessages('en-gb').checkout}
        heading="h3"
        testIdPrefix="checkout"
      />,
    );
    expect(html).toContain(`<h3 id="checkout-summary">${checkoutMessages('en-gb').checkout.summary}</h3>`);
    expect(html).toContain('data-testid="checkout-items"');
    expect(html).toContain('data-testid="checkout-total"');
    expect(html).not.toContain('cart-total');
  });

  it('shows an organisation discount’s line between the subtotal and the total', () => {
    const html = renderToStaticMarkup(
      <CartSummary
        cart={cart}
        locale="en-us"
        labels={cartMessages('en-us')}
        heading="h2"
        testIdPrefix="cart"
        discount={{ label: 'Organization discount (10%)', amount: '-$1.25' }}
      />,
    );
    expect(html).toMatch(
      /Subtotal.*<dt>Organization discount \(10%\)<\/dt><dd data-testid="cart-discount">-\$1\.25<\/dd>.*Order total/,
    );
  });
});
