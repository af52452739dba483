'use client';

import type { Locale } from '@store/locales';
import { startTransition, useActionState, useEffect } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { priceCheckout, type PriceActionState } from './checkout-actions.ts';
import { paymentEntries, type PaymentChoice } from './payment-form.ts';

const priceWithAccess = retryingOnCartAccess(priceCheckout);
const IDLE: PriceActionState = { status: 'idle' };

export interface PriceRequest {
  addressId: string;
  deliveryMethod?: string;
  payment?: PaymentChoice;
  /** An organisation's order: the qualified user it is for. */
  qualifiedUserId?: string | undefined;
}

/**
 * Commerce's price of the checkout as chosen so far, asked again whenever a choice that changes it
 * changes (address, delivery, a VAT number, a tax exemption, the qualified user). `undefined` asks nothing.
 */
export function useCheckoutPrice(
  locale: Locale,
  request: PriceRequest | undefined,
): [PriceActionState, boolean] {
  const [priced, price, pricing] = useActionState(priceWithAccess, IDLE);
  const entries: [string, string][] = request
    ? [
        ['locale', locale],
        ['addressId', request.addressId],
        ...(request.deliveryMethod ? [['deliveryMethod', request.deliveryMethod] as [string, string]] : []),
        ...(request.payment ? paymentEntries(request.payment) : []),
        ...(request.qualifiedUserId
          ? [['qualifiedUserId', request.qualifiedUserId] as [string, string]]
          : []),
      ]
    : [];
  // One string for the effect's dependency: the request is rebuilt on every render.
  const key = new URLSearchParams(entries).toString();
  useEffect(() => {
    if (key === '') return;
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(key)) form.set(name, value);
    startTransition(() => price(form));
  }, [key, price]);
  return [priced, pricing];
}
