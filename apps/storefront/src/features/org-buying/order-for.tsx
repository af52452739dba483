import type { Order } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { formatMinor } from '../checkout/checkout-money.ts';
import { discountLineLabel } from './discount-words.ts';
import { orgBuyingMessages } from './messages.ts';

type OrderFor = Pick<Order, 'organisation' | 'qualifiedUser'>;
type DiscountedOrder = Pick<Order, 'discount' | 'totals' | 'currency'>;

/**
 * Rows of a description list (dt/dd) for an order placed for an organisation: the organisation and
 * the qualified user it was placed under. Nothing for a customer's own order.
 */
export function OrderForRows({ locale, order }: { locale: Locale; order: OrderFor }) {
  if (!order.organisation) return null;
  const m = orgBuyingMessages(locale).order;
  return (
    <>
      <dt>{m.organisation}</dt>
      <dd data-testid="order-organisation">{order.organisation.name}</dd>
      {order.qualifiedUser ? (
        <>
          <dt>{m.qualifiedUser}</dt>
          <dd data-testid="order-qualified-user">{order.qualifiedUser.name}</dd>
        </>
      ) : null}
    </>
  );
}

/** The totals' row of the organisation discount an order took, as a negative amount; nothing without one. */
export function OrderDiscountRow({ locale, order }: { locale: Locale; order: DiscountedOrder }) {
  const amount = order.totals.discount ?? 0;
  if (!order.discount || amount === 0) return null;
  return (
    <>
      <dt>{discountLineLabel(order.discount.basisPoints, locale, orgBuyingMessages(locale).discount)}</dt>
      <dd data-testid="order-discount">{formatMinor(-amount, order.currency, locale)}</dd>
    </>
  );
}
