import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { CartRefresh } from '../cart/cart-refresh.tsx';
import { accountMetadata } from './account-metadata.ts';
import { CheckoutReview } from './checkout-review.tsx';
import { accountMessages } from './messages.ts';
import '../cart/cart.css';
import './account.css';

export function checkoutMetadata(rawLocale: string): Metadata {
  return accountMetadata(rawLocale, 'checkout');
}

/** /{locale}/checkout and /exp-checkout: the cart is read per request, so never from a cache. */
export function CheckoutPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = accountMessages(locale);
  return (
    <div className="account-page checkout-page">
      <h1>{messages.titles.checkout}</h1>
      <RequireSignIn locale={locale}>
        <CartRefresh />
        <CheckoutReview locale={locale} messages={messages} />
      </RequireSignIn>
    </div>
  );
}
