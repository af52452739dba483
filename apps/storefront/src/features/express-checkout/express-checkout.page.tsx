import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { CartRefresh } from '../cart/cart-refresh.tsx';
import { checkoutMessages } from '../checkout/messages.ts';
import { HelpBar } from '../page-sections/help-bar.tsx';
import { ExpressCheckoutScreen } from './express-checkout-screen.tsx';
import { expressMessages } from './messages.ts';
import '../cart/cart.css';
import '../account/account.css';
import '../checkout/checkout.css';

/** Express checkout is the customer's own, as checkout is (requirements §6): behind the sign-in gate, not for search engines. */
export function expressCheckoutMetadata(rawLocale: string): Metadata {
  return {
    title: expressMessages(localeOrNotFound(rawLocale)).title,
    robots: { index: false, follow: false },
  };
}

/** /exp-checkout: the cart, the defaults and the saved cards are read per request, never from a cache. */
export function ExpressCheckoutPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = expressMessages(locale);
  return (
    <div className="account-page checkout-page express-checkout">
      <h1>{messages.title}</h1>
      <HelpBar locale={locale} />
      <RequireSignIn locale={locale}>
        <CartRefresh />
        <ExpressCheckoutScreen locale={locale} messages={messages} checkout={checkoutMessages(locale)} />
      </RequireSignIn>
    </div>
  );
}
