'use client';

import type { CheckoutPrice } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useActionState, useEffect, useRef, type Dispatch } from 'react';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { formatNumber } from '../catalog/format-catalog.ts';
import { discountLineLabel } from '../org-buying/discount-words.ts';
import type { OrgBuyingMessages } from '../org-buying/messages.ts';
import { placeOrder, type PlaceActionState } from './checkout-actions.ts';
import { formatMinor } from './checkout-money.ts';
import { useCheckoutPrice } from './checkout-pricing.ts';
import { checkoutChoices, type CheckoutAction, type CheckoutState } from './checkout-steps-state.ts';
import type { CheckoutMessages } from './messages.ts';
import { paymentEntries, type PaymentChoice } from './payment-form.ts';
import { RecaptchaCheck } from './recaptcha-check.tsx';

const placeWithAccess = retryingOnCartAccess(placeOrder);
const PLACE_IDLE: PlaceActionState = { status: 'idle' };

function choiceFields(
  locale: Locale,
  choices: NonNullable<ReturnType<typeof checkoutChoices>>,
  payment: PaymentChoice,
  qualifiedUserId: string | undefined,
) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="addressId" value={choices.addressId} />
      {qualifiedUserId ? <input type="hidden" name="qualifiedUserId" value={qualifiedUserId} /> : null}
      {choices.deliveryMethod ? (
        <input type="hidden" name="deliveryMethod" value={choices.deliveryMethod} />
      ) : null}
      {paymentEntries(payment).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** What paying this way means, said before the order is placed. */
function PaymentNotes({
  messages,
  payment,
  reverseCharge,
}: {
  messages: CheckoutMessages;
  payment: PaymentChoice;
  reverseCharge: boolean;
}) {
  const m = messages.review;
  const notes = [
    payment.type === 'card' ? m.payNote : undefined,
    payment.type === 'purchase-order'
      ? format(m.poNote, { number: payment.purchaseOrderNumber ?? '' })
      : undefined,
    payment.type === 'bank-transfer' ? m.bankNote : undefined,
    payment.vatNumber ? format(m.vatNumber, { number: payment.vatNumber }) : undefined,
    reverseCharge ? m.reverseCharge : undefined,
    payment.taxExemption ? m.exemptNote : undefined,
  ].filter((note): note is string => Boolean(note));
  return (
    <>
      <p data-testid="checkout-payment-method">
        {m.method} {messages.payment.types[payment.type]}
      </p>
      {notes.map((note) => (
        <p key={note} className="checkout-field__note">
          {note}
        </p>
      ))}
    </>
  );
}

/** The qualification gate's refusal: each line and the level it needs, and where to submit one. */
function QualificationRefusal({
  locale,
  messages,
  lines,
  itemNames,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  lines: { itemCode: string; requiredLevel: string }[];
  itemNames: Record<string, string>;
}) {
  const m = messages.refusals;
  return (
    <>
      <ul data-testid="checkout-qualification-lines">
        {lines.map((line) => (
          <li key={line.itemCode}>
            {format(m.qualificationLine, {
              name: itemNames[line.itemCode] ?? line.itemCode,
              item: line.itemCode,
              level: line.requiredLevel,
            })}
          </li>
        ))}
      </ul>
      <p>
        <a href={storePaths(locale).qualifications}>{m.qualificationLink}</a>
      </p>
    </>
  );
}

/** Canada's taxes have their own names in French (TPS, TVH, TVQ); elsewhere the invoice's name is the country's own. */
function taxName(messages: CheckoutMessages, name: string): string {
  const names: Record<string, string> = messages.review.taxNames;
  return names[name] ?? name;
}

/** Lines, delivery and tax as commerce priced them, the tax by component as an invoice prints it. */
export function PriceTable({
  locale,
  messages,
  orgBuying,
  price,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  orgBuying: OrgBuyingMessages;
  price: CheckoutPrice;
}) {
  const m = messages.review;
  const money = (amount: number) => formatMinor(amount, price.currency, locale);
  const discount = price.totals.discount ?? 0;
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
        {price.discount && discount > 0 ? (
          <div className="checkout-totals__row">
            <dt>{discountLineLabel(price.discount.basisPoints, locale, orgBuying.discount)}</dt>
            <dd data-testid="checkout-price-discount">{money(-discount)}</dd>
          </div>
        ) : null}
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
 * The last step: the order priced by commerce for the chosen address, delivery, VAT number and tax
 * exemption, the payment method, then Place order. The Idempotency-Key was made when the page was
 * rendered: a second click, or the same form sent again, names the same order. The button works
 * once; then the browser goes to the provider's page (card) or to the confirmation. A refusal of a
 * payment field opens the payment step again, at that field.
 */
export function ReviewStep({
  locale,
  messages,
  orgBuying,
  qualifiedUser,
  state,
  dispatch,
  itemNames,
  idempotencyKey,
  recaptcha,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  orgBuying: OrgBuyingMessages;
  /**
   * An organisation's order: the member chosen above the steps, and whether placing waits for a
   * choice (the cart has restricted lines and none is chosen yet).
   */
  qualifiedUser: { id: string | undefined; missing: boolean };
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  itemNames: Record<string, string>;
  idempotencyKey: string;
  /** Placing needs the robot check (payment options' `recaptcha`), and the local verifier's pass if there is one. */
  recaptcha: { required: boolean; token: string | undefined };
}) {
  const m = messages.review;
  const choices = checkoutChoices(state);
  const [priced, pricing] = useCheckoutPrice(
    locale,
    choices && !qualifiedUser.missing
      ? { ...choices, payment: state.payment, qualifiedUserId: qualifiedUser.id }
      : undefined,
  );
  const [placed, place, placing] = useActionState(placeWithAccess, PLACE_IDLE);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (priced.status === 'priced') dispatch({ type: 'priced', price: priced.price });
  }, [priced, dispatch]);

  const refusal = priced.status === 'error' ? priced : placed.status === 'error' ? placed : undefined;
  useEffect(() => {
    if (refusal?.fields) dispatch({ type: 'payment-refused', errors: refusal.fields });
    else if (placed.status === 'error' && !placed.recaptcha) alert.current?.focus();
  }, [refusal, placed, dispatch]);

  if (!choices) return <p role="alert">{messages.address.chooseOne}</p>;
  if (qualifiedUser.missing) return <p role="alert">{orgBuying.qualifiedUser.choose}</p>;
  // A refusal for want of the robot check shows at the check, not above the form.
  const robotRefusal = placed.status === 'error' && placed.recaptcha ? placed : undefined;
  const refused = robotRefusal ? undefined : refusal?.message;

  return (
    <div className="checkout-review">
      {state.price ? (
        <PriceTable locale={locale} messages={messages} orgBuying={orgBuying} price={state.price} />
      ) : pricing || priced.status === 'idle' ? (
        <p role="status">{m.loading}</p>
      ) : null}
      {refused ? (
        <div role="alert" className="checkout-alert">
          <p ref={alert} tabIndex={-1}>
            {refused}
          </p>
          {refusal?.qualification ? (
            <QualificationRefusal
              locale={locale}
              messages={messages}
              lines={refusal.qualification}
              itemNames={itemNames}
            />
          ) : null}
        </div>
      ) : null}
      {state.price ? (
        <form action={place} className="checkout-place">
          {choiceFields(locale, choices, state.payment, qualifiedUser.id)}
          {state.price.organisation && state.price.qualifiedUser ? (
            <p data-testid="checkout-order-for">
              {format(orgBuying.qualifiedUser.orderFor, {
                name: state.price.qualifiedUser.name,
                organisation: state.price.organisation.name,
              })}
            </p>
          ) : null}
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <PaymentNotes
            messages={messages}
            payment={state.payment}
            reverseCharge={state.price.taxes.treatment === 'reverse-charge'}
          />
          {recaptcha.required || robotRefusal ? (
            <RecaptchaCheck messages={messages} token={recaptcha.token} refused={robotRefusal} />
          ) : null}
          <button type="submit" className="button button--primary" disabled={placing} aria-disabled={placing}>
            {placing ? m.placing : state.payment.type === 'card' ? m.place : m.placeOrder}
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
