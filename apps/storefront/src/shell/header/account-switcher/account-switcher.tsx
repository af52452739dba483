'use client';

import type { Locale } from '@store/locales';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { format } from '../../../i18n/format.ts';
import { storePaths } from '../../routing/store-paths.ts';
import { FETCH_DEFAULTS } from '../../session/fetch-config.ts';
import { fetchAccountChoices, switchAccount } from './account-choices.ts';
import { accountSwitcherMessages } from './messages.ts';
import './account-switcher.css';

/**
 * "Buying for: Personal / <organisation>" in the account menu (requirements §3): read when the menu
 * opens, shown only to a customer who belongs to an organisation. Choosing another account switches
 * at commerce, which merges the cart into that account's, and opens the cart page, where the merge
 * banner says what moved.
 */
export function AccountSwitcher({ locale, userId, open }: { locale: Locale; userId: string; open: boolean }) {
  const m = accountSwitcherMessages(locale);
  const headingId = useId();
  const [switching, setSwitching] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const { data } = useSWR(
    open ? ['account-choices', locale, userId] : null,
    ([, , id]) => fetchAccountChoices(locale, id),
    { ...FETCH_DEFAULTS, revalidateOnFocus: false },
  );
  if (!data || data.organisations.length === 0) return null;

  const accounts = [{ id: null, name: m.personal }, ...data.organisations];
  const active = accounts.find((account) => account.id === data.active) ?? accounts[0];

  async function choose(organisationId: string | null, name: string) {
    setSwitching(name);
    setFailed(false);
    if (await switchAccount(locale, userId, organisationId)) {
      window.location.assign(storePaths(locale).cart);
      return;
    }
    setSwitching(undefined);
    setFailed(true);
  }

  return (
    <li className="account-switcher" data-testid="account-switcher">
      <span id={headingId} className="account-switcher__heading">
        {format(m.buyingFor, { name: active?.name ?? m.personal })}
      </span>
      <ul aria-labelledby={headingId} className="account-switcher__list">
        {accounts.map((account) => (
          <li key={account.id ?? 'personal'}>
            <button
              type="button"
              aria-pressed={account.id === data.active}
              aria-label={format(m.switchTo, { name: account.name })}
              disabled={switching !== undefined}
              onClick={() => {
                if (account.id !== data.active) void choose(account.id, account.name);
              }}
            >
              {account.name}
            </button>
          </li>
        ))}
      </ul>
      <span role="status" className="account-switcher__status">
        {switching ? format(m.switching, { name: switching }) : failed ? m.failed : ''}
      </span>
    </li>
  );
}
