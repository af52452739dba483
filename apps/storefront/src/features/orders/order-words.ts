import type { Order, OrderHistoryEntry, OrderSummary } from '@store/contracts/commerce';
import { format } from '../../i18n/format.ts';
import type { OrdersMessages } from './messages.ts';

/**
 * An order's states in the customer's words. The order status always; the payment and fulfilment
 * only where they say something the order status does not (a refund, a failed payment, digital
 * items already fulfilled while the rest is processed).
 */

type Statuses = OrdersMessages['statuses'];
type Actors = OrdersMessages['detail']['actors'];

const STATUS_SAYS_PAYMENT = new Set<OrderSummary['status']>([
  'awaiting-payment',
  'partially-shipped',
  'shipped',
  'delivered',
]);

function paymentAddsSomething(order: Pick<OrderSummary, 'status' | 'paymentStatus'>): boolean {
  switch (order.paymentStatus) {
    case 'refunded':
    case 'partially-refunded':
    case 'failed':
    case 'on-account':
      return true;
    case 'unpaid':
      return order.status !== 'cancelled' && order.status !== 'awaiting-payment';
    case 'awaiting-payment':
      return order.status !== 'awaiting-payment';
    case 'paid':
      return !STATUS_SAYS_PAYMENT.has(order.status);
  }
}

function fulfilmentAddsSomething(order: Pick<OrderSummary, 'status' | 'fulfilmentStatus'>): boolean {
  if (order.fulfilmentStatus === 'unfulfilled') return false;
  if (order.fulfilmentStatus === 'partially-fulfilled') return order.status !== 'partially-shipped';
  return order.status !== 'shipped' && order.status !== 'delivered';
}

export function statusWords(
  order: Pick<OrderSummary, 'status' | 'paymentStatus' | 'fulfilmentStatus'>,
  statuses: Statuses,
): string[] {
  return [
    statuses.order[order.status],
    ...(paymentAddsSomething(order) ? [statuses.payment[order.paymentStatus]] : []),
    ...(fulfilmentAddsSomething(order) ? [statuses.fulfilment[order.fulfilmentStatus]] : []),
  ];
}

/** Who made a change: commerce writes `customer`, `provider:<event id>`, `store` or `operator`. */
export function actorWords(actor: string, actors: Actors): string {
  const kind = actor.split(':', 1)[0];
  if (kind === 'customer') return actors.customer;
  if (kind === 'provider') return actors.provider;
  if (kind === 'operator') return actors.operator;
  return actors.store;
}

function stateWord(entry: OrderHistoryEntry, value: string, statuses: Statuses): string {
  const words: Record<string, string> = statuses[entry.state];
  return words[value] ?? value;
}

/** One change of the dated history, such as "Payment: Paid → Refunded". */
export function historyEntryWords(entry: OrderHistoryEntry, messages: OrdersMessages): string {
  const state = messages.detail.states[entry.state];
  const to = stateWord(entry, entry.to, messages.statuses);
  return entry.from === null
    ? format(messages.detail.set, { state, to })
    : format(messages.detail.changed, { state, from: stateWord(entry, entry.from, messages.statuses), to });
}

const SHIPPED = new Set<Order['status']>(['partially-shipped', 'shipped', 'delivered']);

type Cancellable = Pick<Order, 'status' | 'fulfilmentStatus' | 'paymentStatus' | 'payments'>;

const shipped = (order: Cancellable) => order.fulfilmentStatus !== 'unfulfilled' || SHIPPED.has(order.status);
const transferReceived = (order: Cancellable) =>
  order.payments[0]?.type !== 'card' && order.paymentStatus === 'paid';

/** A customer may cancel until something ships or is fulfilled; a bank transfer already received is the store's to refund. */
export function canCancel(order: Cancellable): boolean {
  return order.status !== 'cancelled' && !shipped(order) && !transferReceived(order);
}

export type CancelRefusal = keyof OrdersMessages['cancel']['refusals'];

/**
 * Why commerce refused a cancellation (its 409), read from the order as it is now, so the customer
 * reads the reason in their language rather than the service's English detail.
 */
export function cancelRefusal(order: Cancellable): CancelRefusal {
  if (shipped(order)) return 'shipped';
  if (transferReceived(order)) return 'bankTransfer';
  if (order.payments[0]?.type === 'card' && order.paymentStatus !== 'paid') return 'confirming';
  return 'refused';
}
