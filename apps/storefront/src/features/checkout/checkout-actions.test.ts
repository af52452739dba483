import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { cartOwnerCookie } from '../../shell/header/cart-cookies.ts';
import { cartCookie } from '../cart/cart-session.ts';
import { placeOrder, priceCheckout, saveAddress } from './checkout-actions.ts';
import { checkoutMessages } from './messages.ts';

/** The browser's cookie jar and request headers as Next shows them to a server action. */
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers({ host: 'store.test', 'x-forwarded-proto': 'https' }),
}));

/** Where a placed order sends the browser (Next's redirect ends the action there). */
const redirect = vi.fn();
vi.mock('next/navigation', () => ({ redirect: (url: string) => redirect(url) }));

const client = {
  addAddress: vi.fn(),
  priceCheckout: vi.fn(),
  placeOrder: vi.fn(),
  cart: vi.fn(),
};
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => client }));
vi.mock('../../clients/logger.ts', () => ({ logger: { warn: () => {} } }));
vi.mock('../../config/server-env.ts', () => ({
  serverEnv: () => ({ TRUST_FORWARDED_HOST: false }),
  serverSystemUrls: () => ({ payments: 'http://127.0.0.1:4000' }),
}));

const CART = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const USER = '8d2f1c3e-0a4b-4c5d-9e6f-000000000005';
const ADDRESS = '2c5f39cb-3fb2-42e3-994f-1127e4ddb538';
const KEY = '3d6a4adc-4a03-43f4-8a50-2238f5eec649';

function signedIn(locale: 'en-us' | 'fr-ca' = 'en-us') {
  const storeId = locale === 'en-us' ? 'usassessments' : 'caassessments';
  jar.set(cartCookie(locale), CART);
  jar.set(cartOwnerCookie(storeId), USER);
  jar.set(`cart-token-${storeId}`, 'customer-token');
}

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const problem = (status: number, extra: Record<string, unknown> = {}, detail = 'refused') =>
  new CommerceProblem({ title: 'Refused', status, detail, ...extra });

const placing = (locale = 'en-us') =>
  placeOrder(
    { status: 'idle' },
    form({ locale, addressId: ADDRESS, deliveryMethod: 'standard', idempotencyKey: KEY }),
  );

beforeEach(() => {
  jar.clear();
  for (const fn of Object.values(client)) fn.mockReset();
  redirect.mockReset();
});

