'use client';

import type { Locale } from '@store/locales';
import { useFlag } from '../../shell/flags/flags-provider.tsx';
import { storePaths } from '../../shell/routing/store-paths.ts';
import type { AccountMessages } from './messages.ts';

/**
 * Order history behind the requirements §9 flag (off by default): off, the way to the order status page;
 * on, the list, which stays empty until orders can be placed.
 */
export function OrderHistory({ locale, messages }: { locale: Locale; messages: AccountMessages }) {
  const enabled = useFlag('order-history');
  const m = messages.orders;
  const paths = storePaths(locale);
  return (
    <div className="account-section" data-testid="order-history" data-enabled={enabled}>
      {enabled ? (
        <>
          <p>{m.empty}</p>
          <p>{m.emptyHelp}</p>
        </>
      ) : (
        <>
          <p>{m.unavailable}</p>
          <p>{m.unavailableHelp}</p>
          <p>
            <a className="button button--primary" href={paths.orderStatus}>
              {m.orderStatus}
            </a>
          </p>
        </>
      )}
      <p>
        <a href={paths.myAccount}>{m.backToAccount}</a>
      </p>
    </div>
  );
}
