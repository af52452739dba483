'use client';

import type { Locale } from '@store/locales';
import { useState, type FormEvent } from 'react';
import { format } from '../../i18n/format.ts';
import { countryName } from '../../i18n/country-name.ts';
import { finishSignIn } from '../auth/finish-sign-in.ts';
import type { FoundCustomer } from './customer-search.route.ts';
import type { SupportMessages } from './messages.ts';

type SearchMessages = SupportMessages['search'];
type ErrorKey = keyof SearchMessages['errors'];

type Results = { query: string; customers: FoundCustomer[] };

function errorOf(status: number): ErrorKey {
  if (status === 401) return 'signedOut';
  if (status === 403) return 'notAllowed';
  if (status === 404) return 'notFound';
  return 'unavailable';
}

/** Hand-checked: our own route has shaped the answer, and this chunk stays free of a schema library. */
function parseCustomers(value: unknown): FoundCustomer[] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { customers } = value as { customers?: unknown };
  if (!Array.isArray(customers)) return undefined;
  return customers.filter(
    (row): row is FoundCustomer =>
      !!row &&
      typeof row === 'object' &&
      ['id', 'name', 'email', 'country'].every(
        (key) => typeof (row as Record<string, unknown>)[key] === 'string',
      ),
  );
}

/**
 * The support page's search and "Start assisted session": the store starts the customer's session
 * on the server (HttpOnly cookie), then this page takes the customer's tokens the way a sign-in does
 * and opens the customer's account, or the section the agent's sign-in came from.
 */
export function CustomerSearch({
  locale,
  clientId,
  section,
  messages,
}: {
  locale: Locale;
  clientId: string;
  section: string | undefined;
  messages: SearchMessages;
}) {
  const [results, setResults] = useState<Results | undefined>();
  const [error, setError] = useState<ErrorKey | 'tooShort' | undefined>();
  const [busy, setBusy] = useState<string | undefined>();

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query.length < 2) {
      setError('tooShort');
      return;
    }
    setBusy('search');
    setError(undefined);
    try {
      const response = await fetch(`/api/support/customers?${new URLSearchParams({ q: query })}`, {
        cache: 'no-store',
      });
      const customers = response.ok ? parseCustomers(await response.json()) : undefined;
      if (customers) setResults({ query, customers });
      else setError(errorOf(response.status));
    } catch {
      setError('unavailable');
    } finally {
      setBusy(undefined);
    }
  }

  async function start(customer: FoundCustomer) {
    setBusy(customer.id);
    setError(undefined);
    try {
      const response = await fetch('/api/support/assisted-sessions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale, userId: customer.id, ...(section ? { section } : {}) }),
        cache: 'no-store',
      });
      const answer: unknown = response.ok ? await response.json() : undefined;
      const goto = answer && typeof answer === 'object' && 'goto' in answer ? answer.goto : undefined;
      if (typeof goto !== 'string') {
        setError(response.ok ? 'failed' : errorOf(response.status));
        setBusy(undefined);
        return;
      }
      const settings = { clientId, origin: window.location.origin };
      if ((await finishSignIn(settings, locale, goto)) === 'failed') {
        setError('failed');
        setBusy(undefined);
      }
    } catch {
      setError('failed');
      setBusy(undefined);
    }
  }

  return (
    <div className="support-search">
      <form className="auth-form" role="search" onSubmit={(event) => void search(event)}>
        <div className="auth-form__field">
          <label htmlFor="support-query">{messages.label}</label>
          <input id="support-query" name="q" type="search" maxLength={200} autoComplete="off" />
        </div>
        <div className="auth-form__actions">
          <button className="auth-form__primary" type="submit" disabled={busy !== undefined}>
            {messages.submit}
          </button>
        </div>
      </form>
      <p className="auth-form__errors" role="alert">
        {error === 'tooShort' ? messages.tooShort : error ? messages.errors[error] : null}
      </p>
      {results && results.customers.length === 0 ? (
        <p role="status">{format(messages.none, { query: results.query })}</p>
      ) : null}
      {results && results.customers.length > 0 ? (
        <table className="support-results">
          <caption>{format(messages.results, { query: results.query })}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.name}</th>
              <th scope="col">{messages.email}</th>
              <th scope="col">{messages.country}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {results.customers.map((customer) => (
              <tr key={customer.id} data-testid="support-customer">
                <th scope="row">{customer.name}</th>
                <td>{customer.email}</td>
                <td>{customer.country ? countryName(customer.country, locale) : ''}</td>
                <td>
                  <button type="button" onClick={() => void start(customer)} disabled={busy !== undefined}>
                    {busy === customer.id ? messages.starting : messages.start}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
