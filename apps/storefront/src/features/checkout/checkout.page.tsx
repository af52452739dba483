import { orderNumberSchema } from '@store/contracts/commerce';
import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { CartRefresh } from '../cart/cart-refresh.tsx';
import { HelpBar } from '../page-sections/help-bar.tsx';
import { CheckoutScreen } from './checkout-screen.tsx';
import { checkoutMessages } from './messages.ts';
import '../cart/cart.css';
import '../account/account.css';
import './checkout.css';

/** Checkout is the customer's own (requirements §6): behind the sign-in gate, not for search engines. */
export function checkoutMetadata(rawLocale: string): Metadata {
  return {
    title: checkoutMessages(localeOrNotFound(rawLocale)).titles.checkout,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/checkout and /exp-checkout: the cart is read per request, so never from a cache.
 * `cancelled` names the order whose payment page the customer left without paying.
 */
export function CheckoutPage({
  locale: rawLocale,
  cancelled,
}: {
  locale: string;
  cancelled?: string | string[];
}) {
  const locale = localeOrNotFound(rawLocale);
  const messages = checkoutMessages(locale);
  const cancelledOrder = orderNumberSchema.safeParse(cancelled);
  return (
    <div className="account-page checkout-page">
      <h1>{messages.titles.checkout}</h1>
      <HelpBar locale={locale} />
      <RequireSignIn locale={locale}>
        <CartRefresh />
        <CheckoutScreen
          locale={locale}
          messages={messages}
          cancelledOrder={cancelledOrder.success ? cancelledOrder.data : undefined}
        />
      </RequireSignIn>
    </div>
  );
}
