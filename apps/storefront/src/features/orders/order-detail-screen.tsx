import type { Address, BankAccountField, Order } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { Fragment } from 'react';
import { countryName } from '../../i18n/country-name.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import { checkoutMessages } from '../checkout/messages.ts';
import { ConfirmActionDialog } from '../account/confirm-action-dialog.tsx';
import { OrderInvoices } from '../invoices/order-invoices.tsx';
import { OrderDiscountRow, OrderForRows } from '../org-buying/order-for.tsx';
import { PlacedBy } from '../support/placed-by.tsx';
import type { OrdersMessages } from './messages.ts';
import { cancelOrder } from './order-actions.ts';
import { actorWords, canCancel, historyEntryWords, statusWords } from './order-words.ts';
import { ReorderButton } from './reorder-button.tsx';

type Payment = Order['payments'][number];

function addressLines(address: Address, locale: Locale): string[] {
  return [
    address.fullName,
    address.organisation,
    address.line1,
    address.line2,
    address.line3,
    [address.city, address.region, address.postcode].filter(Boolean).join(' '),
    countryName(address.country, locale),
  ].filter((line): line is string => Boolean(line));
}

const isCardPaid = (order: Order) => order.payments[0]?.type === 'card' && order.paymentStatus === 'paid';

/** What cancelling will do with the money, said before the customer confirms. */
function cancelExplanation(order: Order, messages: OrdersMessages['cancel'], total: string): string {
  return isCardPaid(order) ? format(messages.explainPaid, { total }) : messages.explainUnpaid;
}

/** Said once a cancellation has gone through: refunded, refund on its way, or nothing was taken. */
function cancelledWords(order: Order, messages: OrdersMessages['cancel'], total: string): string {
  const values = { number: order.number, total };
  if (order.paymentStatus === 'refunded') return format(messages.refunded, values);
  if (isCardPaid(order)) return format(messages.refundPending, values);
  return format(messages.cancelled, values);
}

