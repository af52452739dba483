'use client';

import type { Locale } from '@store/locales';
import { useEffect, useState } from 'react';
import { announceCartReplaced } from '../../shell/header/cart-count.ts';
import { renewCartAccess } from '../../shell/session/customer-requests.ts';

/**
 * Shown where the cart would be when it is the customer's and the server holds no token that
 * reaches it (ADR 16): the session's token is handed over, and the page that lists the cart
 * renders it again (CartRefresh). Without a session to hand over, the customer is told; the
 * session's own sign-out handling then gives the browser an empty anonymous cart.
 */
export function CartAccessRenewal({
  locale,
  restoring,
  ended,
}: {
  locale: Locale;
  restoring: string;
  ended: string;
}) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void renewCartAccess(locale).then((renewed) => {
      if (!current) return;
      if (renewed) announceCartReplaced();
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return failed ? <p role="alert">{ended}</p> : <p role="status">{restoring}</p>;
}
