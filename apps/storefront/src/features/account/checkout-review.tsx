import type { Cart } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { logger } from '../../clients/logger.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { PRODUCT_A_Z } from '../catalog/catalog-path.ts';
import { CartAccessRenewal } from '../cart/cart-access-renewal.tsx';
import { CartAccessNeeded, readCart } from '../cart/cart-session.ts';
import { cartMessages } from '../cart/messages.ts';
import { CartSummary } from '../cart/cart-summary.tsx';
import { CartTable } from '../cart/cart-table.tsx';
import type { AccountMessages } from './messages.ts';

async function loadCart(locale: Locale): Promise<{ cart?: Cart } | { failed: true } | { renewing: true }> {
  try {
    return { cart: await readCart(locale) };
  } catch (error) {
    if (error instanceof CartAccessNeeded) return { renewing: true };
    logger.warn({ err: error, locale }, 'cart could not be read for checkout');
    return { failed: true };
  }
}

/**
 * The first step of checkout: the cart as it stands (entries, quantities, totals), read with the
 * cart feature's own functions, and the way back to change it. No payment is taken here.
 */
export async function CheckoutReview({ locale, messages }: { locale: Locale; messages: AccountMessages }) {
  const m = messages.checkout;
  const paths = storePaths(locale);
  const loaded = await loadCart(locale);

  if ('failed' in loaded) return <p role="alert">{m.unavailable}</p>;
  if ('renewing' in loaded) {
    const cartTexts = cartMessages(locale);
    return (
      <CartAccessRenewal locale={locale} restoring={cartTexts.restoring} ended={cartTexts.sessionEnded} />
    );
  }
  const { cart } = loaded;
  if (!cart || cart.entries.length === 0) {
    return (
      <div className="checkout-empty">
        <p>{m.empty}</p>
        <p>
          <a className="button button--primary" href={storePaths(locale).category(PRODUCT_A_Z)}>
            {m.browse}
          </a>
        </p>
      </div>
    );
  }

  return (
    <section aria-labelledby="checkout-review">
      <h2 id="checkout-review">{m.reviewHeading}</h2>
      <p>{m.intro}</p>
      <CartTable locale={locale} entries={cart.entries} labels={m} mode={{ kind: 'read-only' }} />
      <CartSummary cart={cart} locale={locale} labels={m} heading="h3" testIdPrefix="checkout" />
      <p className="checkout-notice">{m.paymentNotice}</p>
      <ul className="account-links">
        <li>
          <a href={paths.cart}>{m.editCart}</a>
        </li>
        <li>
          <a href={paths.contactUs}>{m.contactSupport}</a>
        </li>
      </ul>
    </section>
  );
}
