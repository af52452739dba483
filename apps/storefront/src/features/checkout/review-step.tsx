'use client';

import type { CheckoutPrice } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { startTransition, useActionState, useEffect, useRef, type Dispatch } from 'react';
import { format } from '../../i18n/format.ts';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { formatNumber } from '../catalog/format-catalog.ts';
import {
  placeOrder,
  priceCheckout,
  type PlaceActionState,
  type PriceActionState,
} from './checkout-actions.ts';
import { formatMinor } from './checkout-money.ts';
import { checkoutChoices, type CheckoutAction, type CheckoutState } from './checkout-steps-state.ts';
import type { CheckoutMessages } from './messages.ts';

const priceWithAccess = retryingOnCartAccess(priceCheckout);
const placeWithAccess = retryingOnCartAccess(placeOrder);
const PRICE_IDLE: PriceActionState = { status: 'idle' };
const PLACE_IDLE: PlaceActionState = { status: 'idle' };

function choiceFields(locale: Locale, choices: NonNullable<ReturnType<typeof checkoutChoices>>) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="addressId" value={choices.addressId} />
      {choices.deliveryMethod ? (
        <input type="hidden" name="deliveryMethod" value={choices.deliveryMethod} />
      ) : null}
    </>
  );
}

/** Canada's taxes have their own names in French (TPS, TVH, TVQ); elsewhere the invoice's name is the country's own. */
function taxName(messages: CheckoutMessages, name: string): string {
  const names: Record<string, string> = messages.review.taxNames;
  return names[name] ?? name;
}

/** Lines, delivery and tax as commerce priced them, the tax by component as an invoice prints it. */
function PriceTable({
  locale,
  messages,
  price,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  price: CheckoutPrice;
}) {
  const m = messages.review;
  const money = (amount: number) => formatMinor(amount, price.currency, locale);
  return (
    <>
      <table className="checkout-price">
        <caption className="visually-hidden">{m.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{m.product}</th>
            <th scope="col">{m.unitPrice}</th>
            <th scope="col">{m.quantity}</th>
            <th scope="col">{m.net}</th>
            <th scope="col">{m.tax}</th>
          </tr>
        </thead>
        <tbody>
          {price.lines.map((line) => (
            <tr key={line.itemCode}>
              <th scope="row">
                {line.name} <span className="checkout-price__code">{line.itemCode}</span>
              </th>
              <td>{money(line.unitPrice)}</td>
              <td>{line.quantity}</td>
              <td>{money(line.net)}</td>
              <td>{money(line.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="checkout-totals" data-testid="checkout-price-totals">
        <div className="checkout-totals__row">
          <dt>{m.subtotal}</dt>
          <dd>{money(price.totals.subtotal)}</dd>
        </div>
        {price.deliveryMethod === 'none' ? null : (
          <div className="checkout-totals__row">
            <dt>{m.delivery}</dt>
            <dd>{price.totals.delivery === 0 ? messages.delivery.free : money(price.totals.delivery)}</dd>
          </div>
        )}
        {price.taxes.components.map((component) => (
          <div key={`${component.name}-${component.rate}`} className="checkout-totals__row">
            <dt>
              {format(m.taxLine, {
                name: taxName(messages, component.name),
                rate: formatNumber(component.rate, locale),
                base: money(component.base),
              })}
            </dt>
            <dd>{money(component.amount)}</dd>
          </div>
        ))}
        {price.taxes.components.length === 0 ? (
          <div className="checkout-totals__row">
            <dt>{m.taxTotal}</dt>
            <dd>{m.noTax}</dd>
          </div>
        ) : null}
        <div className="checkout-totals__row checkout-totals__total">
          <dt>{m.total}</dt>
          <dd data-testid="checkout-grand-total">{money(price.totals.total)}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * Step 3: the order priced by commerce for the chosen address and delivery, then Place order. The
 * Idempotency-Key was made when the page was rendered: a second click, or the same form sent again,
 * names the same order. The button works once; then the browser goes to the provider's page.
 */
export function ReviewStep({
  locale,
  messages,
  state,
  dispatch,
  idempotencyKey,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  idempotencyKey: string;
}) {
  const m = messages.review;
  const choices = checkoutChoices(state);
  const [priced, price, pricing] = useActionState(priceWithAccess, PRICE_IDLE);
  const [placed, place, placing] = useActionState(placeWithAccess, PLACE_IDLE);
  const alert = useRef<HTMLParagraphElement>(null);

  const addressId = choices?.addressId;
  const deliveryMethod = choices?.deliveryMethod;
  useEffect(() => {
    if (!addressId) return;
    const form = new FormData();
    form.set('locale', locale);
    form.set('addressId', addressId);
    if (deliveryMethod) form.set('deliveryMethod', deliveryMethod);
    startTransition(() => price(form));
  }, [locale, addressId, deliveryMethod, price]);

  useEffect(() => {
    if (priced.status === 'priced') dispatch({ type: 'priced', price: priced.price });
  }, [priced, dispatch]);

  useEffect(() => {
    if (placed.status === 'error') alert.current?.focus();
  }, [placed]);

  if (!choices) return <p role="alert">{messages.address.chooseOne}</p>;
  const refused =
    priced.status === 'error' ? priced.message : placed.status === 'error' ? placed.message : undefined;

  return (
    <div className="checkout-review">
      {state.price ? (
        <PriceTable locale={locale} messages={messages} price={state.price} />
      ) : pricing || priced.status === 'idle' ? (
        <p role="status">{m.loading}</p>
      ) : null}
      {refused ? (
        <p ref={alert} role="alert" tabIndex={-1} className="checkout-alert">
          {refused}
        </p>
      ) : null}
      {state.price ? (
        <form action={place} className="checkout-place">
          {choiceFields(locale, choices)}
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <p className="checkout-field__note">{m.payNote}</p>
          <button type="submit" className="button button--primary" disabled={placing} aria-disabled={placing}>
            {placing ? m.placing : m.place}
          </button>
          {placing ? (
            <p role="status" className="visually-hidden">
              {m.placing}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
