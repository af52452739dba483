import type { FastifyRequest } from 'fastify';
import { TRANSACTION_ID_HEADER } from '@store/contracts/identity';
import { ProblemError } from '@store/service-runtime';
import { askIdentity } from './identity-unavailable.ts';
import type { StepUp } from './step-up.ts';

/**
 * The guard of every change that needs step-up (requirements §4): a call without a transaction the
 * customer completed gets a fresh challenge in a 401; one with it consumes it, so one step-up lets
 * exactly one change through. The caller checks the body first, so nobody confirms their password
 * for a change that would be refused anyway, and writes only once this returns.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STEP_UP_WAITS = 'The change cannot be confirmed until it answers; try again shortly.';

export interface StepUpRequest {
  stepUp: StepUp;
  userId: string;
  headers: FastifyRequest['headers'];
  /** What the customer is asked to confirm in the StepUp tree (its description). */
  description: string;
  /** The change, as the start of a sentence: "Changing the order confirmation email". */
  change: string;
}

export async function requireStepUp({
  stepUp,
  userId,
  headers,
  description,
  change,
}: StepUpRequest): Promise<void> {
  const transactionId = headers[TRANSACTION_ID_HEADER];
  if (transactionId !== undefined && (typeof transactionId !== 'string' || !UUID.test(transactionId))) {
    throw new ProblemError(
      400,
      `The ${TRANSACTION_ID_HEADER} header must be one transaction id (a UUID) from the step-up advice.`,
      { errors: [{ path: `header.${TRANSACTION_ID_HEADER}`, message: 'expects a UUID' }] },
    );
  }
  const confirmed =
    transactionId !== undefined && (await askIdentity(stepUp.consume(transactionId, userId), STEP_UP_WAITS));
  if (confirmed) return;
  const challenge = await askIdentity(stepUp.challenge(userId, description), STEP_UP_WAITS);
  throw new ProblemError(
    401,
    transactionId === undefined
      ? `${change} needs you to confirm it is you: complete the step-up in WWW-Authenticate, then send the change again with its transaction id in x-txid.`
      : 'That confirmation is unknown, not yours, expired or already used: complete the new step-up in WWW-Authenticate and send the change again.',
    {},
    { 'www-authenticate': challenge },
  );
}
