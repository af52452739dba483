import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMMERCE_HEADERS } from '@store/contracts/commerce';
import { identityPaths, stepUpChallenge, TRANSACTION_CONDITION_ADVICE } from '@store/contracts/identity';
import { AmError } from './errors.ts';
import type { IdentityContext } from '../context.ts';
import { consumeTransaction, createTransaction, findOpenTransaction } from './transactions.ts';
import { findUserById } from '../users/users.ts';

/**
 * The step-up API other services call (README, Step-up): create a transaction for a user, answer
 * the protected call with its advice, and on the retried call (header X-TxID) consume it. Only
 * services may call it: they send the platform key (x-api-key = COMMERCE_API_KEY), which a
 * browser never holds, so nobody can mint or consume a transaction for a customer from outside.
 */

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses a caller without the platform key; digests keep the comparison constant-time. */
function requireService(request: FastifyRequest, serviceKey: string | undefined): void {
  if (!serviceKey) {
    throw new AmError(
      503,
      'The transaction API is closed: this identity server has no COMMERCE_API_KEY to recognise services by.',
    );
  }
  const given = request.headers[COMMERCE_HEADERS.apiKey];
  if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(serviceKey))) {
    throw new AmError(
      401,
      `Only services may call the transaction API; send the platform key in ${COMMERCE_HEADERS.apiKey}.`,
    );
  }
}

const createBody = z.object({
  userId: z.uuid('userId must be a user id (uuid)'),
  description: z.string().trim().min(1).max(200).default('Confirm this action'),
});
const consumeBody = z.object({ userId: z.uuid('userId must be a user id (uuid)') });
const actionQuery = z.object({ _action: z.literal('consume', { error: '_action must be consume' }) });
const idParams = z.object({ id: z.uuid('the transaction id is a uuid') });

export async function transactionRoutes(app: FastifyInstance, context: IdentityContext): Promise<void> {
  const { transactions } = identityPaths();
  // Checked before the body is read: an outsider's call costs no parsing.
  const servicesOnly = {
    onRequest: async (request: FastifyRequest) => requireService(request, context.env.COMMERCE_API_KEY),
  };

  app.post(transactions, servicesOnly, async (request, reply) => {
    const body = createBody.safeParse(request.body ?? {});
    if (!body.success) throw new AmError(400, body.error.issues.map((i) => i.message).join('; '));
    if (!(await findUserById(context.db, body.data.userId))) throw new AmError(404, 'No user has that id.');
    const transaction = await createTransaction(context.db, body.data.userId, body.data.description);
    return reply.code(201).send({
      id: transaction.id,
      status: transaction.status,
      expiresAt: transaction.expiresAt.toISOString(),
      advices: { [TRANSACTION_CONDITION_ADVICE]: [transaction.id] },
      wwwAuthenticate: stepUpChallenge(transaction.id),
    });
  });

  app.get(`${transactions}/:id`, servicesOnly, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) throw new AmError(400, 'The transaction id is a uuid.');
    const transaction = await findOpenTransaction(context.db, params.data.id);
    if (!transaction) throw new AmError(404, 'No open transaction has that id.');
    return reply.send({
      id: transaction.id,
      userId: transaction.userId,
      status: transaction.status,
      expiresAt: transaction.expiresAt.toISOString(),
    });
  });

  app.post(`${transactions}/:id`, servicesOnly, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const query = actionQuery.safeParse(request.query);
    const body = consumeBody.safeParse(request.body ?? {});
    if (!params.success || !query.success || !body.success) {
      throw new AmError(400, 'Consume with POST {transactions}/{id}?_action=consume and {"userId": "…"}.');
    }
    if (!(await consumeTransaction(context.db, params.data.id, body.data.userId))) {
      throw new AmError(409, 'This transaction is not confirmed for that user, or was already used.');
    }
    return reply.send({ id: params.data.id, status: 'consumed' });
  });
}
