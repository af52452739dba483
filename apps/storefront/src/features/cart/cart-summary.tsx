import type { Cart } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import type { ReactNode } from 'react';
import { formatMoney, formatNumber } from '../catalog/format-catalog.ts';
import type { CartMessages } from './messages.ts';

export type CartSummaryLabels = Pick<CartMessages, 'summary' | 'items' | 'subtotal' | 'total'>;

/**
 * A cart's count and totals (styles in cart.css). The cart page and the checkout review each name
 * it under their own heading level and test ids, which the journeys select on.
 */
export function CartSummary({
  cart,
  locale,
  labels,
  heading: Heading,
  testIdPrefix,
  discount,
  children,
}: {
  cart: Pick<Cart, 'totalItems' | 'subtotal' | 'total'>;
  locale: Locale;
  labels: CartSummaryLabels;
  heading: 'h2' | 'h3';
  testIdPrefix: 'cart' | 'checkout';
  /** The organisation discount's line, between the subtotal and the total that already takes it off. */
  discount?: { label: string; amount: string } | undefined;
  children?: ReactNode;
}) {
  const headingId = `${testIdPrefix}-summary`;
  return (
    <section className="cart-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>{labels.summary}</Heading>
      <dl>
        <dt>{labels.items}</dt>
        <dd data-testid={`${testIdPrefix}-items`}>{formatNumber(cart.totalItems, locale)}</dd>
        <dt>{labels.subtotal}</dt>
        <dd>{formatMoney(cart.subtotal, locale)}</dd>
        {discount ? (
          <>
            <dt>{discount.label}</dt>
            <dd data-testid={`${testIdPrefix}-discount`}>{discount.amount}</dd>
          </>
        ) : null}
        <dt>{labels.total}</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatMoney(cart.total, locale)}</dd>
      </dl>
      {children}
    </section>
  );
}
