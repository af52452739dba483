import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { ConfirmationScreen } from './confirmation-screen.tsx';
import { checkoutMessages } from './messages.ts';
import '../account/account.css';
import './checkout.css';

export function confirmationMetadata(rawLocale: string): Metadata {
  return {
    title: checkoutMessages(localeOrNotFound(rawLocale)).titles.confirmation,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/checkout/confirmation?order=…: the provider's page returns here after a payment. */
export function ConfirmationPage({
  locale: rawLocale,
  order,
}: {
  locale: string;
  order?: string | string[];
}) {
  const locale = localeOrNotFound(rawLocale);
  const messages = checkoutMessages(locale);
  return (
    <div className="account-page checkout-page">
      <h1>{messages.titles.confirmation}</h1>
      <RequireSignIn locale={locale}>
        <ConfirmationScreen
          locale={locale}
          messages={messages}
          orderNumber={typeof order === 'string' ? order : undefined}
        />
      </RequireSignIn>
    </div>
  );
}
