'use client';

import { lazy, Suspense } from 'react';
import type { CartAddedPanelProps } from './cart-added-panel.tsx';

/** The panel and its dialog load on the first add, not with the page. */
const CartAddedPanel = lazy(() => import('./cart-added-panel.tsx'));

/** The add-to-cart confirmation (cart-added-panel.tsx) of every place that adds to the cart. */
export function CartAdded(props: CartAddedPanelProps) {
  return (
    <Suspense fallback={null}>
      <CartAddedPanel {...props} />
    </Suspense>
  );
}
