import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { cartCookies } from '../cart/cart-session.ts';
import { addressBookEnabled } from './address-book-flag.ts';
import { AddressBookScreen } from './address-book-screen.tsx';
import { addressBookMessages } from './messages.ts';
import '../account/account.css';
import '../checkout/checkout.css';
import './address-book.css';

/** The customer's own page (requirements §6): behind the sign-in gate, not for search engines. */
export function addressBookMetadata(rawLocale: string): Metadata {
  return {
    title: addressBookMessages(localeOrNotFound(rawLocale)).title,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/my-account/address-book, read per request. Without the address book flag the store
 * offers no such page: the answer is its 404 (docs/flags.md), as for any address it does not serve.
 */
export async function AddressBookPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const { ownerId } = await cartCookies(locale);
  if (!(await addressBookEnabled(locale, ownerId))) notFound();
  const messages = addressBookMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.title}</h1>
      <RequireSignIn locale={locale}>
        <AddressBookScreen locale={locale} messages={messages} />
      </RequireSignIn>
    </div>
  );
}
