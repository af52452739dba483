import type { Address, CheckoutPrice, DeliveryMethodCode } from '@store/contracts/commerce';

/**
 * The checkout's steps without React: which step is open, what was chosen in the ones before, and
 * the price commerce gave for those choices. An order of digital items only has no delivery step.
 * CheckoutSteps keeps the rendering and the effects (saving, pricing, focusing the open step).
 */

export type StepName = 'address' | 'delivery' | 'review';

export interface CheckoutState {
  /** Whether anything in the cart is sent by post. */
  ships: boolean;
  step: StepName;
  addresses: Address[];
  addressId: string | undefined;
  deliveryMethod: DeliveryMethodCode | undefined;
  price: CheckoutPrice | undefined;
  /** Counts the moves to another step; each moves the focus to that step once. */
  moves: number;
}

export type CheckoutAction =
  | { type: 'address-saved'; address: Address }
  | { type: 'address-chosen'; addressId: string }
  | { type: 'delivery-chosen'; method: DeliveryMethodCode }
  | { type: 'priced'; price: CheckoutPrice }
  | { type: 'edit'; step: Exclude<StepName, 'review'> };

export function stepsOf(ships: boolean): StepName[] {
  return ships ? ['address', 'delivery', 'review'] : ['address', 'review'];
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

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'address-saved':
      return {
        ...move(state, state.ships ? 'delivery' : 'review'),
        addresses: [action.address, ...state.addresses.filter((a) => a.id !== action.address.id)],
        addressId: action.address.id,
      };
    case 'address-chosen':
      if (!state.addresses.some((a) => a.id === action.addressId)) return state;
      return { ...move(state, state.ships ? 'delivery' : 'review'), addressId: action.addressId };
    case 'delivery-chosen':
      if (!state.ships || state.addressId === undefined) return state;
      return { ...move(state, 'review'), deliveryMethod: action.method };
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
