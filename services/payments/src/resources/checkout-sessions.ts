import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@store/database';
import { invalidRequest } from '../api/errors.ts';
import { keepAnswer } from '../api/idempotency.ts';
import {
  currency,
  expand,
  formList,
  integer,
  mergeMetadata,
  metadata,
  optionalInteger,
  optionalText,
  parseParams,
  positiveInteger,
  text,
  url,
} from '../api/params.ts';
import { causeOf, listUrl, paramsOf } from '../api/request-params.ts';
import { objects } from '../db/schema.ts';
import { STRIPE_LOCALES } from '../hosted/locale.ts';
import { recordEvent, type EventCause, type WebhookEndpoint } from '../webhooks/events.ts';
import { customerExists } from './customers.ts';
import { expandFields } from './expand.ts';
import { listOf, newId, nowSeconds, type CheckoutSession, type LineItem } from './objects.ts';
import type { Sandbox } from './sandbox.ts';
import { insertObject, loadObject, saveObject, type Tx } from './store.ts';

/** Checkout Sessions in payment and setup mode: create, retrieve, expire, and their line items. */

const DAY_SECONDS = 24 * 60 * 60;

const lineItem = z.strictObject({
  price_data: z.strictObject({
    currency,
    unit_amount: integer.pipe(z.number().int().min(0, 'must be at least 0')),
    product_data: z.strictObject({
      name: text(250).min(1),
      description: optionalText(),
      metadata: metadata.optional(),
      images: formList(url, 8).optional(),
    }),
    tax_behavior: z.enum(['exclusive', 'inclusive', 'unspecified']).optional(),
  }),
  quantity: positiveInteger,
});

const createParams = z.strictObject({
  mode: z.enum(['payment', 'setup']),
  line_items: formList(lineItem).optional(),
  currency: currency.optional(),
  customer: optionalText(255),
  customer_email: optionalText(800),
  success_url: url,
  cancel_url: url.optional(),
  metadata: metadata.optional(),
  client_reference_id: optionalText(200),
  locale: z.enum(STRIPE_LOCALES).optional(),
  payment_method_types: formList(z.literal('card')).optional(),
  payment_intent_data: z
    .strictObject({
      metadata: metadata.optional(),
      setup_future_usage: z.enum(['off_session', 'on_session']).optional(),
      description: optionalText(1000),
    })
    .optional(),
  expires_at: optionalInteger,
  ui_mode: z.literal('hosted').optional(),
  expand,
});

const retrieveParams = z.strictObject({ expand });

const lineItemsParams = z.strictObject({
  limit: optionalInteger.pipe(z.number().int().min(1).max(100).optional()),
  expand,
});

/** The id embedded in success_url, as Stripe fills it in. */
export function successUrl(session: CheckoutSession): string | null {
  return session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
}

/** Expires an open session and tells the webhooks; a session already paid or expired is left alone. */
export async function expireSession(
  tx: Tx,
  endpoints: readonly WebhookEndpoint[],
  session: CheckoutSession,
  cause?: EventCause,
): Promise<CheckoutSession> {
  const expired: CheckoutSession = { ...session, status: 'expired', url: null };
  await saveObject(tx, expired);
  await recordEvent(tx, endpoints, 'checkout.session.expired', expired, cause);
  return expired;
}

/** Stripe expires sessions left open past `expires_at`; the sandbox does it on a timer (app.ts). */
export async function expireDueSessions(db: Db, endpoints: readonly WebhookEndpoint[]): Promise<number> {
  const due = await db
    .select({ id: objects.id })
    .from(objects)
    .where(
      and(
        eq(objects.kind, 'checkout.session'),
        sql`${objects.data}->>'status' = 'open'`,
        sql`(${objects.data}->>'expires_at')::bigint <= ${nowSeconds()}`,
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const { data } = await loadObject(tx, 'checkout.session', id, { lock: true });
      if (data.status === 'open') await expireSession(tx, endpoints, data);
    });
  }
  return due.length;
}

