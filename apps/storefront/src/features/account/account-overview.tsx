'use client';

import type { Locale } from '@store/locales';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { countryName } from '../../i18n/country-name.ts';
import { useFlag } from '../../shell/flags/flags-provider.tsx';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { accountSections } from '../../shell/session/account-sections.ts';
import { profileAnswerFetcher } from '../../shell/session/customer-requests.ts';
import { FETCH_DEFAULTS } from '../../shell/session/fetch-config.ts';
import { profileKey } from '../../shell/session/profile-refresh.ts';
import { useSession } from '../../shell/session/session-provider.tsx';
import { parseAccountProfile } from './account-answers.ts';
import { AccountInvoices } from './account-invoices.tsx';
import { AccountSummaryPanel } from './account-summary.tsx';
import type { AccountMessages } from './messages.ts';

/**
 * The my-account overview: the customer's details from the commerce record (fetched here, in the
 * browser, with their token: ADR 3), its figures at a glance (orders under way, qualification standing,
 * the account bought for), then the ways on to orders, the order email, the invoices with
 * the open balance, saved carts, qualifications, profile and password, the address book (with its
 * flag), payment cards, and support.
 * Rendered only inside the sign-in gate.
 */
export function AccountOverview({
  locale,
  clientId,
  messages,
}: {
  locale: Locale;
  clientId: string;
  messages: AccountMessages;
}) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const m = messages.overview;
  const paths = storePaths(locale);
  const addressBook = useFlag('address-book');
  // The session asks for the same answer under the same key as the page mounts: one request serves both.
  const {
    data: answer,
    error: requestError,
    isLoading,
    mutate,
  } = useSWR(userId ? profileKey(userId) : null, profileAnswerFetcher(locale, clientId), {
    ...FETCH_DEFAULTS,
    revalidateOnFocus: false,
  });
  const data = answer === undefined ? undefined : parseAccountProfile(answer);
  const error = requestError !== undefined || (answer !== undefined && data === undefined);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  const name = data ? [data.firstName, data.lastName].filter(Boolean).join(' ') : '';

  return (
    <>
      <section className="account-section" aria-labelledby="account-details" aria-busy={isLoading}>
        <h2 id="account-details">{m.detailsHeading}</h2>
        {data ? (
          <dl className="account-details" data-testid="account-details">
            <dt>{m.name}</dt>
            <dd>{name || m.notGiven}</dd>
            <dt>{m.email}</dt>
            <dd>{data.email || m.notGiven}</dd>
            <dt>{m.country}</dt>
            <dd>{countryName(data.registrationCountryIso, locale)}</dd>
          </dl>
        ) : error ? (
          <div role="alert" tabIndex={-1} ref={alert} className="account-error">
            <p>{m.failed}</p>
            <button type="button" className="button" onClick={() => void mutate()}>
              {m.retry}
            </button>
          </div>
        ) : (
          <p role="status" className="account-details-loading">
            {m.loading}
          </p>
        )}
      </section>
      <AccountSummaryPanel locale={locale} clientId={clientId} userId={userId} messages={m} />
      <nav className="account-section" aria-labelledby="account-links">
        <h2 id="account-links">{m.accountHeading}</h2>
        <ul className="account-links">
          <li>
            <a href={paths.orders}>{m.orderHistory}</a>
          </li>
          <li>
            <a href={paths.orderEmail}>{m.orderEmail}</a>
          </li>
          <li>
            <AccountInvoices locale={locale} clientId={clientId} userId={userId} messages={m} />
          </li>
          {accountSections(locale, addressBook).map(({ section, href }) => (
            <li key={section}>
              <a href={href}>{m[section]}</a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="account-section" aria-labelledby="account-support">
        <h2 id="account-support">{m.supportHeading}</h2>
        <ul className="account-links">
          <li>
            <a href={paths.orderStatus}>{m.orderStatus}</a>
          </li>
          <li>
            <a href={paths.contactUs}>{m.contactUs}</a>
          </li>
          <li>
            <a href={paths.internationalContacts}>{m.internationalContacts}</a>
          </li>
        </ul>
      </nav>
    </>
  );
}
