import type { InvoicePayment } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { BankTransferDetails } from '../checkout/bank-transfer-details.tsx';
import { formatMinor } from '../checkout/checkout-money.ts';
import { checkoutMessages } from '../checkout/messages.ts';
import { failureReason } from '../checkout/payment-failure.ts';
import { PaymentStatusRefresh } from '../checkout/payment-status-refresh.tsx';
import type { InvoicePaymentMessages } from './messages.ts';
import { majorAmountText } from '../invoices/invoice-amounts.ts';
import { selectionQuery } from './payment-selection.ts';

/** The payment page again, with this payment's invoices and amounts. */
function payAgainAddress(locale: Locale, payment: InvoicePayment): string {
  const selection = payment.allocations.map(({ invoiceId, amount }) => ({
    invoiceId,
    amount: majorAmountText(amount, payment.currency),
  }));
  return `${storePaths(locale).invoicePayment(selection[0]?.invoiceId ?? '')}?${selectionQuery(selection)}`;
}

function heading(payment: InvoicePayment, m: InvoicePaymentMessages['confirmation']): string {
  if (payment.status === 'paid') return m.paidHeading;
  if (payment.status === 'failed') return m.failedHeading;
  if (payment.status === 'cancelled') return m.cancelledHeading;
  return payment.method === 'bank-transfer' ? m.bankHeading : m.confirmingHeading;
}

/**
 * Where the provider's page returns to, and where a bank transfer's instructions are: the payment as
 * commerce knows it. The page only reads, so a reload or the back button never pays twice. A card
 * payment is paid only when the provider's signed webhook says so, so the page may first say it is
 * confirming and then update itself.
 */
export function PaymentConfirmationScreen({
  locale,
  payment,
  messages,
}: {
  locale: Locale;
  payment: InvoicePayment;
  messages: InvoicePaymentMessages;
}) {
  const m = messages.confirmation;
  const checkout = checkoutMessages(locale);
  const money = (amount: number) => formatMinor(amount, payment.currency, locale);
  const paid = payment.status === 'paid';
  const confirming = payment.status === 'pending' && payment.method === 'card';
  const bank = payment.status === 'pending' ? payment.bankTransfer : undefined;
  return (
    <section aria-labelledby="invoice-payment-heading" data-testid="invoice-payment-confirmation">
      <h2 id="invoice-payment-heading">{heading(payment, m)}</h2>
      <dl className="account-details">
        <dt>{m.receipt}</dt>
        <dd data-testid="invoice-payment-receipt">{payment.receiptNumber}</dd>
        <dt>{m.method}</dt>
        <dd>{m.methods[payment.method]}</dd>
      </dl>
      <table className="checkout-price" data-testid="invoice-payment-allocations">
        <thead>
          <tr>
            <th scope="col">{m.invoice}</th>
            <th scope="col">{paid ? m.amount : m.pendingAmount}</th>
            <th scope="col">{m.balance}</th>
          </tr>
        </thead>
        <tbody>
          {payment.allocations.map((allocation) => (
            <tr key={allocation.invoiceId}>
              <th scope="row">{allocation.invoiceNumber}</th>
              <td>{money(allocation.amount)}</td>
              <td data-testid="invoice-payment-balance">{money(allocation.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{m.total}</th>
            <td data-testid="invoice-payment-amount">{money(payment.amount)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {paid && payment.receiptEmail ? (
        <p data-testid="invoice-payment-receipt-email">
          {format(m.receiptSent, { email: payment.receiptEmail })}
        </p>
      ) : null}
      {bank ? (
        <div className="checkout-bank">
          <p>{format(m.bankIntro, { amount: money(payment.amount), reference: bank.reference })}</p>
          <BankTransferDetails bank={bank} amount={money(payment.amount)} messages={checkout.confirmation} />
          <p className="checkout-notice">{m.bankNote}</p>
        </div>
      ) : null}
      {confirming ? <PaymentStatusRefresh checking={m.checking} stillWaiting={m.stillWaiting} /> : null}
      {payment.status === 'failed' || payment.status === 'cancelled' ? (
        <div className="checkout-notice">
          {payment.status === 'failed' ? (
            <p data-testid="invoice-payment-failure">
              {checkout.retry.reasons[failureReason(payment.failure)]}
            </p>
          ) : null}
          <p>{payment.status === 'failed' ? m.failedKept : m.cancelled}</p>
          <a className="button button--primary" href={payAgainAddress(locale, payment)}>
            {m.tryAgain}
          </a>
        </div>
      ) : null}
      <ul className="account-links">
        <li>
          <a href={storePaths(locale).invoices}>{m.invoices}</a>
        </li>
      </ul>
    </section>
  );
}
