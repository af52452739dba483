import type { Address, CheckoutPrice, DeliveryMethodCode } from '@store/contracts/commerce';
import { CARD, type PaymentChoice, type PaymentErrors } from './payment-form.ts';

/**
 * The checkout's steps without React: which step is open, what was chosen in the ones before, and
 * the price commerce gave for those choices. An order of digital items only has no delivery step.
 * Payment starts as a card, which every store takes, so the review follows delivery directly and
 * the payment step shows its summary; the step opens when the customer changes it (another type, a
 * VAT number, a tax exemption) or when commerce refuses one of its fields.
 * CheckoutSteps keeps the rendering and the effects (saving, pricing, focusing the open step).
 */

export type StepName = 'address' | 'delivery' | 'payment' | 'review';

export interface CheckoutState {
  /** Whether anything in the cart is sent by post. */
  ships: boolean;
  step: StepName;
  addresses: Address[];
  addressId: string | undefined;
  deliveryMethod: DeliveryMethodCode | undefined;
  payment: PaymentChoice;
  /** Commerce's refusal of payment fields, shown at them when the step opens again. */
  paymentErrors: PaymentErrors;
  price: CheckoutPrice | undefined;
  /** Counts the moves to another step; each moves the focus to that step once. */
  moves: number;
}

export type CheckoutAction =
  | { type: 'address-saved'; address: Address }
  | { type: 'address-chosen'; addressId: string }
  | { type: 'delivery-chosen'; method: DeliveryMethodCode }
  | { type: 'payment-chosen'; payment: PaymentChoice }
  | { type: 'payment-refused'; errors: PaymentErrors }
  | { type: 'priced'; price: CheckoutPrice }
  | { type: 'edit'; step: Exclude<StepName, 'review'> };

export function stepsOf(ships: boolean): StepName[] {
  return ships ? ['address', 'delivery', 'payment', 'review'] : ['address', 'payment', 'review'];
}

export function initialCheckoutState(input: {
  ships: boolean;
  addresses: Address[];
  defaultDelivery?: DeliveryMethodCode;
}): CheckoutState {
  return {
    ships: input.ships,
    step: 'address',
    addresses: input.addresses,
    addressId: input.addresses[0]?.id,
    deliveryMethod: input.ships ? input.defaultDelivery : undefined,
    payment: CARD,
    paymentErrors: {},
    price: undefined,
    moves: 0,
  };
}

const move = (state: CheckoutState, step: StepName): CheckoutState => ({
  ...state,
  step,
  price: undefined,
  moves: state.moves + 1,
});

const afterAddress = (state: CheckoutState): StepName => (state.ships ? 'delivery' : 'review');

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'address-saved':
      return {
        ...move(state, afterAddress(state)),
        addresses: [action.address, ...state.addresses.filter((a) => a.id !== action.address.id)],
        addressId: action.address.id,
      };
    case 'address-chosen':
      if (!state.addresses.some((a) => a.id === action.addressId)) return state;
      return { ...move(state, afterAddress(state)), addressId: action.addressId };
    case 'delivery-chosen':
      if (!state.ships || state.addressId === undefined) return state;
      return { ...move(state, 'review'), deliveryMethod: action.method };
    case 'payment-chosen':
      if (checkoutChoices(state) === undefined) return state;
      return { ...move(state, 'review'), payment: action.payment, paymentErrors: {} };
    case 'payment-refused':
      return { ...move(state, 'payment'), paymentErrors: action.errors };
    case 'priced':
      return state.step === 'review' ? { ...state, price: action.price } : state;
    case 'edit':
      if (action.step === 'delivery' && !state.ships) return state;
      return move(state, action.step);
  }
}

/** What the review step prices and places: complete only once every earlier step is done. */
export function checkoutChoices(
  state: CheckoutState,
): { addressId: string; deliveryMethod?: DeliveryMethodCode } | undefined {
  if (state.addressId === undefined) return undefined;
  if (!state.ships) return { addressId: state.addressId };
  return state.deliveryMethod === undefined
    ? undefined
    : { addressId: state.addressId, deliveryMethod: state.deliveryMethod };
}
