'use client';

import type { Locale } from '@store/locales';
import type { ReactNode } from 'react';
import { useFlag } from '../../shell/flags/flags-provider.tsx';
import { storePaths } from '../../shell/routing/store-paths.ts';
import type { OrdersMessages } from './messages.ts';

/**
 * Order history behind the requirements §9 flag (off by default): off, the way to the order status
 * page; on, the customer's orders (`children`, rendered by the server with the page).
 */
export function OrderHistory({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: OrdersMessages['history'];
  children: ReactNode;
}) {
  const enabled = useFlag('order-history');
  const paths = storePaths(locale);
  return (
    <div className="account-section" data-testid="order-history" data-enabled={enabled}>
      {enabled ? (
        children
      ) : (
        <>
          <p>{messages.unavailable}</p>
          <p>{messages.unavailableHelp}</p>
          <p>
            <a className="button button--primary" href={paths.orderStatus}>
              {messages.orderStatus}
            </a>
          </p>
        </>
      )}
      <p>
        <a href={paths.myAccount}>{messages.backToAccount}</a>
      </p>
    </div>
  );
}
