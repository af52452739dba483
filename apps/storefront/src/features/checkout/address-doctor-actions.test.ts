import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { cartOwnerCookie } from '../../shell/header/cart-cookies.ts';
import { cartCookie } from '../cart/cart-session.ts';
import { addressFormEntries, doctorErrors } from './address-doctor.ts';
import { saveDoctoredAddress } from './address-doctor-actions.ts';
import { countryRules } from './address-rules.ts';
import { placeOrder } from './checkout-actions.ts';
import { checkoutMessages } from './messages.ts';

/**
 * The address doctor and the checkout reCAPTCHA flag as checkout's server actions meet them: the
 * doctor's verdicts on a new address, and placement's refusal for want of the robot check.
 */

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers({ host: 'store.test', 'x-forwarded-proto': 'https' }),
}));
const redirect = vi.fn();
vi.mock('next/navigation', () => ({ redirect: (url: string) => redirect(url) }));

const client = { addAddress: vi.fn(), validateAddress: vi.fn(), placeOrder: vi.fn(), cart: vi.fn() };
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

function signedIn() {
  jar.set(cartCookie('en-gb'), CART);
  jar.set(cartOwnerCookie('ukassessments'), USER);
  jar.set('cart-token-ukassessments', 'customer-token');
}

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const TYPED = { fullName: 'Avery Johnson', line1: '1 Main Street', city: 'London', postcode: 'sw1a1aa' };
const ENTERED = { ...TYPED, postcode: 'SW1A1AA', country: 'GB' };
const SUGGESTED = { ...ENTERED, postcode: 'SW1A 1AA' };
const SAVED = { id: ADDRESS, ...SUGGESTED };
const IDLE = { status: 'idle' } as const;
const texts = checkoutMessages('en-gb');

beforeEach(() => {
  jar.clear();
  for (const fn of Object.values(client)) fn.mockReset();
  redirect.mockReset();
  signedIn();
});

describe('the address doctor', () => {
  it('asks nothing with the flag off: the address is saved as typed', async () => {
    client.addAddress.mockResolvedValue(SAVED);
    expect(await saveDoctoredAddress(IDLE, form({ locale: 'en-gb', ...TYPED }))).toEqual({
      status: 'saved',
      address: SAVED,
    });
    expect(client.validateAddress).not.toHaveBeenCalled();
  });

  it('offers the suggestion beside the address as typed, and saves nothing yet', async () => {
    client.validateAddress.mockResolvedValue({ verdict: 'suggest', suggestion: SUGGESTED, issues: [] });
    const state = await saveDoctoredAddress(IDLE, form({ locale: 'en-gb', addressDoctor: 'on', ...TYPED }));
    expect(state).toEqual({ status: 'suggest', suggestion: SUGGESTED, entered: ENTERED });
    expect(client.validateAddress).toHaveBeenCalledWith('en-gb', ENTERED);
    expect(client.addAddress).not.toHaveBeenCalled();
  });

  it('saves the customer’s choice as it is, without asking again', async () => {
    client.addAddress.mockResolvedValue(SAVED);
    const choice = form({
      locale: 'en-gb',
      addressDoctor: 'on',
      doctorChoice: 'suggestion',
      ...Object.fromEntries(addressFormEntries(SUGGESTED)),
    });
    expect(await saveDoctoredAddress(IDLE, choice)).toEqual({ status: 'saved', address: SAVED });
    expect(client.validateAddress).not.toHaveBeenCalled();
    expect(client.addAddress).toHaveBeenCalledWith('en-gb', USER, 'customer-token', SUGGESTED);
  });

  it('saves an address the doctor finds ok, and one it cannot be asked about', async () => {
    client.addAddress.mockResolvedValue(SAVED);
    client.validateAddress.mockResolvedValueOnce({ verdict: 'ok', issues: [] });
    client.validateAddress.mockRejectedValueOnce(new CommerceUnavailable('timeout'));
    for (let i = 0; i < 2; i += 1) {
      const state = await saveDoctoredAddress(IDLE, form({ locale: 'en-gb', addressDoctor: 'on', ...TYPED }));
      expect(state).toEqual({ status: 'saved', address: SAVED });
    }
  });

  it('shows the doctor’s issues at their fields, in the form’s words', async () => {
    client.validateAddress.mockResolvedValue({
      verdict: 'invalid',
      issues: [{ field: 'postcode', code: 'postcode-format' }],
    });
    const state = await saveDoctoredAddress(IDLE, form({ locale: 'en-gb', addressDoctor: 'on', ...TYPED }));
    expect(state).toEqual({
      status: 'invalid',
      message: texts.address.errorSummary,
      errors: {
        postcode: texts.address.postcodeInvalid
          .replace('{country}', 'United Kingdom')
          .replace('{example}', 'SW1A 1AA'),
      },
    });
    const ca = checkoutMessages('fr-ca').address;
    expect(
      doctorErrors([{ field: 'region', code: 'region-unknown' }], countryRules('fr-ca'), 'Canada', ca),
    ).toEqual({ region: ca.regionRequired });
  });
});

describe('the checkout reCAPTCHA flag', () => {
  it('sends the ticked check’s response with the order', async () => {
    client.placeOrder.mockResolvedValue({ order: { number: 'GB-2026-000123' } });
    client.cart.mockResolvedValue(undefined);
    await placeOrder(
      IDLE,
      form({ locale: 'en-gb', addressId: ADDRESS, idempotencyKey: KEY, recaptchaToken: 'the-pass' }),
    );
    expect(client.placeOrder.mock.calls[0]?.[4]).toMatchObject({ recaptchaToken: 'the-pass' });
  });

  it('words commerce’s refusal for want of the check, and marks it for the check', async () => {
    client.placeOrder.mockRejectedValue(
      new CommerceProblem({
        title: 'Unprocessable',
        status: 422,
        detail: 'Confirm you are not a robot, then place the order again.',
        errors: [{ path: 'body.recaptchaToken', message: 'expects a passed reCAPTCHA' }],
      }),
    );
    const state = await placeOrder(IDLE, form({ locale: 'en-gb', addressId: ADDRESS, idempotencyKey: KEY }));
    expect(state).toEqual({
      status: 'error',
      message: texts.robot.required,
      recaptcha: true,
    });
  });
});
