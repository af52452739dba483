import { randomUUID } from 'node:crypto';
import type { Cart, CheckoutPrice, ExpressCheckout, PaymentOptions } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import type { ReactNode } from 'react';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { countryName } from '../../i18n/country-name.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessRenewal } from '../cart/cart-access-renewal.tsx';
import { CartAccessNeeded, currentCart, onCart } from '../cart/cart-session.ts';
import { cartMessages } from '../cart/messages.ts';
import { AddressSummary } from '../checkout/address-step.tsx';
import { countryRules } from '../checkout/address-rules.ts';
import { checkoutAccess } from '../checkout/checkout-access.ts';
import { embeddedRecaptchaToken } from '../checkout/embedded-recaptcha.ts';
import { qualificationLinesOf, refusalText } from '../checkout/checkout-refusals.ts';
import type { CheckoutMessages } from '../checkout/messages.ts';
import { availability } from '../checkout/payment-form.ts';
import { PriceTable } from '../checkout/review-step.tsx';
import { orgBuyingMessages } from '../org-buying/messages.ts';
import { ExpressDefaultsForm } from './express-defaults-form.tsx';
import { ExpressPlaceForm } from './express-place-form.tsx';
import type { ExpressMessages } from './messages.ts';
import { savedCardLabel } from './saved-card-label.ts';

type Loaded =
  | { kind: 'ready'; cart: Cart; express: ExpressCheckout; options: PaymentOptions; price: CheckoutPrice }
  | { kind: 'missing'; message: string }
  | { kind: 'renewing' };

/**
 * The cart, the customer's defaults and saved cards, what placement takes, and the order priced by
 * commerce's checkout price operation for the defaults: all the page needs before the one click.
 */
async function load(locale: Locale, messages: ExpressMessages, checkout: CheckoutMessages): Promise<Loaded> {
  const found = await currentCart(locale);
  const cart = found?.cart;
  if (!cart || cart.entries.length === 0) return { kind: 'missing', message: messages.emptyCart };
  const access = await checkoutAccess(locale);
  if (!access) return { kind: 'renewing' };
  const { userId, accessToken, cartId } = access;
  const [express, options] = await Promise.all([
    onCart(commerce().expressCheckout(locale, userId, accessToken, cartId)),
    onCart(commerce().paymentOptions(locale, userId, accessToken)),
  ]);
  const address = express.defaults.address;
  if (!address) return { kind: 'missing', message: messages.noAddress };
  try {
    const price = await onCart(
      commerce().priceCheckout(locale, userId, accessToken, {
        cartId,
        addressId: address.id,
        ...(express.deliveryMethod === 'none' ? {} : { deliveryMethod: express.deliveryMethod }),
        locale,
      }),
    );
    return { kind: 'ready', cart, express, options, price };
  } catch (error) {
    if (!(error instanceof CommerceProblem) || error.status >= 500) throw error;
    const texts = {
      checkout,
      lineErrors: cartMessages(locale).lineErrors,
      countryName: countryName(countryRules(locale).country, locale),
    };
    // The qualification gate's refusal names what to do in the full checkout, which lists the lines.
    const refusal = qualificationLinesOf(error.problem) ? checkout.refusals.qualification : undefined;
    return { kind: 'missing', message: refusal ?? refusalText(error.problem, texts) };
  }
}

function Missing({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="checkout-empty" data-testid="express-missing">
      <p role="alert">{message}</p>
      <p>{children}</p>
    </div>
  );
}

/**
 * Express checkout: what will be ordered (the priced lines and totals), where it goes, how it is
 * delivered and paid, and one "Place order". Whatever is missing for it is said, with the way to
 * the full checkout. Each render makes the Idempotency-Key of the order this page may place.
 */
export async function ExpressCheckoutScreen({
  locale,
  messages,
  checkout,
}: {
  locale: Locale;
  messages: ExpressMessages;
  checkout: CheckoutMessages;
}) {
  const paths = storePaths(locale);
  const fullCheckout = (
    <a className="button" href={paths.checkout}>
      {messages.fullCheckout}
    </a>
  );
  let loaded: Loaded;
  try {
    loaded = await load(locale, messages, checkout);
  } catch (error) {
    if (error instanceof CartAccessNeeded) loaded = { kind: 'renewing' };
    else {
      logger.warn({ err: error, locale }, 'express checkout could not be loaded');
      return <Missing message={messages.unavailable}>{fullCheckout}</Missing>;
    }
  }
  if (loaded.kind === 'renewing') {
    const cartTexts = cartMessages(locale);
    return (
      <CartAccessRenewal locale={locale} restoring={cartTexts.restoring} ended={cartTexts.sessionEnded} />
    );
  }
  if (loaded.kind === 'missing') return <Missing message={loaded.message}>{fullCheckout}</Missing>;

  const { cart, express, options, price } = loaded;
  const address = express.defaults.address;
  const [card] = express.cards;
  const po = options.options.find((option) => option.type === 'purchase-order' && option.offered);
  const purchaseOrder = po !== undefined && availability(po, price.totals.total).available;
  if (!address || (!card && !purchaseOrder)) {
    return <Missing message={messages.noPayment}>{fullCheckout}</Missing>;
  }
  const rules = countryRules(locale);
  const delivery = express.deliveryMethod;
  return (
    <>
      <p>{messages.intro}</p>
      <section aria-labelledby="express-order">
        <h2 id="express-order">{messages.orderHeading}</h2>
        <PriceTable locale={locale} messages={checkout} orgBuying={orgBuyingMessages(locale)} price={price} />
      </section>
      <section aria-labelledby="express-delivery" className="express-checkout__delivery">
        <h2 id="express-delivery">{delivery === 'none' ? messages.billTo : messages.deliverTo}</h2>
        <AddressSummary address={address} countryName={countryName(rules.country, locale)} />
        <h3>{messages.deliveryHeading}</h3>
        <p data-testid="express-delivery-method">
          {delivery === 'none' ? messages.noDelivery : checkout.delivery[delivery]}
        </p>
        {express.defaults.chosen ? null : (
          <ExpressDefaultsForm
            locale={locale}
            messages={messages}
            addressId={address.id}
            deliveryMethod={express.defaults.deliveryMethod}
          />
        )}
        <p>
          {messages.changeInFull} <a href={paths.checkout}>{messages.fullCheckout}</a>
        </p>
      </section>
      <section aria-labelledby="express-payment">
        <h2 id="express-payment">{messages.paymentHeading}</h2>
        <ExpressPlaceForm
          locale={locale}
          messages={messages}
          checkout={checkout}
          card={card ? { id: card.id, label: savedCardLabel(messages.card, card) } : undefined}
          purchaseOrder={purchaseOrder}
          idempotencyKey={randomUUID()}
          itemNames={Object.fromEntries(cart.entries.map((entry) => [entry.itemCode, entry.name]))}
          recaptcha={{ required: options.recaptcha, token: embeddedRecaptchaToken() }}
        />
      </section>
    </>
  );
}
