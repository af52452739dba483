import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@store/database';
import { invalidRequest } from '../api/errors.ts';
import { keepAnswer } from '../api/idempotency.ts';
import { expand, optionalInteger, parseParams } from '../api/params.ts';
import { listUrl, paramsOf } from '../api/request-params.ts';
import { brandOf, cardFingerprint } from '../cards/test-cards.ts';
import { customerExists } from './customers.ts';
import { expandFields } from './expand.ts';
import { emptyAddress, listOf, newId, nowSeconds, type PaymentMethod } from './objects.ts';
import type { Sandbox } from './sandbox.ts';
import { insertObject, listByCustomer, loadObject, saveObject } from './store.ts';

/**
 * PaymentMethods: made by the hosted card page (never through the API: no card number reaches it),
 * listed per customer, retrieved and detached.
 */

export interface EnteredCard {
  digits: string;
  expMonth: number;
  expYear: number;
  name: string;
}

/** A card PaymentMethod keeping only what Stripe shows: brand, last four digits, expiry. */
export async function createCardMethod(
  db: Db,
  card: EnteredCard,
  behaviour: { alwaysAuthenticate: boolean; declinesCharges: boolean },
): Promise<PaymentMethod> {
  const brand = brandOf(card.digits);
  const details = { brand, last4: card.digits.slice(-4), exp_month: card.expMonth, exp_year: card.expYear };
  const method: PaymentMethod = {
    id: newId('pm_'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: emptyAddress(), email: null, name: card.name, phone: null, tax_id: null },
    card: {
      ...details,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      fingerprint: cardFingerprint(details),
      funding: 'credit',
      generated_from: null,
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  await insertObject(db, method, {
    ...(behaviour.alwaysAuthenticate ? { alwaysAuthenticate: true } : {}),
    ...(behaviour.declinesCharges ? { declinesCharges: true } : {}),
  });
  return method;
}

/** Saves a card for later payments, as a successful setup or `setup_future_usage` does. */
export async function attachToCustomer(
  db: Db,
  method: PaymentMethod,
  customer: string,
): Promise<PaymentMethod> {
  const attached: PaymentMethod = { ...method, customer, allow_redisplay: 'always' };
  await saveObject(db, attached);
  return attached;
}

const listParams = z.strictObject({
  customer: z.string().max(255).optional(),
  type: z.enum(['card']).optional(),
  limit: optionalInteger.pipe(z.number().int().min(1).max(100).optional()),
  starting_after: z.string().max(255).optional(),
  expand,
});

const retrieveParams = z.strictObject({ expand });

export function registerPaymentMethodRoutes(api: FastifyInstance, { db }: Sandbox): void {
  const list = async (customer: string, params: z.output<typeof listParams>, path: string) => {
    await customerExists(db, customer, path.startsWith('/customers/') ? 'id' : 'customer');
    const page = await listByCustomer(db, 'payment_method', customer, {
      limit: params.limit ?? 10,
      startingAfter: params.starting_after,
    });
    return listOf(page.data, page.hasMore, listUrl(path));
  };

  api.get('/payment_methods', async (request) => {
    const params = parseParams(listParams, paramsOf(request));
    // Without a customer Stripe lists the account's Treasury methods, none of which exist here.
    if (!params.customer) return listOf([], false, listUrl('/payment_methods'));
    return list(params.customer, params, '/payment_methods');
  });

  api.get<{ Params: { id: string } }>('/customers/:id/payment_methods', async (request) => {
    const params = parseParams(listParams.omit({ customer: true }), paramsOf(request));
    return list(request.params.id, params, `/customers/${request.params.id}/payment_methods`);
  });

  api.get<{ Params: { id: string } }>('/payment_methods/:id', async (request) => {
    const params = parseParams(retrieveParams, paramsOf(request));
    const { data } = await loadObject(db, 'payment_method', request.params.id);
    return expandFields(db, data, params.expand);
  });

  api.post<{ Params: { id: string } }>('/payment_methods/:id/detach', async (request) => {
    const params = parseParams(retrieveParams, paramsOf(request));
    return db.transaction(async (tx) => {
      const { data } = await loadObject(tx, 'payment_method', request.params.id, { lock: true });
      if (data.customer === null) {
        throw invalidRequest(
          `The payment method you provided is not attached to a customer so detachment is impossible.`,
        );
      }
      const owner = await loadObject(tx, 'customer', data.customer, { lock: true });
      if (owner.data.invoice_settings.default_payment_method === data.id) {
        await saveObject(tx, {
          ...owner.data,
          invoice_settings: { ...owner.data.invoice_settings, default_payment_method: null },
        });
      }
      const detached: PaymentMethod = { ...data, customer: null };
      await saveObject(tx, detached);
      const answer = await expandFields(tx, detached, params.expand);
      await keepAnswer(tx, request, answer);
      return answer;
    });
  });
}