function buildLineItems(items: z.output<typeof lineItem>[]): LineItem[] {
  return items.map((item) => {
    const amount = item.price_data.unit_amount * item.quantity;
    return {
      id: newId('li_'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: item.price_data.currency,
      description: item.price_data.product_data.name,
      price: {
        id: newId('price_'),
        object: 'price',
        active: false,
        currency: item.price_data.currency,
        product: newId('prod_', 14),
        type: 'one_time',
        unit_amount: item.price_data.unit_amount,
      },
      quantity: item.quantity,
    };
  });
}

export function registerCheckoutSessionRoutes(api: FastifyInstance, sandbox: Sandbox): void {
  const { db, endpoints } = sandbox;

  api.post('/checkout/sessions', async (request) => {
    const params = parseParams(createParams, paramsOf(request));
    const items = params.line_items ?? [];
    if (params.mode === 'payment' && items.length === 0) {
      throw invalidRequest(
        'You must specify either `line_items` or `line_items[price_data]` in `payment` mode.',
        {
          param: 'line_items',
          code: 'parameter_missing',
        },
      );
    }
    if (params.mode === 'setup' && items.length > 0) {
      throw invalidRequest('You cannot pass `line_items` in `setup` mode.', { param: 'line_items' });
    }
    const currencies = new Set(items.map((item) => item.price_data.currency));
    if (currencies.size > 1) {
      throw invalidRequest('All line items must have the same currency.', { param: 'line_items' });
    }
    if (params.payment_intent_data && params.mode !== 'payment') {
      throw invalidRequest('You can only pass in `payment_intent_data` in `payment` mode.', {
        param: 'payment_intent_data',
      });
    }
    if (params.customer && params.customer_email) {
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', {
        param: 'customer_email',
        code: 'parameters_exclusive',
      });
    }
    const created = nowSeconds();
    const expiresAt = params.expires_at ?? created + DAY_SECONDS;
    if (expiresAt < created + 30 * 60 || expiresAt > created + DAY_SECONDS) {
      throw invalidRequest(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        { param: 'expires_at' },
      );
    }
    const lineItems = buildLineItems(items);
    const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
    const id = newId('cs_test_', 58);
    return db.transaction(async (tx) => {
      if (params.customer) await customerExists(tx, params.customer);
      const made: CheckoutSession = {
        id,
        object: 'checkout.session',
        after_expiration: null,
        allow_promotion_codes: null,
        amount_subtotal: params.mode === 'payment' ? total : null,
        amount_total: params.mode === 'payment' ? total : null,
        automatic_tax: { enabled: false, liability: null, status: null },
        billing_address_collection: null,
        cancel_url: params.cancel_url ?? null,
        client_reference_id: params.client_reference_id ?? null,
        client_secret: null,
        consent: null,
        consent_collection: null,
        created,
        currency: lineItems[0]?.currency ?? params.currency ?? null,
        custom_fields: [],
        custom_text: {
          after_submit: null,
          shipping_address: null,
          submit: null,
          terms_of_service_acceptance: null,
        },
        customer: params.customer ?? null,
        customer_creation: params.customer ? null : 'if_required',
        customer_details: null,
        customer_email: params.customer_email ?? null,
        expires_at: expiresAt,
        invoice: null,
        invoice_creation: null,
        livemode: false,
        locale: params.locale ?? null,
        metadata: mergeMetadata({}, params.metadata),
        mode: params.mode,
        payment_intent: null,
        payment_link: null,
        payment_method_collection: params.mode === 'setup' ? 'always' : null,
        payment_method_options: {},
        payment_method_types: ['card'],
        payment_status: params.mode === 'setup' ? 'no_payment_required' : 'unpaid',
        phone_number_collection: { enabled: false },
        recovered_from: null,
        setup_intent: null,
        shipping_address_collection: null,
        shipping_cost: null,
        shipping_options: [],
        status: 'open',
        submit_type: null,
        subscription: null,
        success_url: params.success_url,
        total_details:
          params.mode === 'payment' ? { amount_discount: 0, amount_shipping: 0, amount_tax: 0 } : null,
        ui_mode: 'hosted',
        url: sandbox.hostedPageUrl(request, `/pay/${id}`),
      };
      await insertObject(tx, made, {
        formToken: randomBytes(24).toString('base64url'),
        lineItems,
        paymentIntentData: {
          metadata: mergeMetadata({}, params.payment_intent_data?.metadata),
          setup_future_usage: params.payment_intent_data?.setup_future_usage ?? null,
        },
      });
      const answer = await expandFields(tx, made, params.expand, {
        line_items: listOf(lineItems, false, listUrl(`/checkout/sessions/${id}/line_items`)),
      });
      await keepAnswer(tx, request, answer);
      return answer;
    });
  });

  api.get<{ Params: { id: string } }>('/checkout/sessions/:id', async (request) => {
    const params = parseParams(retrieveParams, paramsOf(request));
    const stored = await loadObject(db, 'checkout.session', request.params.id);
    return expandFields(db, stored.data, params.expand, {
      line_items: listOf(
        stored.private.lineItems ?? [],
        false,
        listUrl(`/checkout/sessions/${stored.data.id}/line_items`),
      ),
    });
  });

  api.get<{ Params: { id: string } }>('/checkout/sessions/:id/line_items', async (request) => {
    const params = parseParams(lineItemsParams, paramsOf(request));
    const stored = await loadObject(db, 'checkout.session', request.params.id);
    const items = stored.private.lineItems ?? [];
    const limit = params.limit ?? 10;
    return listOf(
      items.slice(0, limit),
      items.length > limit,
      listUrl(`/checkout/sessions/${stored.data.id}/line_items`),
    );
  });

  api.post<{ Params: { id: string } }>('/checkout/sessions/:id/expire', async (request) => {
    const params = parseParams(retrieveParams, paramsOf(request));
    return db.transaction(async (tx) => {
      const { data } = await loadObject(tx, 'checkout.session', request.params.id, { lock: true });
      if (data.status !== 'open') {
        throw invalidRequest(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${data.status}".`,
        );
      }
      const answer = await expandFields(
        tx,
        await expireSession(tx, endpoints, data, causeOf(request)),
        params.expand,
      );
      await keepAnswer(tx, request, answer);
      return answer;
    });
  });
}
