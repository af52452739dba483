import { randomUUID } from 'node:crypto';
import type { Address, Cart, DeliveryMethods, PaymentOptions } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { embeddedRecaptchaToken } from './embedded-recaptcha.ts';
import { countryName } from '../../i18n/country-name.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { addressBookEnabled, defaultDeliveryFirst } from '../address-book/address-book-flag.ts';
import { PRODUCT_A_Z } from '../catalog/catalog-path.ts';
import { loadProduct } from '../catalog/catalog-data.ts';
import { CartAccessRenewal } from '../cart/cart-access-renewal.tsx';
import { CartAccessNeeded, currentCart, onCart } from '../cart/cart-session.ts';
import { CartSummary } from '../cart/cart-summary.tsx';
import { CartTable } from '../cart/cart-table.tsx';
import { cartMessages } from '../cart/messages.ts';
import { CartDiscountNote, cartDiscountRow } from '../org-buying/cart-discount.tsx';
import { CartQuoteNotice } from '../quotes/cart-quote-notice.tsx';
import { orgBuyingMessages } from '../org-buying/messages.ts';
import { countryRules } from './address-rules.ts';
import { checkoutAccess } from './checkout-access.ts';
import { toMinor } from './checkout-money.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import type { CheckoutMessages } from './messages.ts';
import { CARD_ONLY } from './payment-form.ts';
import { PaymentRetry } from './payment-retry.tsx';
import { forOrganisation, type ForOrganisation } from './qualified-users-data.ts';

interface Loaded {
  cart: Cart | undefined;
  addresses: Address[];
  delivery: DeliveryMethods;
  ships: boolean;
  paymentOptions: PaymentOptions;
  forOrganisation?: ForOrganisation | undefined;
}

/**
 * What placement accepts for this customer now (payment types, VAT number, tax exemption, a third
 * address line). Without an answer the checkout still sells by card, which every store takes.
 */
async function paymentOptions(locale: Locale, userId: string, accessToken: string): Promise<PaymentOptions> {
  try {
    return await onCart(commerce().paymentOptions(locale, userId, accessToken));
  } catch (error) {
    if (error instanceof CartAccessNeeded) throw error;
    logger.warn({ err: error, locale }, 'checkout: payment options could not be read; offering card only');
    return CARD_ONLY;
  }
}

/**
 * Whether anything in the cart travels by post: the catalogue says which items are digital. Commerce
 * decides again when it prices and places the order, and refuses a delivery method that does not fit.
 */
async function cartShips(locale: Locale, cart: Cart): Promise<boolean> {
  const products = await Promise.all(
    [...new Set(cart.entries.map((entry) => entry.productCode))].map((code) => loadProduct(locale, code)),
  );
  const items = new Map(products.flatMap((product) => product?.items ?? []).map((item) => [item.code, item]));
  return cart.entries.some((entry) => items.get(entry.itemCode)?.digital !== true);
}

async function load(locale: Locale): Promise<Loaded | { failed: true } | { renewing: true }> {
  try {
    const found = await currentCart(locale);
    const cart = found?.cart;
    if (!cart || cart.entries.length === 0) {
      return {
        cart,
        addresses: [],
        delivery: { currency: '', methods: [] },
        ships: false,
        paymentOptions: CARD_ONLY,
      };
    }
    const access = await checkoutAccess(locale);
    if (!access) return { renewing: true };
    const [addresses, delivery, ships, options, addressBook, organisation] = await Promise.all([
      onCart(commerce().addresses(locale, access.userId, access.accessToken)),
      commerce().deliveryMethods(locale, toMinor(cart.subtotal.value, cart.currency)),
      cartShips(locale, cart),
      paymentOptions(locale, access.userId, access.accessToken),
      addressBookEnabled(locale, access.userId),
      forOrganisation(locale, access, cart, orgBuyingMessages(locale).qualifiedUser),
    ]);
    return {
      cart,
      addresses: addressBook ? defaultDeliveryFirst(addresses) : addresses,
      delivery,
      ships,
      paymentOptions: options,
      forOrganisation: organisation,
    };
  } catch (error) {
    if (error instanceof CartAccessNeeded) return { renewing: true };
    logger.warn({ err: error, locale }, 'checkout could not be loaded');
    return { failed: true };
  }
}

/**
 * Checkout: the cart as it stands, then the steps (address, delivery, payment, review and pay). Each render
 * makes the Idempotency-Key of the order this page may place, so a double click or a repeated post
 * of the same page places one order.
 */
export async function CheckoutScreen({
  locale,
  messages,
  cancelledOrder,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  cancelledOrder: string | undefined;
}) {
  const m = messages.checkout;
  const paths = storePaths(locale);
  const loaded = await load(locale);

  if ('failed' in loaded) return <p role="alert">{m.unavailable}</p>;
  if ('renewing' in loaded) {
    const cartTexts = cartMessages(locale);
    return (
      <CartAccessRenewal locale={locale} restoring={cartTexts.restoring} ended={cartTexts.sessionEnded} />
    );
  }
  const cancelled = cancelledOrder ? (
    <PaymentRetry locale={locale} orderNumber={cancelledOrder} messages={messages.retry} />
  ) : null;
  const { cart } = loaded;
  if (!cart || cart.entries.length === 0) {
    return (
      <div className="checkout-empty">
        {cancelled}
        <p>{m.empty}</p>
        <p>
          <a className="button button--primary" href={paths.category(PRODUCT_A_Z)}>
            {m.browse}
          </a>
        </p>
      </div>
    );
  }

  const rules = countryRules(locale);
  return (
    <>
      {cancelled}
      <section aria-labelledby="checkout-review">
        <h2 id="checkout-review">{m.reviewHeading}</h2>
        <p>{m.intro}</p>
        <CartQuoteNotice locale={locale} quote={cart.quote} />
        <CartTable locale={locale} entries={cart.entries} labels={m} mode={{ kind: 'read-only' }} />
        <CartDiscountNote cart={cart} locale={locale} testIdPrefix="checkout" />
        <CartSummary
          cart={cart}
          locale={locale}
          labels={m}
          heading="h3"
          testIdPrefix="checkout"
          discount={cartDiscountRow(cart, locale)}
        />
        <ul className="account-links">
          <li>
            <a href={paths.cart}>{m.editCart}</a>
          </li>
          <li>
            <a href={paths.contactUs}>{m.contactSupport}</a>
          </li>
        </ul>
      </section>
      <CheckoutSteps
        locale={locale}
        messages={messages}
        addresses={loaded.addresses}
        rules={rules}
        countryName={countryName(rules.country, locale)}
        ships={loaded.ships}
        delivery={loaded.delivery}
        paymentOptions={loaded.paymentOptions}
        forOrganisation={loaded.forOrganisation}
        orgBuying={orgBuyingMessages(locale)}
        itemNames={Object.fromEntries(cart.entries.map((entry) => [entry.itemCode, entry.name]))}
        idempotencyKey={randomUUID()}
        recaptchaToken={embeddedRecaptchaToken()}
      />
    </>
  );
}
