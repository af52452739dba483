import type { Locale } from '@store/locales';
import type { Metadata } from 'next';
import { logger } from '../../clients/logger.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { ecommerceEvent, listEntries } from '../catalog/analytics.ts';
import { PRODUCT_A_Z } from '../catalog/catalog-path.ts';
import { DataLayerEvent } from '../catalog/tracking.tsx';
import type { SearchParams } from '../orders/history-query.ts';
import { ReorderNotice } from '../orders/reorder-notice.tsx';
import { SaveCartEntry } from '../saved-carts/save-cart-entry.tsx';
import { CartAccountNotice } from '../organisations/cart-account-notice.tsx';
import { CartQuoteNotice } from '../quotes/cart-quote-notice.tsx';
import { RequestQuoteEntry } from '../quotes/request-quote-entry.tsx';
import { CartDiscountNote, cartDiscountRow } from '../org-buying/cart-discount.tsx';
import { HelpBar } from '../page-sections/help-bar.tsx';
import { CartAccessRenewal } from './cart-access-renewal.tsx';
import { CartAccessNeeded, readCart } from './cart-session.ts';
import { CartRefresh } from './cart-refresh.tsx';
import { CartStatus } from './cart-status.tsx';
import { CartSummary } from './cart-summary.tsx';
import { CartTable } from './cart-table.tsx';
import { cartMessages } from './messages.ts';
import { cartHeldLevels } from './cart-held-levels.ts';
import { linesAboveLevel } from './qualification-flags.ts';
import '../catalog/catalog.css';
import './cart.css';

export function cartMetadata(rawLocale: string): Metadata {
  return { title: cartMessages(localeOrNotFound(rawLocale)).title, robots: { index: false } };
}

async function loadCart(locale: Locale) {
  try {
    return { cart: await readCart(locale) };
  } catch (error) {
    if (error instanceof CartAccessNeeded) return { renewing: true as const };
    logger.warn({ err: error, locale }, 'cart could not be read');
    return { failed: true as const };
  }
}

/**
 * /{locale}/cart: the visitor's cart in this store, rendered per request (never cached). After a
 * reorder the address carries what went in, which the reorder notice says.
 */
export async function CartPage({
  locale: rawLocale,
  searchParams,
}: {
  locale: string;
  searchParams: SearchParams;
}) {
  const locale = localeOrNotFound(rawLocale);
  const paths = storePaths(locale);
  const messages = cartMessages(locale);
  const loaded = await loadCart(locale);
  const cart = 'cart' in loaded ? loaded.cart : undefined;
  const held = cart && cart.entries.length > 0 ? await cartHeldLevels(locale) : undefined;

  return (
    <div className="cart-page">
      <h1>{messages.title}</h1>
      <HelpBar locale={locale} />
      <CartStatus />
      <CartRefresh />
      <ReorderNotice locale={locale} searchParams={searchParams} />
      {cart ? <CartAccountNotice locale={locale} cart={cart} /> : null}
      {'renewing' in loaded ? (
        <CartAccessRenewal locale={locale} restoring={messages.restoring} ended={messages.sessionEnded} />
      ) : 'failed' in loaded ? (
        <p role="alert">{messages.unavailable}</p>
      ) : !cart || cart.entries.length === 0 ? (
        <div className="cart-empty">
          <p>{messages.empty}</p>
          <p>{messages.emptyHelp}</p>
          <ul>
            <li>
              <a className="button button--primary" href={paths.category(PRODUCT_A_Z)}>
                {messages.browse}
              </a>
            </li>
            <li>
              <a href={paths.quickOrder}>{messages.quickOrder}</a>
            </li>
          </ul>
        </div>
      ) : (
        <>
          <CartQuoteNotice locale={locale} quote={cart.quote} />
          <CartTable
            locale={locale}
            entries={cart.entries}
            labels={messages}
            mode={{
              kind: 'editable',
              messages,
              ...(held ? { aboveLevel: linesAboveLevel(locale, held, cart.entries) } : {}),
            }}
          />
          <CartDiscountNote cart={cart} locale={locale} testIdPrefix="cart" />
          <CartSummary
            cart={cart}
            locale={locale}
            labels={messages}
            heading="h2"
            testIdPrefix="cart"
            discount={cartDiscountRow(cart, locale)}
          >
            <a className="button button--primary" href={paths.checkout}>
              {messages.checkout}
            </a>
          </CartSummary>
          <SaveCartEntry locale={locale} />
          <RequestQuoteEntry locale={locale} />
          <DataLayerEvent
            event={ecommerceEvent(
              'view_cart',
              cart.currency,
              listEntries(
                cart.entries.map((e) => ({
                  name: e.name,
                  program: e.program,
                  price: e.basePrice.value,
                  unitPrice: e.unitPrice.value,
                  quantity: e.quantity,
                })),
              ),
            )}
          />
        </>
      )}
    </div>
  );
}
