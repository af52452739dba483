import { ApiVersion } from '../api/api-version.ts';
import { deliveries, events } from '../db/schema.ts';
import { newId, nowSeconds, type ApiObject } from '../resources/objects.ts';
import type { Tx } from '../resources/store.ts';

/**
 * Events, recorded in the transaction of the change they announce, with one delivery row per
 * webhook endpoint that wants the type; the dispatcher sends them.
 */

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'charge.refunded'
  | 'setup_intent.succeeded'
  | 'setup_intent.setup_failed';

export interface WebhookEndpoint {
  url: string;
  /** The endpoint's signing secret (`whsec_…`), the one the receiver gives `constructEvent`. */
  secret: string;
  /** The event types sent there; all when absent. */
  enabledEvents?: readonly EventType[];
}

/** Who caused the event: the API request (with its idempotency key), or nobody (the hosted page, a timer). */
export interface EventCause {
  requestId: string | null;
  idempotencyKey: string | null;
}

export const NO_REQUEST: EventCause = { requestId: null, idempotencyKey: null };

export async function recordEvent(
  tx: Tx,
  endpoints: readonly WebhookEndpoint[],
  type: EventType,
  object: ApiObject,
  cause: EventCause = NO_REQUEST,
): Promise<void> {
  const targets = endpoints.filter(
    (endpoint) => !endpoint.enabledEvents || endpoint.enabledEvents.includes(type),
  );
  const event = {
    id: newId('evt_'),
    object: 'event',
    api_version: ApiVersion,
    created: nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: targets.length,
    request: { id: cause.requestId, idempotency_key: cause.idempotencyKey },
    type,
  };
  // Stripe sends its events indented; receivers must verify the exact bytes, whatever their layout.
  const [row] = await tx
    .insert(events)
    .values({ id: event.id, objectId: object.id, payload: JSON.stringify(event, null, 2) })
    .returning({ seq: events.seq });
  if (!row || targets.length === 0) return;
  await tx
    .insert(deliveries)
    .values(targets.map((endpoint) => ({ eventSeq: row.seq, endpoint: endpoint.url, objectId: object.id })));
}
