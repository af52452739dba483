import type { Invoice } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { randomUUID } from 'node:crypto';
import { formatMinor } from '../checkout/checkout-money.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CancelPaymentButton } from './cancel-payment-button.tsx';
import { InvoicePaymentForm, type PaymentRow } from './invoice-payment-form.tsx';
import type { InvoicePaymentMessages } from './messages.ts';
import { majorAmountText } from '../invoices/invoice-amounts.ts';
import { checkSelection, type CheckedInvoice } from './payment-problems.ts';
import type { SelectedInvoice } from './payment-selection.ts';
import { problemText } from './problem-words.ts';

/** Only the customer can free an amount held by a payment in progress, or choose other invoices. */
const needsAnotherPage = ({ invoice, problems }: CheckedInvoice) =>
  invoice.payable === 0 || problems.some((problem) => problem.kind === 'paid' || problem.kind === 'closed');

/**
 * The invoices being paid and how much of each, what stands in the way of paying them (said before
 * the customer leaves the store), and the form that pays. `cancelled` is a payment the customer left
 * the provider's page without making: it is given up here, so that its amounts are payable again.
 */
export function InvoicePaymentScreen({
  locale,
  selection,
  invoices,
  cancelled,
  messages: m,
}: {
  locale: Locale;
  selection: SelectedInvoice[];
  invoices: Invoice[];
  cancelled: string | undefined;
  messages: InvoicePaymentMessages;
}) {
  const paths = storePaths(locale);
  const day = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'medium', timeZone: 'UTC' });
  const checked = checkSelection(selection, invoices);
  const blocked = checked.mixedCurrencies || checked.invoices.some(needsAnotherPage);
  const stillPending = invoices.some((invoice) =>
    invoice.payments.some((payment) => payment.paymentId === cancelled && payment.status === 'pending'),
  );
  const rows: PaymentRow[] = checked.invoices.map(({ invoice }) => {
    const typed = selection.find((selected) => selected.invoiceId === invoice.id)?.amount;
    return {
      id: invoice.id,
      number: invoice.number,
      dueOn: day.format(new Date(invoice.dueOn)),
      balance: formatMinor(invoice.balance, invoice.currency, locale),
      currency: invoice.currency,
      payable: invoice.payable,
      amount: typed ?? (invoice.payable > 0 ? majorAmountText(invoice.payable, invoice.currency) : ''),
    };
  });
  const problems = checked.invoices.flatMap(({ invoice, problems: found }) =>
    found.map((problem) => ({ invoice, problem })),
  );
  return (
    <>
      {cancelled ? (
        <p role="status" className="checkout-notice" data-testid="invoice-payment-cancelled">
          {m.payment.cancelled}
        </p>
      ) : null}
      {cancelled && stillPending ? (
        <CancelPaymentButton
          locale={locale}
          paymentId={cancelled}
          label={m.problems.cancel}
          pendingLabel={m.problems.cancelling}
          auto
        />
      ) : null}
      <p>{m.payment.intro}</p>
      {problems.length > 0 || checked.mixedCurrencies ? (
        <div role="alert" className="checkout-alert" data-testid="invoice-payment-problems">
          <ul>
            {checked.mixedCurrencies ? <li>{m.problems.mixedCurrencies}</li> : null}
            {problems.map(({ invoice, problem }) => (
              <li key={`${invoice.id}-${problem.kind}-${'paymentId' in problem ? problem.paymentId : ''}`}>
                {problemText(problem, invoice, locale, m.problems)}
                {problem.kind === 'inProgress' && problem.paymentId !== cancelled ? (
                  <CancelPaymentButton
                    locale={locale}
                    paymentId={problem.paymentId}
                    label={m.problems.cancel}
                    pendingLabel={m.problems.cancelling}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          {blocked ? (
            <p>
              <a href={paths.invoices}>{m.payment.invoices}</a>
            </p>
          ) : null}
        </div>
      ) : null}
      <InvoicePaymentForm
        locale={locale}
        invoiceId={selection[0]?.invoiceId ?? ''}
        rows={rows}
        idempotencyKey={randomUUID()}
        blocked={blocked}
        messages={m}
      />
      <p>
        <a href={paths.invoices}>{m.payment.invoices}</a>
      </p>
    </>
  );
}
