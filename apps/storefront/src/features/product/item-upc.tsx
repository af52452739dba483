'use client';

import { useFlag } from '../../shell/flags/flags-provider.tsx';

/** An item's UPC beside its item code, with the upc flag on (requirements §9). */
export function ItemUpc({ text }: { text: string }) {
  return useFlag('upc') ? <p className="item-offer__upc">{text}</p> : null;
}
