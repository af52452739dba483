import type { Invoice, InvoiceParty } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { Fragment } from 'react';
import { countryName } from '../../i18n/country-name.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import { checkoutMessages } from '../checkout/messages.ts';
import { notPayableReason } from './invoice-amounts.ts';
import type { InvoicesMessages } from './messages.ts';

function Party({
  heading,
  party,
  locale,
  messages,
}: {
  heading: string;
  party: InvoiceParty;
  locale: Locale;
  messages: InvoicesMessages['detail'];
}) {
  return (
    <section>
      <h2>{heading}</h2>
      <address>
        <span>{party.name}</span>
        {party.organisation ? <span>{party.organisation}</span> : null}
        {party.addressLines.map((line, index) => (
          // Address lines may repeat (two identical lines); their order is their identity.
          <span key={index}>{line}</span>
        ))}
        <span>{countryName(party.country, locale)}</span>
        {party.email ? <span>{party.email}</span> : null}
        {party.vatNumber ? <span>{format(messages.vatNumber, { number: party.vatNumber })}</span> : null}
        {party.registration ? (
          <span>{format(messages.registration, { number: party.registration })}</span>
        ) : null}
      </address>
    </section>
  );
}

/**
 * One invoice or credit note as the customer sees it: who issued it to whom, its lines, taxes and
 * totals, what is paid and left, its credit notes, the payments made on it, how to pay it by bank
 * transfer, the PDF, and Pay when something can be paid now.
 */
