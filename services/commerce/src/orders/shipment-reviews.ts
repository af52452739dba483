import { operatorOrderParamsSchema, shipmentInputSchema } from '@store/contracts/commerce';
import { parseInput } from '@store/service-runtime';
import type { OperatorRoutes } from '../operator/operator-routes.ts';
import { markDelivered, recordShipment } from './shipments.ts';

/** Shipping: an operator records a shipment of an order, then its delivery. */
export const registerShipmentReviews: OperatorRoutes = (scope, deps) => {
  const db = deps.database.db;

  scope.post('/orders/:orderNumber/shipments', async (request, reply) => {
    const { orderNumber } = parseInput(operatorOrderParamsSchema, request.params, 'path');
    const body = parseInput(shipmentInputSchema, request.body ?? {}, 'body');
    return reply.code(201).send(await recordShipment(db, orderNumber, body, deps.storeOrigins));
  });

  scope.post('/orders/:orderNumber/delivered', async (request) => {
    const { orderNumber } = parseInput(operatorOrderParamsSchema, request.params, 'path');
    return markDelivered(db, orderNumber);
  });
};
