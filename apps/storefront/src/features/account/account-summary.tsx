'use client';

import type { AccountSummary } from '@store/contracts/commerce-account-summary';
import { localeInfo, type Locale } from '@store/locales';
import useSWR from 'swr';
import { readStoredTokens } from '../../clients/identity/stored-tokens.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { FETCH_DEFAULTS } from '../../shell/session/fetch-config.ts';
import { parseAccountSummary } from './account-answers.ts';
import type { AccountMessages } from './messages.ts';

async function fetchAccountSummary(
  locale: Locale,
  userId: string,
  accessToken: string,
): Promise<AccountSummary> {
  const response = await fetch(`/api/customer/account-summary?${new URLSearchParams({ locale, userId })}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`the account summary answered ${response.status}`);
  const summary = parseAccountSummary(await response.json());
  if (!summary) throw new Error('the account summary answered what is not a summary');
  return summary;
}

/** The qualification standing in the customer's words. */
export function qualificationText(
  qualification: AccountSummary['qualification'],
  m: AccountMessages['overview'],
  day: (isoDay: string) => string,
): string {
  switch (qualification.standing) {
    case 'approved':
      return qualification.expiresOn
        ? format(m.qualificationApprovedUntil, {
            levels: qualification.levels.join(', '),
            date: day(qualification.expiresOn),
          })
        : format(m.qualificationApproved, { levels: qualification.levels.join(', ') });
    case 'pending':
      return m.qualificationPending;
    case 'expired':
      return m.qualificationExpired;
    case 'none':
      return m.qualificationNone;
  }
}

/**
 * The overview's figures at a glance: orders under way, the qualification standing, and the account
 * the customer buys for (personal or an organisation). Read in the browser with the customer's token
 * (ADR 3), as the details beside it; each figure links to the page where it is acted on.
 */
export function AccountSummaryPanel({
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
  const m = messages;
  const paths = storePaths(locale);
  const { data, error, mutate } = useSWR(
    userId ? ['account-summary', locale, userId] : null,
    ([, , id]) => {
      const tokens = readStoredTokens(clientId);
      if (!tokens) throw new Error('no stored token to ask for the account summary with');
      return fetchAccountSummary(locale, id, tokens.accessToken);
    },
    { ...FETCH_DEFAULTS, revalidateOnFocus: false },
  );
  const dayFormat = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const day = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

  return (
    <section className="account-section" aria-labelledby="account-summary" aria-busy={!data && !error}>
      <h2 id="account-summary">{m.summaryHeading}</h2>
      {data ? (
        <dl className="account-details" data-testid="account-summary">
          <dt>{m.openOrders}</dt>
          <dd>
            <a href={paths.orders}>{format(m.openOrdersCount, { count: data.openOrders })}</a>
          </dd>
          <dt>{m.qualificationStanding}</dt>
          <dd>
            <a href={paths.qualifications}>{qualificationText(data.qualification, m, day)}</a>
          </dd>
          <dt>{m.activeAccount}</dt>
          <dd data-testid="account-active">
            {data.activeOrganisation
              ? format(m.activeOrganisation, {
                  name: data.activeOrganisation.name,
                  number: data.activeOrganisation.accountNumber,
                })
              : m.personalAccount}
          </dd>
        </dl>
      ) : error ? (
        <div role="alert" className="account-error">
          <p>{m.summaryFailed}</p>
          <button type="button" className="button" onClick={() => void mutate()}>
            {m.retry}
          </button>
        </div>
      ) : (
        <p role="status" className="account-details-loading">
          {m.summaryLoading}
        </p>
      )}
    </section>
  );
}
