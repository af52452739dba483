import { useActionState } from 'react';
import { announceCartCount } from '../../shell/header/cart-count.ts';
import { pushEcommerce } from '../catalog/data-layer.ts';
import { retryingOnCartAccess } from './cart-access-retry.ts';
import type { CartActionState } from './cart-actions.ts';

/** Lets the cart page announce what happened even when the line that did it is gone. */
export const CART_STATUS_EVENT = 'cart-status';

type Action = (previous: CartActionState, formData: FormData) => Promise<CartActionState>;

/**
 * Runs a cart action; when it succeeds the header's count is refreshed, the page's status line told
 * and the analytics event pushed. This happens as the answer arrives, not in an effect, because the
 * answer re-renders the cart page and a removed line's component is gone before its effects would run.
 * An answer that asks for the customer's token again is retried once with it.
 */
export function useCartAction(action: Action) {
  const send = retryingOnCartAccess(action);
  return useActionState(
    async (previous: CartActionState, formData: FormData) => {
      const state = await send(previous, formData);
      if (state.status === 'done') {
        announceCartCount();
        window.dispatchEvent(new CustomEvent(CART_STATUS_EVENT, { detail: state.message }));
        if (state.event) pushEcommerce(state.event);
      }
      return state;
    },
    { status: 'idle' } as CartActionState,
  );
}
