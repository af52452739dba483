'use client';

import type { Locale } from '@store/locales';
import { useState } from 'react';
import { switchAccount } from '../../shell/header/account-switcher/account-choices.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { useSession } from '../../shell/session/session-provider.tsx';

/**
 * "Buy for this account" on the accounts page: the same switch as the header's switcher (the
 * storefront's route sets the active account and writes the new cart's cookies), then the cart page,
 * where the merge banner says what moved.
 */
export function SwitchAccountButton({
  locale,
  organisationId,
  texts,
}: {
  locale: Locale;
  organisationId: string | null;
  texts: { button: string; label: string; pending: string; failed: string };
}) {
  const session = useSession();
  const [state, setState] = useState<'idle' | 'switching' | 'failed'>('idle');

  async function choose() {
    if (session.status !== 'signed-in') return;
    setState('switching');
    if (await switchAccount(locale, session.user.id, organisationId)) {
      window.location.assign(storePaths(locale).cart);
      return;
    }
    setState('failed');
  }

  return (
    <span className="switch-account">
      <button
        type="button"
        className="button"
        aria-label={texts.label}
        disabled={state === 'switching' || session.status !== 'signed-in'}
        onClick={() => void choose()}
      >
        {texts.button}
      </button>
      <span role="status" className="organisation-form__status">
        {state === 'switching' ? texts.pending : ''}
      </span>
      {state === 'failed' ? (
        <span role="alert" className="organisation-form__error">
          {texts.failed}
        </span>
      ) : null}
    </span>
  );
}
