import type { OrderStatusView } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import type { OrderStatusMessages } from './messages.ts';

/** A looked-up order: its three states in words, its items and its parcels; nothing more is known here. */
export function OrderStatusResult({
  view,
  locale,
  messages,
  headingId,
}: {
  view: OrderStatusView;
  locale: Locale;
  messages: OrderStatusMessages;
  headingId: string;
}) {
  const m = messages.result;
  const date = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'long' });
  return (
    <section className="order-status-result" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {format(m.heading, { number: view.number })}
      </h2>
      <p>{format(m.placed, { date: date.format(new Date(view.placedAt)) })}</p>
      <h3>{m.states}</h3>
      <dl className="account-details" data-testid="order-status-states">
        <dt>{m.order}</dt>
        <dd>{messages.orderStatuses[view.status]}</dd>
        <dt>{m.payment}</dt>
        <dd>{messages.paymentStatuses[view.paymentStatus]}</dd>
        <dt>{m.fulfilment}</dt>
        <dd>{messages.fulfilmentStatuses[view.fulfilmentStatus]}</dd>
      </dl>
      <h3>{m.items}</h3>
      <table className="order-status-table">
        <thead>
          <tr>
            <th scope="col">{m.item}</th>
            <th scope="col">{m.itemCode}</th>
            <th scope="col">{m.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.itemCode}>
              <td>{line.name}</td>
              <td>{line.itemCode}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{m.tracking}</h3>
      {view.shipments.length === 0 ? (
        <p>{m.noTracking}</p>
      ) : (
        <dl className="account-details">
          {view.shipments.map((shipment) => (
            <div key={shipment.trackingNumber} className="order-status-shipment">
              <dt>{m.carrier}</dt>
              <dd>{shipment.carrier}</dd>
              <dt>{m.trackingNumber}</dt>
              <dd>
                {shipment.trackingUrl ? (
                  <a href={shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
                    {format(m.track, { number: shipment.trackingNumber })}
                  </a>
                ) : (
                  shipment.trackingNumber
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
