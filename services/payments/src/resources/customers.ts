import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalidRequest } from '../api/errors.ts';
import { keepAnswer } from '../api/idempotency.ts';
import { expand, formList, mergeMetadata, metadata, optionalText, parseParams, text } from '../api/params.ts';
import { paramsOf } from '../api/request-params.ts';
import { expandFields } from './expand.ts';
import { newId, nowSeconds, type Customer } from './objects.ts';
import type { Sandbox } from './sandbox.ts';
import { insertObject, loadObject, saveObject } from './store.ts';

/** Customers: create, retrieve, update (POST /v1/customers, GET and POST /v1/customers/:id). */

const email = z.preprocess((value) => (value === '' ? undefined : value), z.email().max(512).optional());

const createParams = z.strictObject({
  email,
  name: optionalText(256),
  phone: optionalText(20),
  description: optionalText(),
  metadata: metadata.optional(),
  preferred_locales: formList(text(20)).optional(),
  expand,
});

const updateParams = createParams.extend({
  invoice_settings: z.strictObject({ default_payment_method: z.string().max(255).optional() }).optional(),
});

const retrieveParams = z.strictObject({ expand });

export function registerCustomerRoutes(api: FastifyInstance, { db }: Sandbox): void {
  api.post('/customers', async (request) => {
    const params = parseParams(createParams, paramsOf(request));
    const customer: Customer = {
      id: newId('cus_', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: nowSeconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: params.description ?? null,
      discount: null,
      email: params.email ?? null,
      invoice_prefix: newId('', 8).toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name: params.name ?? null,
      next_invoice_sequence: 1,
      phone: params.phone ?? null,
      preferred_locales: params.preferred_locales ?? [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    return db.transaction(async (tx) => {
      await insertObject(tx, customer);
      const answer = await expandFields(tx, customer, params.expand);
      await keepAnswer(tx, request, answer);
      return answer;
    });
  });

  api.get<{ Params: { id: string } }>('/customers/:id', async (request) => {
    const params = parseParams(retrieveParams, paramsOf(request));
    const { data } = await loadObject(db, 'customer', request.params.id);
    return expandFields(db, data, params.expand);
  });

  api.post<{ Params: { id: string } }>('/customers/:id', async (request) => {
    const params = parseParams(updateParams, paramsOf(request));
    const given = paramsOf(request);
    // A blank value clears a field (`description=`), unlike an absent one.
    const cleared = (name: string) =>
      typeof given === 'object' &&
      given !== null &&
      Object.hasOwn(given, name) &&
      Reflect.get(given, name) === '';
    return db.transaction(async (tx) => {
      const { data } = await loadObject(tx, 'customer', request.params.id, { lock: true });
      const pick = (name: 'email' | 'name' | 'phone' | 'description', value: string | undefined) =>
        value ?? (cleared(name) ? null : data[name]);
      const defaultMethod = params.invoice_settings?.default_payment_method;
      if (defaultMethod) {
        const method = await loadObject(tx, 'payment_method', defaultMethod, {
          param: 'invoice_settings[default_payment_method]',
        });
        if (method.data.customer !== data.id) throw invalidDefault(defaultMethod, data.id);
      }
      const updated: Customer = {
        ...data,
        email: pick('email', params.email),
        name: pick('name', params.name),
        phone: pick('phone', params.phone),
        description: pick('description', params.description),
        metadata: mergeMetadata(data.metadata, params.metadata),
        preferred_locales: params.preferred_locales ?? data.preferred_locales,
        invoice_settings: {
          ...data.invoice_settings,
          default_payment_method:
            defaultMethod === undefined
              ? data.invoice_settings.default_payment_method
              : defaultMethod === ''
                ? null
                : defaultMethod,
        },
      };
      await saveObject(tx, updated);
      const answer = await expandFields(tx, updated, params.expand);
      await keepAnswer(tx, request, answer);
      return answer;
    });
  });
}

function invalidDefault(method: string, customer: string) {
  return invalidRequest(
    `The customer ${customer} does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
    { param: 'invoice_settings[default_payment_method]', code: 'resource_missing' },
  );
}

/** The customer a session or PaymentIntent names must exist (Stripe's `No such customer`). */
export async function customerExists(db: Sandbox['db'], id: string, param = 'customer'): Promise<Customer> {
  const { data } = await loadObject(db, 'customer', id, { param });
  return data;
}
