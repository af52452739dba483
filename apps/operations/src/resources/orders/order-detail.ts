import { operatorOrderDetailSchema, type OperatorOrderDetail } from '@store/contracts/operator-orders';
import { useRecordContext } from 'react-admin';

/** The shown order, read through its contract; undefined while loading or when the answer is not one. */
export function useOrderDetail(): OperatorOrderDetail | undefined {
  const record = useRecordContext();
  const parsed = operatorOrderDetailSchema.safeParse(record);
  return parsed.success ? parsed.data : undefined;
}

/** How many of each line's items are still to ship: ordered less already shipped. */
export function remainingQuantities(order: OperatorOrderDetail): Map<string, number> {
  const remaining = new Map<string, number>();
  for (const line of order.lines) {
    if (!line.digital) remaining.set(line.itemCode, (remaining.get(line.itemCode) ?? 0) + line.quantity);
  }
  for (const shipment of order.shipments) {
    for (const line of shipment.lines) {
      remaining.set(line.itemCode, (remaining.get(line.itemCode) ?? 0) - line.quantity);
    }
  }
  return new Map([...remaining].filter(([, quantity]) => quantity > 0));
}
