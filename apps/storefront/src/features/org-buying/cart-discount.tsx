import type { Cart } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { formatMoney } from '../catalog/format-catalog.ts';
import { discountLineLabel, discountSentence, takesOff } from './discount-words.ts';
import { orgBuyingMessages } from './messages.ts';

type DiscountedCart = Pick<Cart, 'account' | 'discount'>;

/** The sentence of the organisation discount's state, on the cart page and at checkout. */
export function CartDiscountNote({
  cart,
  locale,
  testIdPrefix,
}: {
  cart: DiscountedCart;
  locale: Locale;
  testIdPrefix: 'cart' | 'checkout';
}) {
  if (!cart.discount || !cart.account) return null;
  return (
    <p data-testid={`${testIdPrefix}-discount-state`}>
      {discountSentence(cart.discount, cart.account.name, locale, orgBuyingMessages(locale).discount)}
    </p>
  );
}

/** The totals' discount line of a cart whose organisation discount takes something off. */
export function cartDiscountRow(
  cart: DiscountedCart,
  locale: Locale,
): { label: string; amount: string } | undefined {
  const { discount } = cart;
  if (!discount || !takesOff(discount)) return undefined;
  return {
    label: discountLineLabel(discount.basisPoints, locale, orgBuyingMessages(locale).discount),
    amount: formatMoney({ ...discount.amount, value: -discount.amount.value }, locale),
  };
}
