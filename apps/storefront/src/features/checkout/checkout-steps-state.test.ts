import type { Address, CheckoutPrice } from '@store/contracts/commerce';
import { describe, expect, it } from 'vitest';
import { checkoutChoices, checkoutReducer, initialCheckoutState, stepsOf } from './checkout-steps-state.ts';

const address = (id: string): Address => ({
  id,
  fullName: 'Avery Johnson',
  line1: '1 Main Street',
  city: 'Portland',
  region: 'OR',
  postcode: '97201',
  country: 'US',
});
const HOME = '11111111-1111-4111-8111-111111111111';
const OFFICE = '22222222-2222-4222-8222-222222222222';
const price: CheckoutPrice = {
  currency: 'USD',
  lines: [],
  deliveryMethod: 'standard',
  totals: { subtotal: 100, delivery: 0, tax: 0, total: 100 },
  taxes: { treatment: 'charged', jurisdiction: 'Oregon, United States', deliveryTax: 0, components: [] },
};

describe('the checkout steps', () => {
  it('go address, delivery, payment, review for a parcel, and skip delivery for digital items only', () => {
    expect(stepsOf(true)).toEqual(['address', 'delivery', 'payment', 'review']);
    expect(stepsOf(false)).toEqual(['address', 'payment', 'review']);

    let state = initialCheckoutState({
      ships: true,
      addresses: [address(HOME)],
      defaultDelivery: 'standard',
    });
    expect(state).toMatchObject({ step: 'address', addressId: HOME, deliveryMethod: 'standard', moves: 0 });
    state = checkoutReducer(state, { type: 'address-chosen', addressId: HOME });
    expect(state).toMatchObject({ step: 'delivery', moves: 1 });
    state = checkoutReducer(state, { type: 'delivery-chosen', method: 'express' });
    expect(state).toMatchObject({ step: 'review', deliveryMethod: 'express', moves: 2 });
    expect(checkoutChoices(state)).toEqual({ addressId: HOME, deliveryMethod: 'express' });

    let digital = initialCheckoutState({ ships: false, addresses: [], defaultDelivery: 'standard' });
    expect(digital.deliveryMethod).toBeUndefined();
    expect(checkoutChoices(digital)).toBeUndefined();
    digital = checkoutReducer(digital, { type: 'address-saved', address: address(OFFICE) });
    expect(digital).toMatchObject({ step: 'review', addressId: OFFICE });
    expect(checkoutChoices(digital)).toEqual({ addressId: OFFICE });
    expect(checkoutReducer(digital, { type: 'edit', step: 'delivery' })).toBe(digital);
  });

  it('puts a saved address first and chooses it; refuses an address not in the book', () => {
    const state = initialCheckoutState({ ships: true, addresses: [address(HOME)] });
    const saved = checkoutReducer(state, { type: 'address-saved', address: address(OFFICE) });
    expect(saved.addresses.map((a) => a.id)).toEqual([OFFICE, HOME]);
    expect(saved).toMatchObject({ addressId: OFFICE, step: 'delivery' });
    expect(checkoutReducer(state, { type: 'address-chosen', addressId: 'elsewhere' })).toBe(state);
  });

  it('keeps a price only for the review it was asked for, and drops it when a step is changed', () => {
    let state = initialCheckoutState({
      ships: true,
      addresses: [address(HOME)],
      defaultDelivery: 'standard',
    });
    expect(checkoutReducer(state, { type: 'priced', price })).toBe(state);
    state = checkoutReducer(state, { type: 'address-chosen', addressId: HOME });
    state = checkoutReducer(state, { type: 'delivery-chosen', method: 'standard' });
    state = checkoutReducer(state, { type: 'priced', price });
    expect(state.price).toEqual(price);
    const editing = checkoutReducer(state, { type: 'edit', step: 'address' });
    expect(editing).toMatchObject({ step: 'address', price: undefined, moves: state.moves + 1 });
  });

  it('take card and go from delivery to the review; the payment step opens when changed, and keeps the change', () => {
    let state = initialCheckoutState({
      ships: true,
      addresses: [address(HOME)],
      defaultDelivery: 'standard',
    });
    expect(state).toMatchObject({ payment: { type: 'card' } });
    state = checkoutReducer(state, { type: 'address-chosen', addressId: HOME });
    state = checkoutReducer(state, { type: 'delivery-chosen', method: 'standard' });
    expect(state.step).toBe('review');
    state = checkoutReducer(state, { type: 'edit', step: 'payment' });
    expect(state).toMatchObject({ step: 'payment', price: undefined });
    const po = { type: 'purchase-order' as const, purchaseOrderNumber: 'PO-7' };
    state = checkoutReducer(state, { type: 'payment-chosen', payment: po });
    expect(state).toMatchObject({ step: 'review', payment: po });
  });

  it('take no payment before the address (and, for a parcel, the delivery) is settled', () => {
    const digital = initialCheckoutState({ ships: false, addresses: [] });
    expect(checkoutReducer(digital, { type: 'payment-chosen', payment: { type: 'card' } })).toBe(digital);
    let parcel = initialCheckoutState({ ships: true, addresses: [address(HOME)] });
    parcel = checkoutReducer(parcel, { type: 'edit', step: 'payment' });
    expect(checkoutReducer(parcel, { type: 'payment-chosen', payment: { type: 'card' } })).toBe(parcel);
  });

  it('open the payment step again at the fields commerce refused, and forget them once corrected', () => {
    let state = initialCheckoutState({ ships: false, addresses: [address(HOME)] });
    state = checkoutReducer(state, { type: 'address-chosen', addressId: HOME });
    expect(state.step).toBe('review');
    state = checkoutReducer(state, { type: 'payment-refused', errors: { vatNumber: 'invalid' } });
    expect(state).toMatchObject({ step: 'payment', paymentErrors: { vatNumber: 'invalid' } });
    state = checkoutReducer(state, {
      type: 'payment-chosen',
      payment: { type: 'card', vatNumber: 'GB980780684' },
    });
    expect(state).toMatchObject({ step: 'review', paymentErrors: {}, payment: { vatNumber: 'GB980780684' } });
  });
});
