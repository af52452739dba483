import { orderNumberSchema, type Order } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessRenewal } from '../cart/cart-access-renewal.tsx';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { cartMessages } from '../cart/messages.ts';
import { OrderDiscountRow, OrderForRows } from '../org-buying/order-for.tsx';
import { PlacedBy } from '../support/placed-by.tsx';
import { checkoutAccess } from './checkout-access.ts';
import { formatMinor } from './checkout-money.ts';
import { ConfirmationPayment } from './confirmation-payment.tsx';
import type { CheckoutMessages } from './messages.ts';
import { PaymentStatusRefresh } from './payment-status-refresh.tsx';

type Loaded = { order: Order } | { missing: true } | { failed: true } | { renewing: true };

async function load(locale: Locale, number: string | undefined): Promise<Loaded> {
  const parsed = orderNumberSchema.safeParse(number);
  if (!parsed.success) return { missing: true };
  try {
    const access = await checkoutAccess(locale);
    if (!access) return { missing: true };
    const order = await onCart(commerce().order(locale, access.userId, access.accessToken, parsed.data));
    return order ? { order } : { missing: true };
  } catch (error) {
    if (error instanceof CartAccessNeeded) return { renewing: true };
    logger.warn({ err: error, locale }, 'the order confirmation could not be loaded');
    return { failed: true };
  }
}

/**
 * Waiting for the provider: the order is placed and its card payment not yet confirmed by the webhook.
 * `failed` too: the provider sends the customer here only after a payment went through, so a failure
 * shown here is an earlier card's (declined on the provider's page) whose success has not arrived yet.
 */
const WAITING = new Set<Order['paymentStatus']>(['unpaid', 'awaiting-payment', 'failed']);

/**
 * Only a card's payment is confirmed within seconds; a bank transfer or an invoice takes days, and
 * an order held for review is not sent to the provider until it has been reviewed.
 */
const waitsForCard = (order: Order) =>
  WAITING.has(order.paymentStatus) &&
  order.status !== 'held-for-review' &&
  (order.payments[0]?.type ?? 'card') === 'card';

/** Digital lines are fulfilled the moment the order is paid or on account: their codes, here as in the access email. */
function DigitalAccess({ order, messages: m }: { order: Order; messages: CheckoutMessages['confirmation'] }) {
  const ready = order.lines.filter((line) => line.licence !== undefined);
  if (ready.length === 0) return null;
  return (
    <section aria-labelledby="confirmation-digital">
      <h3 id="confirmation-digital">{m.digitalReady}</h3>
      <p>{format(m.digitalCodes, { email: order.email })}</p>
      <dl className="account-details" data-testid="licences">
        {ready.map((line) => (
          <div key={line.itemCode}>
            <dt>{line.name}</dt>
            <dd>
              <code>{line.licence}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Where the provider's page sends the customer once they have paid: the order's number and its
 * payment as commerce knows it. The order is paid only when the provider's signed webhook says so,
 * so the page may first say "Awaiting payment" and then update itself.
 */
export async function ConfirmationScreen({
  locale,
  messages,
  orderNumber,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  orderNumber: string | undefined;
}) {
  const m = messages.confirmation;
  const paths = storePaths(locale);
  const loaded = await load(locale, orderNumber);
  if ('renewing' in loaded) {
    const cartTexts = cartMessages(locale);
    return (
      <CartAccessRenewal locale={locale} restoring={cartTexts.restoring} ended={cartTexts.sessionEnded} />
    );
  }
  if ('failed' in loaded) return <p role="alert">{messages.refusals.generic}</p>;
  const links = (
    <ul className="account-links">
      <li>
        <a href={paths.orders}>{m.orders}</a>
      </li>
      <li>
        <a href={paths.home}>{m.continueShopping}</a>
      </li>
    </ul>
  );
  if ('missing' in loaded) {
    return (
      <>
        <p role="alert">{m.notFound}</p>
        {links}
      </>
    );
  }
  const { order } = loaded;
  const payment = order.payments[0];
  const waiting = waitsForCard(order);
  return (
    <section aria-labelledby="confirmation-thanks">
      <h2 id="confirmation-thanks">{m.thanks}</h2>
      <PlacedBy locale={locale} order={order} />
      <dl className="account-details">
        <dt>{m.number}</dt>
        <dd data-testid="order-number">{order.number}</dd>
        <dt>{m.orderStatus}</dt>
        <dd data-testid="order-status">{m.orderStatuses[order.status]}</dd>
        {payment ? (
          <>
            <dt>{m.method}</dt>
            <dd data-testid="payment-method">{m.methods[payment.type]}</dd>
          </>
        ) : null}
        {payment?.purchaseOrderNumber ? (
          <>
            <dt>{m.poNumber}</dt>
            <dd data-testid="purchase-order-number">{payment.purchaseOrderNumber}</dd>
          </>
        ) : null}
        <dt>{m.status}</dt>
        <dd data-testid="payment-status">
          {
            m.paymentStatuses[
              waiting && order.paymentStatus === 'failed' ? 'awaiting-payment' : order.paymentStatus
            ]
          }
        </dd>
        <OrderForRows locale={locale} order={order} />
        <OrderDiscountRow locale={locale} order={order} />
        <dt>{m.total}</dt>
        <dd data-testid="order-total">{formatMinor(order.totals.total, order.currency, locale)}</dd>
        {order.vatNumber ? (
          <>
            <dt>{m.vatNumber}</dt>
            <dd data-testid="order-vat-number">{order.vatNumber}</dd>
          </>
        ) : null}
        {order.taxExemption ? (
          <>
            <dt>{m.exemptCertificate}</dt>
            <dd>{order.taxExemption.certificate}</dd>
          </>
        ) : null}
      </dl>
      <ConfirmationPayment locale={locale} messages={messages} order={order} />
      <DigitalAccess order={order} messages={m} />
      <p>{format(m.email, { email: order.email })}</p>
      {waiting ? <PaymentStatusRefresh checking={m.checking} stillWaiting={m.stillWaiting} /> : null}
      {links}
    </section>
  );
}
