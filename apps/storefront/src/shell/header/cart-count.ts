import { useEffect, useState } from 'react';
import { cartCountCookie, readCookie } from './cart-cookies.ts';

/**
 * The header's cart count. Pages are prerendered (ADR 3), so the count is read after hydration from a
 * small cookie the cart's server actions keep up to date (one per store, not HttpOnly: it holds only a
 * number; the cart id stays in an HttpOnly cookie). An add without a reload announces itself with
 * CART_COUNT_EVENT.
 */

export const CART_COUNT_EVENT = 'cart-count-changed';

function readCount(storeId: string): number {
  const count = Number(readCookie(cartCountCookie(storeId)));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** The cookie now holds another cart (the customer's at sign-in, none at sign-out): pages showing it reload it. */
export const CART_REPLACED_EVENT = 'cart-replaced';

export function announceCartCount(): void {
  window.dispatchEvent(new Event(CART_COUNT_EVENT));
}

export function announceCartReplaced(): void {
  announceCartCount();
  window.dispatchEvent(new Event(CART_REPLACED_EVENT));
}

export function useCartCount(storeId: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const update = () => setCount(readCount(storeId));
    update();
    window.addEventListener(CART_COUNT_EVENT, update);
    window.addEventListener('pageshow', update);
    return () => {
      window.removeEventListener(CART_COUNT_EVENT, update);
      window.removeEventListener('pageshow', update);
    };
  }, [storeId]);
  return count;
}
