'use client';

import type { InvoiceList } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import useSWR from 'swr';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { FETCH_DEFAULTS } from '../../shell/session/fetch-config.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import { parseInvoiceTotals } from './account-answers.ts';
import type { AccountMessages } from './messages.ts';

type Totals = InvoiceList['totals'];

async function fetchInvoiceTotals(locale: Locale, userId: string, accessToken: string): Promise<Totals> {
  const response = await fetch(`/api/customer/invoice-totals?${new URLSearchParams({ locale, userId })}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`the invoice totals answered ${response.status}`);
  const totals = parseInvoiceTotals(await response.json());
  if (!totals) throw new Error('the invoice totals answered what is not a total');
  return totals;
}

/**
 * The customer's open balance and overdue invoices on the account overview, with the way to the
 * invoice list. Read in the browser with the customer's token (ADR 3), like the details above it;
 * while it loads or when it fails, the link alone stays.
 */
export function AccountInvoices({
  locale,
  clientId,
  userId,
  messages,
}: {
  locale: Locale;
  clientId: string;
  userId: string | undefined;
  messages: AccountMessages['overview'];
}) {
  const { data } = useSWR(
    userId ? ['invoice-totals', locale, userId] : null,
    ([, , id]) => {
      const tokens = readStoredTokens(clientId);
      if (!tokens) throw new Error('no stored token to ask for the invoice totals with');
      return fetchInvoiceTotals(locale, id, tokens.accessToken);
    },
    { ...FETCH_DEFAULTS, revalidateOnFocus: false },
  );
  return (
    <>
      <a href={storePaths(locale).invoices}>{messages.invoices}</a>
      {data ? (
        <span className="account-invoices" data-testid="account-invoices">
          {' '}
          {format(messages.invoiceBalance, { amount: formatMinor(data.open, data.currency, locale) })}
          {data.overdueCount > 0 ? (
            <strong> {format(messages.invoicesOverdue, { count: data.overdueCount })}</strong>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
