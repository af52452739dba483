import type { Order } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { BankTransferDetails } from './bank-transfer-details.tsx';
import { formatMinor } from './checkout-money.ts';
import type { CheckoutMessages } from './messages.ts';

/**
 * What the confirmation says beyond the card's case, by the order's payment and state: a purchase
 * order is on account with its PO number and an invoice to follow; a bank transfer waits for the
 * amount, quoting the reference, to the region's account; an order in tax review waits for its
 * certificate; an order held for review says only that it is being reviewed, never why.
 */
export function ConfirmationPayment({
  locale,
  messages,
  order,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  order: Order;
}) {
  const m = messages.confirmation;
  const payment = order.payments[0];
  const bank = payment?.bankTransfer;
  const amount = formatMinor(order.totals.total, order.currency, locale);
  return (
    <>
      {order.status === 'held-for-review' ? (
        <p className="checkout-notice" data-testid="order-held">
          {m.held}
        </p>
      ) : null}
      {order.status === 'tax-review' ? (
        <p className="checkout-notice" data-testid="order-tax-review">
          {m.taxReview}
        </p>
      ) : null}
      {payment?.type === 'purchase-order' ? (
        <p className="checkout-notice" data-testid="order-on-account">
          {m.onAccount}
        </p>
      ) : null}
      {bank ? (
        <section aria-labelledby="confirmation-bank" className="checkout-bank">
          <h3 id="confirmation-bank">{m.bankHeading}</h3>
          <p>{format(m.bankIntro, { amount })}</p>
          <BankTransferDetails bank={bank} amount={amount} messages={m} />
        </section>
      ) : null}
    </>
  );
}
