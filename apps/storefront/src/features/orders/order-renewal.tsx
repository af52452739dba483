import type { Locale } from '@store/locales';
import { CartAccessRenewal } from '../cart/cart-access-renewal.tsx';
import { CartRefresh } from '../cart/cart-refresh.tsx';
import { cartMessages } from '../cart/messages.ts';

/** While the session hands the server a token for the customer (ADR 16); the page renders again with it. */
export function OrderRenewal({ locale }: { locale: Locale }) {
  const texts = cartMessages(locale);
  return (
    <>
      <CartRefresh />
      <CartAccessRenewal locale={locale} restoring={texts.restoring} ended={texts.sessionEnded} />
    </>
  );
}