export function InvoiceDetailScreen({
  locale,
  invoice,
  messages,
}: {
  locale: Locale;
  invoice: Invoice;
  messages: InvoicesMessages;
}) {
  const m = messages.detail;
  const paths = storePaths(locale);
  const { htmlLang } = localeInfo(locale);
  const dayFormat = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
  const moment = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = new Intl.NumberFormat(htmlLang, { maximumFractionDigits: 3 });
  const money = (amount: number) => formatMinor(amount, invoice.currency, locale);
  const payable = notPayableReason(invoice) === undefined;
  const bankFields = checkoutMessages(locale).confirmation.bankFields;
  const title = invoice.kind === 'credit-note' ? messages.titles.creditNote : messages.titles.invoice;

  return (
    <div className="invoice-detail" data-testid="invoice-detail">
      <h1>{format(title, { number: invoice.number })}</h1>
      <p className="invoice-detail__status" data-testid="invoice-status">
        {invoice.status === 'overdue' ? <span aria-hidden="true">⚠ </span> : null}
        {messages.statuses[invoice.status]}
      </p>
      {invoice.status === 'overdue' ? (
        <p className="invoice-status--overdue">{format(m.overdueSince, { date: day(invoice.dueOn) })}</p>
      ) : null}
      <dl className="account-details">
        <dt>{messages.list.issued}</dt>
        <dd>
          <time dateTime={invoice.issuedOn}>{day(invoice.issuedOn)}</time>
        </dd>
        <dt>{messages.list.due}</dt>
        <dd>
          <time dateTime={invoice.dueOn}>{day(invoice.dueOn)}</time> (
          {format(m.terms, { days: invoice.paymentTermsDays })})
        </dd>
        <dt>{m.orderNumber}</dt>
        <dd>
          <a href={paths.order(invoice.orderNumber)}>{invoice.orderNumber}</a>
        </dd>
        {invoice.purchaseOrderNumber ? (
          <>
            <dt>{m.purchaseOrderNumber}</dt>
            <dd>{invoice.purchaseOrderNumber}</dd>
          </>
        ) : null}
      </dl>

      <div className="order-actions">
        {payable ? (
          <a className="button button--primary" href={paths.invoicePayment(invoice.id)}>
            {m.pay}
          </a>
        ) : null}
        <a className="button" href={paths.invoicePdf(invoice.id)}>
          {m.pdf}
        </a>
      </div>
      {payable ? <p>{format(m.payable, { amount: money(invoice.payable) })}</p> : null}

      <div className="invoice-detail__parties account-section">
        <Party heading={m.seller} party={invoice.seller} locale={locale} messages={m} />
        <Party heading={m.buyer} party={invoice.buyer} locale={locale} messages={m} />
      </div>

      <section aria-labelledby="invoice-lines" className="account-section">
        <h2 id="invoice-lines">{m.linesHeading}</h2>
        <table className="order-table">
          <caption className="visually-hidden">{format(m.linesCaption, { number: invoice.number })}</caption>
          <thead>
            <tr>
              <th scope="col">{m.item}</th>
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
            {invoice.lines.map((line) => (
              <tr key={line.position}>
                <th scope="row">{line.kind === 'delivery' ? m.deliveryLine : line.name}</th>
                <td>{line.itemCode ?? ''}</td>
                <td className="order-table__number">{line.quantity}</td>
                <td className="order-table__number">{money(line.unitPrice)}</td>
                <td className="order-table__number">{money(line.net)}</td>
                <td className="order-table__number">{money(line.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="invoice-totals" className="account-section">
        <h2 id="invoice-totals">{m.totalsHeading}</h2>
        {invoice.taxes.treatment === 'exempt' ? (
          <p>{m.exempt}</p>
        ) : invoice.taxes.treatment === 'reverse-charge' ? (
          <p>{m.reverseCharge}</p>
        ) : null}
        <dl className="account-details order-totals" data-testid="invoice-amounts">
          <dt>{m.netTotal}</dt>
          <dd>{money(invoice.totals.net)}</dd>
          {invoice.taxes.components.map((component) => (
            <Fragment key={component.name}>
              <dt>{format(m.taxLine, { name: component.name, rate: percent.format(component.rate) })}</dt>
              <dd>{money(component.amount)}</dd>
            </Fragment>
          ))}
          <dt>{m.taxTotal}</dt>
          <dd>{money(invoice.totals.tax)}</dd>
          <dt>{m.total}</dt>
          <dd data-testid="invoice-total">{money(invoice.totals.total)}</dd>
          <dt>{m.paid}</dt>
          <dd>{money(invoice.paid)}</dd>
          {invoice.credited > 0 ? (
            <>
              <dt>{m.credited}</dt>
              <dd>{money(invoice.credited)}</dd>
            </>
          ) : null}
          <dt>{m.balance}</dt>
          <dd data-testid="invoice-balance">{money(invoice.balance)}</dd>
        </dl>
      </section>

      {invoice.creditsInvoice ? (
        <p>
          <a href={storePaths(locale).invoice(invoice.creditsInvoice.id)}>
            {format(m.credits, { number: invoice.creditsInvoice.number })}
          </a>
        </p>
      ) : null}
      {invoice.creditNotes.length > 0 ? (
        <section aria-labelledby="invoice-credit-notes" className="account-section">
          <h2 id="invoice-credit-notes">{m.creditNotesHeading}</h2>
          <ul>
            {invoice.creditNotes.map((note) => (
              <li key={note.id}>
                <a href={storePaths(locale).invoice(note.id)}>
                  {format(m.creditNote, { number: note.number, total: money(note.total) })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="invoice-payments" className="account-section">
        <h2 id="invoice-payments">{m.paymentsHeading}</h2>
        {invoice.payments.length === 0 ? (
          <p>{m.noPayments}</p>
        ) : (
          <table className="order-table" data-testid="invoice-payments">
            <caption className="visually-hidden">
              {format(m.paymentsCaption, { number: invoice.number })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{m.receipt}</th>
                <th scope="col">{m.date}</th>
                <th scope="col">{m.method}</th>
                <th scope="col" className="order-table__number">
                  {m.paymentAmount}
                </th>
                <th scope="col">{m.paymentStatus}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.payments.map((payment) => (
                <tr key={payment.paymentId}>
                  <th scope="row">{payment.receiptNumber}</th>
                  <td>
                    <time dateTime={payment.paidAt ?? payment.createdAt}>
                      {moment.format(new Date(payment.paidAt ?? payment.createdAt))}
                    </time>
                  </td>
                  <td>{m.methods[payment.method]}</td>
                  <td className="order-table__number">{money(payment.amount)}</td>
                  <td>{m.paymentStatuses[payment.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {payable ? (
        <section aria-labelledby="invoice-bank" className="account-section">
          <h2 id="invoice-bank">{m.bankHeading}</h2>
          <p>{m.bankHelp}</p>
          <dl className="account-details" data-testid="invoice-bank-transfer">
            <dt>{m.reference}</dt>
            <dd>{invoice.bankTransfer.reference}</dd>
            <dt>{m.accountName}</dt>
            <dd>{invoice.bankTransfer.accountName}</dd>
            <dt>{m.bankName}</dt>
            <dd>{invoice.bankTransfer.bankName}</dd>
            {invoice.bankTransfer.account.map((entry) => (
              <Fragment key={entry.field}>
                <dt>{bankFields[entry.field]}</dt>
                <dd>{entry.value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ) : null}

      <p>
        <a href={paths.invoices}>{m.backToInvoices}</a>
      </p>
    </div>
  );
}
