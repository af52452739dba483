import { describe, expect, it } from 'vitest';
import {
  addressListSchema,
  addressSchema,
  checkoutDefaultsSchema,
  orderSchema,
  type Address,
} from '@store/contracts/commerce';
import { demoCustomer, lumenItem, orderTestKit, STORE } from '../orders/order-test-kit.ts';

/**
 * The address book's changes against the real identity service (tokens) and the real database:
 * changing an address as a new one is checked, removing one an order was placed with, and moving
 * the default delivery and billing addresses.
 */

const us = demoCustomer('demo.us');
const gb = demoCustomer('demo.gb');
const kit = lumenItem((i) => i.kind === 'KIT');

const orderKit = orderTestKit({ customers: [us, gb] });
const { as, call, customerCart, addAddress, placed } = orderKit;

const addressPath = (userId: string, addressId: string) => `/users/${userId}/addresses/${addressId}`;

const book = async (userId: string): Promise<Address[]> =>
  addressListSchema.parse((await call({ path: `/users/${userId}/addresses`, headers: as(userId) })).json())
    .addresses;

const patch = (userId: string, addressId: string, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', path: addressPath(userId, addressId), headers: as(userId), payload });

const makeDefault = (userId: string, addressId: string, payload: Record<string, unknown>) =>
  call({ method: 'POST', path: `${addressPath(userId, addressId)}/defaults`, headers: as(userId), payload });

const marks = (addresses: Address[]) =>
  Object.fromEntries(addresses.map((a) => [a.line1, [a.isDefault, a.isDefaultBilling]]));

describe('the address book', () => {
  it('takes and answers the institution flag, and answers the default marks', async () => {
    const school = await addAddress(us.id, { line1: '10 School Lane', institution: true });
    expect(school).toMatchObject({ institution: true, isDefault: false, isDefaultBilling: false });
    const home = await addAddress(us.id, { line1: '11 Home Street' });
    expect(home.institution).toBe(false);
    expect((await book(us.id)).find((a) => a.id === school.id)?.institution).toBe(true);
  });

  it('changes an address with the checks of a new one; null clears an optional field', async () => {
    const address = await addAddress(us.id, {
      line1: '20 Old Road',
      line2: 'Suite 4',
      phone: '+1 503 555 0100',
    });
    const changed = await patch(us.id, address.id, {
      line1: '21 New Road',
      line2: null,
      city: 'Austin',
      region: 'TX',
      postcode: '73301',
      institution: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = addressSchema.parse(changed.json());
    expect(after).toMatchObject({
      id: address.id,
      fullName: address.fullName,
      line1: '21 New Road',
      city: 'Austin',
      region: 'TX',
      phone: '+1 503 555 0100',
      institution: true,
    });
    expect(after.line2).toBeUndefined();
    expect((await book(us.id)).find((a) => a.id === address.id)).toEqual(after);

    for (const [payload, field] of [
      [{ country: 'CA', region: 'ON' }, 'outside-store-area'],
      [{ region: null }, 'region-required'],
    ] as const) {
      const refused = await patch(us.id, address.id, payload);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ taxRefusal: field });
    }
    const line3 = await patch(us.id, address.id, { line3: 'Building 4' });
    expect(line3.statusCode).toBe(422);
    expect(line3.json()).toMatchObject({ errors: [{ path: 'body.line3' }] });
    expect((await book(us.id)).find((a) => a.id === address.id)).toEqual(after);
  });

  it('refuses malformed changes and defaults with a 400 naming the field', async () => {
    const address = await addAddress(us.id);
    const empty = await patch(us.id, address.id, {});
    expect(empty.statusCode).toBe(400);
    const badPhone = await patch(us.id, address.id, { phone: 'call me' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ errors: [{ path: 'body.phone' }] });
    const noDefault = await makeDefault(us.id, address.id, {});
    expect(noDefault.statusCode).toBe(400);
    const falseDefault = await makeDefault(us.id, address.id, { delivery: false });
    expect(falseDefault.statusCode).toBe(400);
    const badId = await call({
      method: 'DELETE',
      path: addressPath(us.id, 'not-a-uuid'),
      headers: as(us.id),
    });
    expect(badId.statusCode).toBe(400);
  });

  it('moves each default in one step, one of each at most; express checkout follows the delivery one', async () => {
    const customer = gb;
    const site = 'ukassessments';
    const add = async (line1: string) => {
      const res = await call({
        method: 'POST',
        path: `/users/${customer.id}/addresses`,
        site,
        headers: as(customer.id, site),
        payload: { fullName: 'Ada Lovelace', line1, city: 'London', postcode: 'SW1A 1AA', country: 'GB' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return addressSchema.parse(res.json());
    };
    const setDefault = (addressId: string, payload: Record<string, unknown>) =>
      call({
        method: 'POST',
        path: `${addressPath(customer.id, addressId)}/defaults`,
        site,
        headers: as(customer.id, site),
        payload,
      });
    const first = await add('1 First Street');
    const second = await add('2 Second Street');

    const both = await setDefault(first.id, { delivery: true, billing: true });
    expect(both.statusCode, both.body).toBe(200);
    expect(marks(addressListSchema.parse(both.json()).addresses)).toEqual({
      '1 First Street': [true, true],
      '2 Second Street': [false, false],
    });

    const billing = await setDefault(second.id, { billing: true });
    expect(marks(addressListSchema.parse(billing.json()).addresses)).toEqual({
      '1 First Street': [true, false],
      '2 Second Street': [false, true],
    });
    const delivery = await setDefault(second.id, { delivery: true });
    expect(marks(addressListSchema.parse(delivery.json()).addresses)).toEqual({
      '1 First Street': [false, false],
      '2 Second Street': [true, true],
    });

    const defaults = await call({
      method: 'PUT',
      path: `/users/${customer.id}/checkout-defaults`,
      site,
      headers: as(customer.id, site),
      payload: { addressId: first.id, deliveryMethod: 'standard' },
    });
    expect(checkoutDefaultsSchema.parse(defaults.json()).address?.id).toBe(first.id);
    const afterExpress = await call({
      path: `/users/${customer.id}/addresses`,
      site,
      headers: as(customer.id, site),
    });
    expect(marks(addressListSchema.parse(afterExpress.json()).addresses)).toEqual({
      '1 First Street': [true, false],
      '2 Second Street': [false, true],
    });
  });

  it('removes an address; an order placed with it keeps its copy', async () => {
    const address = await addAddress(us.id, { line1: '30 Ordered Avenue' });
    await makeDefault(us.id, address.id, { delivery: true });
    const { order } = await placed(us.id, {
      cartId: await customerCart(us.id, [[kit.code, 1]]),
      addressId: address.id,
      deliveryMethod: 'standard',
      paymentType: 'card',
      successUrl: `${STORE}/en-us/checkout/confirmation?order={ORDER_NUMBER}`,
      cancelUrl: `${STORE}/en-us/checkout?cancelled={ORDER_NUMBER}`,
    });

    const removed = await call({
      method: 'DELETE',
      path: addressPath(us.id, address.id),
      headers: as(us.id),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = addressListSchema.parse(removed.json()).addresses;
    expect(left.map((a) => a.id)).not.toContain(address.id);
    expect(left.some((a) => a.isDefault)).toBe(false);

    const read = await call({ path: `/users/${us.id}/orders/${order.number}`, headers: as(us.id) });
    expect(orderSchema.parse(read.json()).deliveryAddress).toMatchObject({
      id: address.id,
      line1: '30 Ordered Avenue',
    });
    const again = await call({ method: 'DELETE', path: addressPath(us.id, address.id), headers: as(us.id) });
    expect(again.statusCode).toBe(404);
  });

  it('answers another customer’s address as unknown, and another customer’s path as forbidden', async () => {
    const theirs = await addAddress(us.id, { line1: '40 Private Road' });
    const asGb = (method: 'PATCH' | 'DELETE' | 'POST', path: string, payload?: Record<string, unknown>) =>
      call({ method, path, headers: as(gb.id), ...(payload ? { payload } : {}) });
    expect((await asGb('PATCH', addressPath(gb.id, theirs.id), { line1: 'Mine now' })).statusCode).toBe(404);
    expect((await asGb('DELETE', addressPath(gb.id, theirs.id))).statusCode).toBe(404);
    expect(
      (await asGb('POST', `${addressPath(gb.id, theirs.id)}/defaults`, { delivery: true })).statusCode,
    ).toBe(404);
    expect((await asGb('DELETE', addressPath(us.id, theirs.id))).statusCode).toBe(403);
    expect((await book(us.id)).find((a) => a.id === theirs.id)).toMatchObject({
      line1: '40 Private Road',
      isDefault: false,
    });
  });
});
