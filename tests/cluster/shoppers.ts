import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { accessToken, commerceCall, demoCustomer, signIn } from './platform-api.ts';

/**
 * The load generator: demo customers placing orders through commerce's API as the storefront does,
 * each order with an Idempotency-Key that is sent again, unchanged, after a network error, a 5xx or
 * a 409 ("the first call with this key still runs"), until an answer or the deadline.
 */

/** A record form of a level A program: no qualification is needed to buy it (tests/browser/checkout.spec.ts). */
export const FORM_ITEM = 'F439595-RF25';
const PORTLAND = {
  fullName: 'Avery Johnson',
  line1: '1 Main Street',
  city: 'Portland',
  region: 'OR',
  postcode: '97201',
  country: 'US',
};

export type PaymentType = 'card' | 'purchase-order';

export interface Shopper {
  username: string;
  userId: string;
  token: string;
  cartId: string;
  addressId: string;
  paymentType: PaymentType;
}

export interface KeyOutcome {
  userId: string;
  key: string;
  /** 201 with the order's number; a 4xx the order was refused with; 'unanswered' when the deadline came first. */
  result:
    | { kind: 'placed'; orderNumber: string }
    | { kind: 'refused'; status: number }
    | { kind: 'unanswered'; last: string };
}

const idSchema = z.object({ id: z.string() });
const customerCartSchema = z.object({ cart: idSchema });
const placedSchema = z.object({ order: z.object({ number: z.string() }) });
const orderListSchema = z.object({
  orders: z.array(z.object({ number: z.string() })),
  nextCursor: z.string().optional(),
});

async function expectJson<T>(
  response: Response,
  status: number,
  schema: z.ZodType<T>,
  what: string,
): Promise<T> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return schema.parse(await response.json());
}

/** Signs a demo customer in and readies their cart and a delivery address on the US site. */
export async function prepareShopper(
  base: string,
  username: string,
  paymentType: PaymentType,
): Promise<Shopper> {
  const customer = demoCustomer(username);
  const session = await signIn(base, username);
  if (!session.cookie) throw new Error(`${username} could not sign in: ${session.status}`);
  const token = await accessToken(base, session.cookie);
  const cart = await expectJson(
    await commerceCall(base, `/users/${customer.id}/carts/current`, { token, method: 'POST', body: {} }),
    200,
    customerCartSchema,
    'the customer cart',
  );
  const address = await expectJson(
    await commerceCall(base, `/users/${customer.id}/addresses`, { token, method: 'POST', body: PORTLAND }),
    201,
    idSchema,
    'a new address',
  );
  return { username, userId: customer.id, token, cartId: cart.cart.id, addressId: address.id, paymentType };
}

/** Every order number of the customer, following the list's pages (a page holds at most 100; a fast shopper places more). */
export async function ordersOf(base: string, shopper: Shopper): Promise<string[]> {
  const numbers: string[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor === undefined ? '' : `?${new URLSearchParams({ cursor })}`;
    const page = await expectJson(
      await commerceCall(base, `/users/${shopper.userId}/orders${query}`, { token: shopper.token }),
      200,
      orderListSchema,
      'the customer’s orders',
    );
    numbers.push(...page.orders.map((o) => o.number));
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return numbers;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a client waits before sending the same request again. */
const RETRY_MS = 250;

/** One try of a call: its status, or 0 when the network failed (a reset, a refusal, a timeout). */
async function attempt(call: () => Promise<Response>): Promise<{ status: number; body: string }> {
  try {
    const response = await call();
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: (error as Error).message };
  }
}

const retryable = (status: number) => status === 0 || status === 409 || status >= 500;

/** Adds one form to the cart; repeats the add after a failure (an add twice only raises the quantity). */
async function addLine(base: string, shopper: Shopper, deadline: () => number): Promise<boolean> {
  while (Date.now() < deadline()) {
    const { status } = await attempt(() =>
      commerceCall(base, `/carts/${shopper.cartId}/entries`, {
        token: shopper.token,
        method: 'POST',
        body: { itemCode: FORM_ITEM, quantity: 1 },
      }),
    );
    if (status === 200) return true;
    if (!retryable(status)) throw new Error(`adding to the cart answered ${status}`);
    await pause(RETRY_MS);
  }
  return false;
}

/** The storefront's placement request for the shopper's cart, under `key`. */
function placement(base: string, shopper: Shopper, origin: string, key: string): () => Promise<Response> {
  const body = {
    cartId: shopper.cartId,
    addressId: shopper.addressId,
    deliveryMethod: 'standard',
    paymentType: shopper.paymentType,
    ...(shopper.paymentType === 'purchase-order' ? { purchaseOrderNumber: `PO-${key.slice(0, 8)}` } : {}),
    locale: 'en-us',
    successUrl: `${origin}/en-us/checkout/confirmation?order={ORDER_NUMBER}`,
    cancelUrl: `${origin}/en-us/checkout`,
  };
  return () =>
    commerceCall(base, `/users/${shopper.userId}/orders`, {
      token: shopper.token,
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    });
}

/** One placement under a new key, sent once. */
export const placeOnce = (base: string, shopper: Shopper, origin: string) =>
  placement(base, shopper, origin, randomUUID())();

/** Places the shopper's cart under a new key, sending it again until an answer or the deadline (read at each try). */
export async function placeWithKey(
  base: string,
  shopper: Shopper,
  origin: string,
  deadline: () => number,
): Promise<KeyOutcome> {
  const key = randomUUID();
  const send = placement(base, shopper, origin, key);
  let last = 'not sent';
  while (Date.now() < deadline()) {
    const { status, body: text } = await attempt(send);
    if (status === 201) {
      const placed = placedSchema.parse(JSON.parse(text));
      return { userId: shopper.userId, key, result: { kind: 'placed', orderNumber: placed.order.number } };
    }
    if (!retryable(status)) return { userId: shopper.userId, key, result: { kind: 'refused', status } };
    last = `${status} ${text.slice(0, 160)}`;
    await pause(RETRY_MS);
  }
  return { userId: shopper.userId, key, result: { kind: 'unanswered', last } };
}

export interface Load {
  /** Orders placed (201) so far. */
  placed(): number;
  /** Asks every shopper to finish the order in hand (retrying until `graceMs` from now), then answers every key's outcome. */
  stop(graceMs: number): Promise<KeyOutcome[]>;
}

/**
 * Each shopper adds a line and places its cart, again and again, until stopped. A shopper whose key
 * is left unanswered stops there: its cart still holds what that key stands for, and a new key on
 * the same cart would be a second request for the same goods.
 */
export function startLoad(base: string, shoppers: Shopper[], origin: string): Load {
  const outcomes: KeyOutcome[] = [];
  let stopping = false;
  let deadline = Number.POSITIVE_INFINITY;
  const loops = shoppers.map(async (shopper) => {
    while (!stopping) {
      if (!(await addLine(base, shopper, () => deadline))) return;
      const outcome = await placeWithKey(base, shopper, origin, () => deadline);
      outcomes.push(outcome);
      if (outcome.result.kind !== 'placed') return;
    }
  });
  return {
    placed: () => outcomes.filter((o) => o.result.kind === 'placed').length,
    async stop(graceMs) {
      stopping = true;
      deadline = Date.now() + graceMs;
      await Promise.all(loops);
      return outcomes;
    },
  };
}
