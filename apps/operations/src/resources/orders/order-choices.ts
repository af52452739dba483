import { FULFILMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '@store/contracts/commerce';

/** The order's three states as filter choices, each named by its message (ops.orders.<kind>.<value>). */
const choices = (kind: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `ops.orders.${kind}.${id}` }));

export const STATUS_CHOICES = choices('status', ORDER_STATUSES);
export const PAYMENT_CHOICES = choices('payment', PAYMENT_STATUSES);
export const FULFILMENT_CHOICES = choices('fulfilment', FULFILMENT_STATUSES);
