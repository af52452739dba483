'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CART_REPLACED_EVENT } from '../../shell/header/cart-count.ts';

/**
 * On a page that lists the cart: when the session swaps the cart (the customer's at sign-in, none
 * at sign-out, ADR 12), the list is rendered again from the server, without a reload.
 */
export function CartRefresh() {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => router.refresh();
    window.addEventListener(CART_REPLACED_EVENT, refresh);
    return () => window.removeEventListener(CART_REPLACED_EVENT, refresh);
  }, [router]);
  return null;
}
