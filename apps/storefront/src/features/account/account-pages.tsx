import { identityClientId, isLocale, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { SignInPage } from '../auth/auth-pages.tsx';
import { AccountOverview } from './account-overview.tsx';
import { accountPaths } from './account-paths.ts';
import { CartRefresh } from '../cart/cart-refresh.tsx';
import { CheckoutReview } from './checkout-review.tsx';
import { accountMessages } from './messages.ts';
import { OrderHistory } from './order-history.tsx';
import '../cart/cart.css';
import './account.css';

/**
 * The signed-in customer's pages (SPEC 6): my-account, order history and checkout sit behind the
 * sign-in gate, which works in the browser where the tokens are; none is for search engines.
 */

type PageTitle = keyof ReturnType<typeof accountMessages>['titles'];

function localeOf(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

export function accountMetadata(value: string, page: PageTitle): Metadata {
  if (!isLocale(value)) return {};
  return { title: accountMessages(value).titles[page], robots: { index: false, follow: false } };
}

export function MyAccountPage({ locale: value }: { locale: string }) {
  const locale = localeOf(value);
  const messages = accountMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.titles.myAccount}</h1>
      <RequireSignIn locale={locale}>
        <AccountOverview locale={locale} clientId={identityClientId(locale)} messages={messages} />
      </RequireSignIn>
    </div>
  );
}

export function OrderHistoryPage({ locale: value }: { locale: string }) {
  const locale = localeOf(value);
  const messages = accountMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.titles.orders}</h1>
      <RequireSignIn locale={locale}>
        <OrderHistory locale={locale} messages={messages} />
      </RequireSignIn>
    </div>
  );
}

/** /{locale}/checkout and /exp-checkout: the cart is read per request, so never from a cache. */
export function CheckoutPage({ locale: value }: { locale: string }) {
  const locale = localeOf(value);
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

/**
 * The support sign-in pages under my-account, exempt from the gate (SPEC 6): the sign-in screen,
 * returning to my-account unless the address already says where to go.
 */
export function SupportSignInPage({
  locale: value,
  section,
  goto,
}: {
  locale: string;
  section?: string;
  goto: string | string[] | undefined;
}) {
  const locale = localeOf(value);
  if (!goto) {
    const { myAccount } = accountPaths(locale);
    const here = section
      ? `${myAccount}/${encodeURIComponent(section)}/support/login`
      : `${myAccount}/support/login`;
    redirect(`${here}?goto=${encodeURIComponent(myAccount)}`);
  }
  return <SignInPage locale={locale} />;
}