describe('placeOrder', () => {
  it('places with the page’s key and the customer’s token, and sends the browser to the provider’s page on the store', async () => {
    signedIn();
    client.placeOrder.mockResolvedValue({
      order: { number: 'US-2026-000123' },
      redirectUrl: 'http://127.0.0.1:4000/payments/pay/cs_test_1',
    });
    client.cart.mockResolvedValue(undefined);
    await placing();
    expect(redirect).toHaveBeenCalledWith('https://store.test/payments/pay/cs_test_1');
    expect(client.placeOrder).toHaveBeenCalledWith('en-us', USER, 'customer-token', KEY, {
      cartId: CART,
      addressId: ADDRESS,
      deliveryMethod: 'standard',
      paymentType: 'card',
      locale: 'en-us',
      successUrl: 'https://store.test/en-us/checkout/confirmation?order={ORDER_NUMBER}',
      cancelUrl: 'https://store.test/en-us/checkout?cancelled={ORDER_NUMBER}',
    });
  });

  it('words each refusal of commerce in the locale, with what to do', async () => {
    signedIn('fr-ca');
    const texts = checkoutMessages('fr-ca');
    const cases: [CommerceProblem, string][] = [
      [problem(409, {}, 'The cart is empty: there is nothing to order.'), texts.refusals.emptyCart],
      [
        problem(422, { lineError: 'above-maximum', limit: 10 }),
        texts.refusals.line.replace('{reason}', 'La quantité maximale pour cet article est de 10.'),
      ],
      [
        problem(422, { errors: [{ path: 'body.country', message: 'outside' }] }),
        texts.address.outsideStore.replace('{country}', 'Canada'),
      ],
      [problem(422, { errors: [{ path: 'body.addressId', message: 'x' }] }), texts.refusals.addressUnknown],
      [problem(422, {}, 'This Idempotency-Key was used for another order request.'), texts.refusals.changed],
    ];
    for (const [refusal, text] of cases) {
      client.placeOrder.mockRejectedValueOnce(refusal);
      expect(await placing('fr-ca')).toEqual({ status: 'error', message: text });
    }
  });

  it('waits for the first request with the same key rather than placing twice', async () => {
    signedIn();
    client.placeOrder
      .mockRejectedValueOnce(
        problem(409, {}, 'The first request with this Idempotency-Key is still being processed.'),
      )
      .mockResolvedValueOnce({
        order: { number: 'US-2026-000124' },
        redirectUrl: 'https://checkout.stripe.com/c/pay/1',
      });
    await placing();
    expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/1');
    expect(client.placeOrder).toHaveBeenCalledTimes(2);
    expect(new Set(client.placeOrder.mock.calls.map((call) => call[3]))).toEqual(new Set([KEY]));
  });

  it('asks for the customer’s token again when the server holds none, and says when the store is down', async () => {
    jar.set(cartCookie('en-us'), CART);
    jar.set(cartOwnerCookie('usassessments'), USER);
    expect(await placing()).toMatchObject({ status: 'error', reauthorize: true });
    signedIn();
    client.placeOrder.mockRejectedValueOnce(new CommerceUnavailable('timeout'));
    expect(await placing()).toEqual({ status: 'error', message: checkoutMessages('en-us').refusals.generic });
    jar.clear();
    expect(await placing()).toEqual({
      status: 'error',
      message: checkoutMessages('en-us').refusals.emptyCart,
    });
    expect(await placeOrder({ status: 'idle' }, form({ locale: 'en-us', addressId: ADDRESS }))).toMatchObject(
      {
        status: 'error',
      },
    );
    expect(client.placeOrder).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('saveAddress and priceCheckout', () => {
  it('names the fields to correct before calling commerce, and words an address outside the store', async () => {
    signedIn();
    const invalid = await saveAddress({ status: 'idle' }, form({ locale: 'en-us', fullName: 'Avery' }));
    expect(invalid).toMatchObject({
      status: 'invalid',
      errors: { line1: expect.any(String), region: expect.any(String) },
    });
    expect(client.addAddress).not.toHaveBeenCalled();

    client.addAddress.mockRejectedValueOnce(
      problem(422, { errors: [{ path: 'body.country', message: 'x' }] }),
    );
    const outside = await saveAddress(
      { status: 'idle' },
      form({
        locale: 'en-us',
        fullName: 'Avery',
        line1: '1 Main',
        city: 'Anchorage',
        region: 'AK',
        postcode: '99501',
      }),
    );
    expect(outside).toEqual({
      status: 'error',
      message: checkoutMessages('en-us').address.outsideStore.replace('{country}', 'United States'),
    });
  });

  it('prices with commerce and passes on its refusal of a missing delivery method', async () => {
    signedIn();
    client.priceCheckout.mockRejectedValueOnce(
      problem(422, { errors: [{ path: 'body.deliveryMethod', message: 'x' }] }),
    );
    expect(await priceCheckout({ status: 'idle' }, form({ locale: 'en-us', addressId: ADDRESS }))).toEqual({
      status: 'error',
      message: checkoutMessages('en-us').refusals.deliveryRequired,
    });
    expect(client.priceCheckout).toHaveBeenCalledWith('en-us', USER, 'customer-token', {
      cartId: CART,
      locale: 'en-us',
      addressId: ADDRESS,
    });
  });
});

describe('the payment step’s fields', () => {
  it('places a purchase order with its number, VAT number and tax exemption, and prices with them', async () => {
    signedIn();
    client.placeOrder.mockResolvedValue({ order: { number: 'US-2026-000125' } });
    client.cart.mockResolvedValue(undefined);
    const exemption = { taxCertificate: 'EX-1', taxJurisdiction: 'OR', taxExpiresOn: '2027-06-30' };
    await placeOrder(
      { status: 'idle' },
      form({
        locale: 'en-us',
        addressId: ADDRESS,
        idempotencyKey: KEY,
        paymentType: 'purchase-order',
        purchaseOrderNumber: 'PO-7',
        ...exemption,
      }),
    );
    expect(client.placeOrder).toHaveBeenCalledWith(
      'en-us',
      USER,
      'customer-token',
      KEY,
      expect.objectContaining({
        paymentType: 'purchase-order',
        purchaseOrderNumber: 'PO-7',
        taxExemption: { certificate: 'EX-1', jurisdiction: 'OR', expiresOn: '2027-06-30' },
      }),
    );
    // No provider's page for an order on account: the confirmation.
    expect(redirect).toHaveBeenCalledWith(
      'https://store.test/en-us/checkout/confirmation?order=US-2026-000125',
    );

    client.priceCheckout.mockResolvedValue({});
    await priceCheckout(
      { status: 'idle' },
      form({ locale: 'en-us', addressId: ADDRESS, paymentType: 'card', vatNumber: 'GB980780684' }),
    );
    expect(client.priceCheckout).toHaveBeenCalledWith('en-us', USER, 'customer-token', {
      cartId: CART,
      locale: 'en-us',
      addressId: ADDRESS,
      vatNumber: 'GB980780684',
    });
  });

  it('sends a PO number only with a purchase order', async () => {
    signedIn();
    client.placeOrder.mockResolvedValue({
      order: { number: 'US-2026-000126' },
      redirectUrl: 'https://x.test/p',
    });
    await placeOrder(
      { status: 'idle' },
      form({
        locale: 'en-us',
        addressId: ADDRESS,
        idempotencyKey: KEY,
        paymentType: 'card',
        purchaseOrderNumber: 'PO-7',
      }),
    );
    expect(client.placeOrder.mock.calls[0]?.[4]).not.toHaveProperty('purchaseOrderNumber');
  });

  it('words commerce’s refusal of a payment field for that field, in the locale', async () => {
    signedIn('fr-ca');
    const texts = checkoutMessages('fr-ca');
    client.priceCheckout.mockRejectedValueOnce(
      problem(422, {
        errors: [
          { path: 'body.vatNumber', message: 'fails its checksum' },
          { path: 'body.taxExemption.jurisdiction', message: 'x' },
        ],
      }),
    );
    expect(await priceCheckout({ status: 'idle' }, form({ locale: 'fr-ca', addressId: ADDRESS }))).toEqual({
      status: 'error',
      message: texts.payment.errorSummary,
      fields: {
        vatNumber: texts.payment.refused.vatNumber,
        taxJurisdiction: texts.payment.refused.taxJurisdiction,
      },
    });
  });

  it('keeps the qualification gate’s lines, so the review can name them', async () => {
    signedIn();
    client.placeOrder.mockRejectedValueOnce(
      problem(422, {
        qualificationRequired: [{ itemCode: 'C300789-KIT', productCode: 'C300789', requiredLevel: 'C' }],
        heldLevels: ['B'],
      }),
    );
    expect(await placing()).toEqual({
      status: 'error',
      message: checkoutMessages('en-us').refusals.qualification,
      qualification: [{ itemCode: 'C300789-KIT', requiredLevel: 'C' }],
    });
  });
});