function PaymentDetails({
  payment,
  messages,
  bankFields,
}: {
  payment: Payment;
  messages: OrdersMessages;
  bankFields: Record<BankAccountField, string>;
}) {
  const m = messages.detail;
  const awaiting = payment.status === 'awaiting-payment';
  return (
    <>
      <dl className="account-details">
        <dt>{m.paymentType}</dt>
        <dd>{m.paymentTypes[payment.type]}</dd>
        <dt>{m.paymentStatus}</dt>
        <dd data-testid="order-payment-status">{messages.statuses.payment[payment.status]}</dd>
        {payment.purchaseOrderNumber ? (
          <>
            <dt>{m.purchaseOrderNumber}</dt>
            <dd>{payment.purchaseOrderNumber}</dd>
          </>
        ) : null}
        {payment.bankTransfer ? (
          <>
            <dt>{m.bankReference}</dt>
            <dd>{payment.bankTransfer.reference}</dd>
          </>
        ) : null}
      </dl>
      {payment.bankTransfer && awaiting ? (
        <>
          <p>{m.bankHelp}</p>
          <dl className="account-details">
            <dt>{m.accountName}</dt>
            <dd>{payment.bankTransfer.accountName}</dd>
            <dt>{m.bankName}</dt>
            <dd>{payment.bankTransfer.bankName}</dd>
            {payment.bankTransfer.account.map((entry) => (
              <Fragment key={entry.field}>
                <dt>{bankFields[entry.field]}</dt>
                <dd>{entry.value}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      ) : null}
    </>
  );
}

/**
 * One order as the customer sees it: its states, the actions it allows (reorder; cancel until
 * something ships), lines, delivery, payment, taxes and totals, shipments with tracking, and the
 * dated history of every change with who made it.
 */
export function OrderDetailScreen({
  locale,
  order,
  messages,
  justCancelled,
}: {
  locale: Locale;
  order: Order;
  messages: OrdersMessages;
  justCancelled: boolean;
}) {
  const m = messages.detail;
  const paths = storePaths(locale);
  const { htmlLang } = localeInfo(locale);
  const day = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeStyle: 'short' });
  const list = new Intl.ListFormat(htmlLang, { style: 'short', type: 'unit' });
  const percent = new Intl.NumberFormat(htmlLang, { maximumFractionDigits: 3 });
  const money = (amount: number) => formatMinor(amount, order.currency, locale);
  const total = money(order.totals.total);
  const names = new Map(order.lines.map((line) => [line.itemCode, line.name]));

  return (
    <div className="order-detail" data-testid="order-detail">
      <p>{format(m.placedOn, { date: day.format(new Date(order.placedAt)) })}</p>
      <PlacedBy locale={locale} order={order} />
      {order.organisation ? (
        <dl className="account-details">
          <OrderForRows locale={locale} order={order} />
        </dl>
      ) : null}
      <p className="order-detail__status" data-testid="order-status">
        {list.format(statusWords(order, messages.statuses))}
      </p>
      <p role="status" className="order-detail__notice">
        {justCancelled && order.status === 'cancelled' ? cancelledWords(order, messages.cancel, total) : ''}
      </p>
      <div className="order-actions">
        <ReorderButton locale={locale} orderNumber={order.number} messages={messages.reorder} />
        {canCancel(order) ? (
          <ConfirmActionDialog
            locale={locale}
            action={cancelOrder}
            fields={{ orderNumber: order.number }}
            texts={{
              button: messages.cancel.button,
              title: format(messages.cancel.dialogTitle, { number: order.number }),
              explanation: cancelExplanation(order, messages.cancel, total),
              confirm: messages.cancel.confirm,
              keep: messages.cancel.keep,
              pending: messages.cancel.pending,
            }}
          />
        ) : null}
      </div>

      <section aria-labelledby="order-lines" className="account-section">
        <h2 id="order-lines">{m.linesHeading}</h2>
        <table className="order-table">
          <caption className="visually-hidden">{format(m.linesCaption, { number: order.number })}</caption>
          <thead>
            <tr>
              <th scope="col">{m.product}</th>
              <th scope="col">{m.itemCode}</th>
              <th scope="col" className="order-table__number">
                {m.quantity}
              </th>
              <th scope="col" className="order-table__number">
                {m.unitPrice}
              </th>
              <th scope="col" className="order-table__number">
                {m.net}
              </th>
              <th scope="col" className="order-table__number">
                {m.tax}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.itemCode}>
                <th scope="row">
                  {line.name}
                  {line.digital && line.licence ? (
                    <span className="order-line__licence">{format(m.licence, { code: line.licence })}</span>
                  ) : null}
                </th>
                <td>{line.itemCode}</td>
                <td className="order-table__number">{line.quantity}</td>
                <td className="order-table__number">{money(line.unitPrice)}</td>
                <td className="order-table__number">{money(line.net)}</td>
                <td className="order-table__number">{money(line.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="order-delivery" className="account-section">
        <h2 id="order-delivery">{m.deliveryHeading}</h2>
        <dl className="account-details">
          {order.deliveryMethod === 'none' ? null : (
            <>
              <dt>{m.address}</dt>
              <dd>
                <address className="order-address">
                  {addressLines(order.deliveryAddress, locale).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </dd>
            </>
          )}
          <dt>{m.method}</dt>
          <dd>{m.methods[order.deliveryMethod]}</dd>
        </dl>
      </section>

      <section aria-labelledby="order-payment" className="account-section">
        <h2 id="order-payment">{m.paymentHeading}</h2>
        {order.payments.map((payment, index) => (
          <PaymentDetails
            key={index}
            payment={payment}
            messages={messages}
            bankFields={checkoutMessages(locale).confirmation.bankFields}
          />
        ))}
        {order.vatNumber ? (
          <dl className="account-details">
            <dt>{m.vatNumber}</dt>
            <dd>{order.vatNumber}</dd>
          </dl>
        ) : null}
      </section>

      <section aria-labelledby="order-totals" className="account-section">
        <h2 id="order-totals">{m.totalsHeading}</h2>
        {order.taxes.treatment === 'exempt' && order.taxExemption ? (
          <p>{format(m.exempt, { certificate: order.taxExemption.certificate })}</p>
        ) : order.taxes.treatment === 'reverse-charge' ? (
          <p>{m.reverseCharge}</p>
        ) : null}
        <dl className="account-details order-totals" data-testid="order-totals">
          <dt>{m.subtotal}</dt>
          <dd>{money(order.totals.subtotal)}</dd>
          <OrderDiscountRow locale={locale} order={order} />
          <dt>{m.delivery}</dt>
          <dd>{money(order.totals.delivery)}</dd>
          {order.taxes.components.map((component) => (
            <Fragment key={component.name}>
              <dt>{format(m.taxLine, { name: component.name, rate: percent.format(component.rate) })}</dt>
              <dd>{money(component.amount)}</dd>
            </Fragment>
          ))}
          <dt>{m.taxTotal}</dt>
          <dd>{money(order.totals.tax)}</dd>
          <dt>{m.total}</dt>
          <dd data-testid="order-total">{total}</dd>
        </dl>
      </section>

      <OrderInvoices
        locale={locale}
        orderNumber={order.number}
        invoiced={order.payments.some((payment) => payment.type !== 'card')}
      />

      <section aria-labelledby="order-shipments" className="account-section">
        <h2 id="order-shipments">{m.shipmentsHeading}</h2>
        {order.shipments.length === 0 ? (
          <p>{m.noShipments}</p>
        ) : (
          <ul className="order-shipments">
            {order.shipments.map((shipment) => (
              <li key={shipment.trackingNumber}>
                <p>
                  {format(m.shippedOn, {
                    date: day.format(new Date(shipment.shippedAt)),
                    carrier: shipment.carrier,
                  })}
                </p>
                <p>
                  {m.trackingNumber}: {shipment.trackingNumber}
                  {shipment.trackingUrl ? (
                    <>
                      {' '}
                      <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {format(m.track, { trackingNumber: shipment.trackingNumber })}
                      </a>
                    </>
                  ) : null}
                </p>
                <p>{m.shippedLines}</p>
                <ul>
                  {shipment.lines.map((line) => (
                    <li key={line.itemCode}>
                      {line.quantity} × {names.get(line.itemCode) ?? line.itemCode} ({line.itemCode})
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="order-history-heading" className="account-section">
        <h2 id="order-history-heading">{m.historyHeading}</h2>
        <ol className="order-timeline" data-testid="order-timeline">
          {order.history.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{moment.format(new Date(entry.at))}</time>{' '}
              <span>{historyEntryWords(entry, messages)}</span>{' '}
              <span className="order-timeline__actor">
                {format(m.by, { actor: actorWords(entry.actor, m.actors) })}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <p>
        <a href={paths.orders}>{m.backToOrders}</a>
      </p>
    </div>
  );
}
