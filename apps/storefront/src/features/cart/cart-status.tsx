'use client';

import { useEffect, useState } from 'react';
import { CART_STATUS_EVENT } from './use-cart-action.ts';

/** The cart page's polite status line: "Your cart was updated", "… was removed from your cart". */
export function CartStatus() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    const show = (event: Event) => setMessage(String((event as CustomEvent<string>).detail ?? ''));
    window.addEventListener(CART_STATUS_EVENT, show);
    return () => window.removeEventListener(CART_STATUS_EVENT, show);
  }, []);
  return (
    <p role="status" className="cart-status">
      {message}
    </p>
  );
}
