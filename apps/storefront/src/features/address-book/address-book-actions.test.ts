import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@store/contracts/commerce';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { cartOwnerCookie } from '../../shell/header/cart-cookies.ts';
import { checkoutMessages } from '../checkout/messages.ts';
import { makeDefaultAddress, removeBookAddress, saveBookAddress } from './address-book-actions.ts';
import { defaultDeliveryFirst } from './address-book-flag.ts';
import { addressBookMessages } from './messages.ts';

/** The address book's server actions against a stand-in commerce client, and checkout's order of the book. */

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}));
const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => revalidatePath(path) }));

const client = {
  addAddress: vi.fn(),
  updateAddress: vi.fn(),
  deleteAddress: vi.fn(),
  setDefaultAddress: vi.fn(),
};
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => client }));
vi.mock('../../clients/logger.ts', () => ({ logger: { warn: () => {} } }));
vi.mock('../../clients/flags/server.ts', () => ({ serverFlag: vi.fn() }));

const USER = '8d2f1c3e-0a4b-4c5d-9e6f-000000000005';
const ADDRESS = '2c5f39cb-3fb2-42e3-994f-1127e4ddb538';
const IDLE = { status: 'idle' } as const;

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const TYPED = {
  locale: 'fr-ca',
  fullName: 'Camille Tremblay',
  line1: '1 rue Principale',
  city: 'Montréal',
  region: 'QC',
  postcode: 'h2x 1y4',
};

beforeEach(() => {
  jar.clear();
  for (const fn of Object.values(client)) fn.mockReset();
  revalidatePath.mockReset();
  jar.set(cartOwnerCookie('caassessments'), USER);
  jar.set('cart-token-caassessments', 'customer-token');
});

describe('saving an address of the book', () => {
  it('adds a new one with the institution flag, checked as checkout checks it', async () => {
    client.addAddress.mockResolvedValue({});
    const state = await saveBookAddress(IDLE, form({ ...TYPED, institution: 'on' }));
    expect(state).toEqual({ status: 'saved' });
    expect(client.addAddress).toHaveBeenCalledWith('fr-ca', USER, 'customer-token', {
      fullName: 'Camille Tremblay',
      line1: '1 rue Principale',
      city: 'Montréal',
      region: 'QC',
      postcode: 'H2X 1Y4',
      country: 'CA',
      institution: true,
    });
    expect(revalidatePath).toHaveBeenCalledWith('/fr-ca/my-account/address-book');
  });

  it('changes the one named, clearing the optional fields left empty', async () => {
    client.updateAddress.mockResolvedValue({});
    await saveBookAddress(IDLE, form({ ...TYPED, addressId: ADDRESS, line2: '' }));
    expect(client.updateAddress).toHaveBeenCalledWith(
      'fr-ca',
      USER,
      'customer-token',
      ADDRESS,
      expect.objectContaining({ line2: null, organisation: null, phone: null, institution: false }),
    );
  });

  it('names the mistakes at their fields in the customer’s language and sends nothing', async () => {
    const state = await saveBookAddress(IDLE, form({ ...TYPED, region: '', postcode: '' }));
    const texts = checkoutMessages('fr-ca').address;
    expect(state).toMatchObject({
      status: 'invalid',
      message: texts.errorSummary,
      errors: { region: texts.regionRequired },
    });
    expect(client.addAddress).not.toHaveBeenCalled();
  });

  it('words commerce’s refusals: a place outside the store, an address that is gone', async () => {
    client.addAddress.mockRejectedValueOnce(
      new CommerceProblem({
        title: 'Unprocessable Content',
        status: 422,
        detail: 'outside',
        errors: [{ path: 'body.country', message: 'outside' }],
      }),
    );
    const outside = await saveBookAddress(IDLE, form(TYPED));
    expect(outside).toMatchObject({ status: 'error', message: expect.stringContaining('Canada') });
    client.deleteAddress.mockRejectedValueOnce(
      new CommerceProblem({ title: 'Not Found', status: 404, detail: 'gone' }),
    );
    const gone = await removeBookAddress(IDLE, form({ locale: 'fr-ca', addressId: ADDRESS }));
    expect(gone).toEqual({ status: 'error', message: addressBookMessages('fr-ca').gone });
  });

  it('asks for the customer’s token again when the server holds none', async () => {
    jar.clear();
    const state = await saveBookAddress(IDLE, form(TYPED));
    expect(state).toEqual({
      status: 'error',
      message: addressBookMessages('fr-ca').sessionEnded,
      reauthorize: true,
    });
  });
});

describe('the defaults', () => {
  it('makes the address the default delivery or billing address', async () => {
    client.setDefaultAddress.mockResolvedValue([]);
    await makeDefaultAddress(IDLE, form({ locale: 'fr-ca', addressId: ADDRESS, defaultFor: 'billing' }));
    expect(client.setDefaultAddress).toHaveBeenCalledWith('fr-ca', USER, 'customer-token', ADDRESS, {
      billing: true,
    });
    const refused = await makeDefaultAddress(
      IDLE,
      form({ locale: 'fr-ca', addressId: ADDRESS, defaultFor: 'x' }),
    );
    expect(refused.status).toBe('error');
  });

  it('puts the default delivery address first for checkout, the rest in the book’s order', () => {
    const book: Address[] = ['a', 'b', 'c'].map((line1) => ({
      id: randomUUID(),
      fullName: 'Camille Tremblay',
      line1,
      city: 'Montréal',
      postcode: 'H2X 1Y4',
      country: 'CA',
      isDefault: line1 === 'b',
    }));
    expect(defaultDeliveryFirst(book).map((a) => a.line1)).toEqual(['b', 'a', 'c']);
    expect(defaultDeliveryFirst([])).toEqual([]);
  });
});
