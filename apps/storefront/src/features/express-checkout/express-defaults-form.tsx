'use client';

import type { DeliveryMethodCode } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useActionState } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { saveCheckoutDefaults, type DefaultsState } from './express-actions.ts';
import type { ExpressMessages } from './messages.ts';

const saveWithAccess = retryingOnCartAccess(saveCheckoutDefaults);
const IDLE: DefaultsState = { status: 'idle' };

/** Offered while the customer has no defaults: the address and delivery shown become them. */
export function ExpressDefaultsForm({
  locale,
  messages,
  addressId,
  deliveryMethod,
}: {
  locale: Locale;
  messages: ExpressMessages;
  addressId: string;
  deliveryMethod: DeliveryMethodCode;
}) {
  const [saved, save, saving] = useActionState(saveWithAccess, IDLE);
  if (saved.status === 'saved') {
    return (
      <p role="status" className="checkout-notice">
        {messages.defaultsSaved}
      </p>
    );
  }
  return (
    <form action={save} className="express-checkout__defaults">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="addressId" value={addressId} />
      <input type="hidden" name="deliveryMethod" value={deliveryMethod} />
      <p>{messages.defaultsOffer}</p>
      <button type="submit" className="button" disabled={saving} aria-disabled={saving}>
        {saving ? messages.savingDefaults : messages.makeDefaults}
      </button>
      {saved.status === 'error' ? <p role="alert">{saved.message}</p> : null}
    </form>
  );
}
