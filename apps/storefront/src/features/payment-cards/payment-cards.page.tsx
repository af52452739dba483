import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { noticeOf } from './card-words.ts';
import { paymentCardsMessages } from './messages.ts';
import { PaymentCardsScreen } from './payment-cards-screen.tsx';
import '../account/account.css';
import './payment-cards.css';

/** The customer's own page (requirements §2): behind the sign-in gate, not for search engines. */
export function paymentCardsMetadata(rawLocale: string): Metadata {
  return {
    title: paymentCardsMessages(localeOrNotFound(rawLocale)).title,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/payment-cards: `?notice=` says what the last action or the provider's page did. */
export function PaymentCardsPage({
  locale: rawLocale,
  searchParams,
}: {
  locale: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const locale = localeOrNotFound(rawLocale);
  const messages = paymentCardsMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.title}</h1>
      <RequireSignIn locale={locale}>
        <PaymentCardsScreen locale={locale} messages={messages} notice={noticeOf(searchParams['notice'])} />
      </RequireSignIn>
    </div>
  );
}
