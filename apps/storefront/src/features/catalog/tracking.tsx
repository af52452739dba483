'use client';

import { useEffect } from 'react';
import { ecommerceEvent, type EcommerceEvent } from './analytics.ts';
import { pushEcommerce } from './data-layer.ts';

/** Pushes one ecommerce event when the page shows (view_item, view_cart). */
export function DataLayerEvent({ event }: { event: EcommerceEvent }) {
  useEffect(() => {
    pushEcommerce(event);
  }, [event]);
  return null;
}

/**
 * view_item_list when a result list shows, select_item when a link of it is followed. One listener
 * on the list (links carry data-position), so the server-rendered cards stay server components.
 */
export function ListTracker({ listId, event }: { listId: string; event: EcommerceEvent }) {
  useEffect(() => {
    pushEcommerce(event);
    const list = document.getElementById(listId);
    if (!list) return;
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest<HTMLElement>('a[data-position]');
      const entry = event.ecommerce.items.find((item) => String(item.position) === link?.dataset.position);
      if (entry) {
        pushEcommerce(
          ecommerceEvent('select_item', event.ecommerce.currency, [entry], event.ecommerce.item_list_name),
        );
      }
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [listId, event]);
  return null;
}
