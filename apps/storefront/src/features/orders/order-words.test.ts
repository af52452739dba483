import type { Order, OrderHistoryEntry } from '@store/contracts/commerce';
import { describe, expect, it } from 'vitest';
import { ordersMessages } from './messages.ts';
import { actorWords, cancelRefusal, canCancel, historyEntryWords, statusWords } from './order-words.ts';

const en = ordersMessages('en-us');
const fr = ordersMessages('fr-ca');

type States = Pick<Order, 'status' | 'paymentStatus' | 'fulfilmentStatus'>;
const states = (
  status: States['status'],
  paymentStatus: States['paymentStatus'],
  fulfilmentStatus: States['fulfilmentStatus'] = 'unfulfilled',
) => ({
  status,
  paymentStatus,
  fulfilmentStatus,
});

describe('statusWords', () => {
  it('says the order status alone when payment and fulfilment add nothing', () => {
    expect(statusWords(states('awaiting-payment', 'awaiting-payment'), en.statuses)).toEqual([
      'Awaiting payment',
    ]);
    expect(statusWords(states('shipped', 'paid', 'fulfilled'), en.statuses)).toEqual(['Shipped']);
    expect(statusWords(states('cancelled', 'unpaid'), en.statuses)).toEqual(['Cancelled']);
  });

  it('adds the payment where it says more: paid while processing, a refund, on account', () => {
    expect(statusWords(states('processing', 'paid'), en.statuses)).toEqual(['Processing', 'Paid']);
    expect(statusWords(states('cancelled', 'refunded'), en.statuses)).toEqual(['Cancelled', 'Refunded']);
    expect(statusWords(states('delivered', 'on-account', 'fulfilled'), en.statuses)).toEqual([
      'Delivered',
      'On account',
    ]);
  });

  it('adds the fulfilment when digital items are fulfilled before anything ships', () => {
    expect(statusWords(states('processing', 'paid', 'partially-fulfilled'), en.statuses)).toEqual([
      'Processing',
      'Paid',
      'Partly fulfilled',
    ]);
    expect(statusWords(states('partially-shipped', 'paid', 'partially-fulfilled'), en.statuses)).toEqual([
      'Partly shipped',
    ]);
  });

  it('speaks the locale', () => {
    expect(statusWords(states('cancelled', 'refunded'), fr.statuses)).toEqual(['Annulée', 'Remboursée']);
  });
});

describe('actorWords', () => {
  it.each([
    ['customer', 'You'],
    ['provider:evt_123', 'Payment provider'],
    ['provider', 'Payment provider'],
    ['operator', 'Operator'],
    ['store', 'Store'],
    ['reconciler', 'Store'],
  ])('%s is %s', (actor, words) => {
    expect(actorWords(actor, en.detail.actors)).toBe(words);
  });
});

describe('historyEntryWords', () => {
  const entry = (change: Partial<OrderHistoryEntry>): OrderHistoryEntry => ({
    at: '2026-03-01T10:00:00.000Z',
    actor: 'customer',
    state: 'order',
    from: null,
    to: 'placed',
    ...change,
  });

  it('words a first state and a change', () => {
    expect(historyEntryWords(entry({}), en)).toBe('Order: Placed');
    expect(historyEntryWords(entry({ state: 'payment', from: 'paid', to: 'refunded' }), en)).toBe(
      'Payment changed from Paid to Refunded',
    );
    expect(historyEntryWords(entry({ state: 'fulfilment', from: 'unfulfilled', to: 'fulfilled' }), fr)).toBe(
      'Traitement : Non traitée → Traitée',
    );
  });

  it('keeps a state it has no words for as it is', () => {
    expect(historyEntryWords(entry({ to: 'archived' }), en)).toBe('Order: archived');
  });
});

describe('canCancel and cancelRefusal', () => {
  const order = (
    change: Partial<Pick<Order, 'status' | 'paymentStatus' | 'fulfilmentStatus'>>,
    type: Order['payments'][number]['type'] = 'card',
  ) => ({
    status: 'processing' as Order['status'],
    paymentStatus: 'paid' as Order['paymentStatus'],
    fulfilmentStatus: 'unfulfilled' as Order['fulfilmentStatus'],
    payments: [{ type, provider: 'stripe' as const, status: 'paid' as Order['paymentStatus'] }],
    ...change,
  });

  it('lets an order be cancelled until something ships or is fulfilled', () => {
    expect(canCancel(order({}))).toBe(true);
    expect(
      canCancel(order({ status: 'awaiting-payment', paymentStatus: 'awaiting-payment' }, 'bank-transfer')),
    ).toBe(true);
    expect(canCancel(order({ status: 'shipped', fulfilmentStatus: 'fulfilled' }))).toBe(false);
    expect(canCancel(order({ fulfilmentStatus: 'partially-fulfilled' }))).toBe(false);
    expect(canCancel(order({ status: 'cancelled', paymentStatus: 'refunded' }))).toBe(false);
    expect(canCancel(order({}, 'bank-transfer'))).toBe(false);
  });

  it('reads why commerce refused from the order as it is now', () => {
    expect(cancelRefusal(order({ status: 'partially-shipped' }))).toBe('shipped');
    expect(cancelRefusal(order({}, 'bank-transfer'))).toBe('bankTransfer');
    expect(cancelRefusal(order({ status: 'awaiting-payment', paymentStatus: 'awaiting-payment' }))).toBe(
      'confirming',
    );
    expect(cancelRefusal(order({ status: 'cancelled' }))).toBe('refused');
  });
});
