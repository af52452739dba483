import { randomUUID } from 'node:crypto';
import type { Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { loadForCustomer } from '../orders/orders-access.ts';
import { ConfirmActionDialog } from '../account/confirm-action-dialog.tsx';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { AddCardForm } from './add-card-form.tsx';
import { cardWords, removeExplanation, type Notice } from './card-words.ts';
import { MakeDefaultButton } from './make-default-button.tsx';
import type { PaymentCardsMessages } from './messages.ts';
import { removePaymentCard } from './payment-card-actions.ts';

/**
 * The customer's saved cards as the payment provider keeps them, the default first: brand, last
 * four digits and expiry (an expired card marked), with Make default and Remove; Add a card goes to
 * the provider's hosted page. Read per request, never cached.
 */
export async function PaymentCardsScreen({
  locale,
  messages: m,
  notice,
}: {
  locale: Locale;
  messages: PaymentCardsMessages;
  notice: Notice | undefined;
}) {
  const paths = storePaths(locale);
  const loaded = await loadForCustomer(locale, 'payment cards', (access) =>
    commerce().paymentCards(locale, access.userId, access.accessToken),
  );
  if ('renewing' in loaded) return <OrderRenewal locale={locale} />;

  const today = new Date();
  return (
    <div className="account-section" data-testid="payment-cards">
      <p>{m.intro}</p>
      {notice ? (
        <p role="status" className="payment-cards__notice" data-testid="payment-cards-notice">
          {m.notices[notice]}
        </p>
      ) : null}
      {'failed' in loaded ? (
        <div role="alert" className="account-error">
          <p>{m.failed}</p>
          <a className="button" href={paths.paymentCards}>
            {m.retry}
          </a>
        </div>
      ) : loaded.value.cards.length === 0 ? (
        <div className="payment-cards__empty">
          <p>{m.empty}</p>
          <p>{m.emptyHelp}</p>
        </div>
      ) : (
        <>
          <h2 className="visually-hidden">{m.caption}</h2>
          <ul className="payment-cards__list" aria-label={m.caption}>
            {loaded.value.cards.map((card) => {
              const words = cardWords(card, m, today);
              return (
                <li
                  key={card.id}
                  className="payment-cards__card"
                  data-testid="payment-card"
                  data-default={card.isDefault}
                >
                  <p className="payment-cards__label">
                    <strong>{words.label}</strong>
                    {card.isDefault ? <span className="payment-cards__badge">{m.isDefault}</span> : null}
                  </p>
                  <p className={words.expired ? 'payment-cards__expired' : undefined}>{words.expiry}</p>
                  <div className="payment-cards__actions">
                    {card.isDefault ? null : (
                      <MakeDefaultButton locale={locale} cardId={card.id} label={words.label} texts={m} />
                    )}
                    <ConfirmActionDialog
                      locale={locale}
                      action={removePaymentCard}
                      fields={{ cardId: card.id }}
                      buttonLabel={`${m.remove}: ${words.label}`}
                      texts={{
                        button: m.remove,
                        title: m.removeTitle,
                        explanation: removeExplanation(m, words.label),
                        confirm: m.removeConfirm,
                        keep: m.removeKeep,
                        pending: m.removing,
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          <p>{m.defaultHelp}</p>
        </>
      )}
      {'failed' in loaded ? null : <AddCardForm locale={locale} idempotencyKey={randomUUID()} texts={m} />}
      <p>
        <a href={paths.myAccount}>{m.backToAccount}</a>
      </p>
    </div>
  );
}
