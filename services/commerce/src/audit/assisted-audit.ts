import { z } from 'zod';
import { assistedCall, type SignInDeps } from '../customers/signed-in-customer.ts';
import type { CustomerChangeHook } from '../http/route-builder.ts';
import { recordAudit, type AuditEntry } from './audit-log.ts';

/**
 * The audit of assisted sessions (docs/operations.md): every call that changes something with a
 * token issued in an assisted session is written to the audit log as the agent's action for the
 * customer. One hook for every customer operation, so a new operation cannot forget it.
 */

const orderParamsSchema = z.object({ orderNumber: z.string() });
const orderAnswerSchema = z.object({
  order: z.object({ number: z.string(), status: z.string(), total: z.number(), currency: z.string() }),
});
const paramsSchema = z.record(z.string(), z.string());

/** Path parameters that are credentials themselves (an invitation's token) are left out of the log. */
const SECRET_PARAMS = new Set(['token']);

/** The order the call concerns (named in the path, or the one it placed), else the customer. */
function subjectOf(
  params: unknown,
  answer: unknown,
  customerId: string,
): Pick<AuditEntry, 'subjectType' | 'subjectId'> {
  const placed = orderAnswerSchema.safeParse(answer);
  if (placed.success) return { subjectType: 'order', subjectId: placed.data.order.number };
  const named = orderParamsSchema.safeParse(params);
  if (named.success) return { subjectType: 'order', subjectId: named.data.orderNumber };
  return { subjectType: 'customer', subjectId: customerId };
}

/** What the call did, without its body: bodies carry what an audit must not keep (codes, tokens). */
function summaryOf(operationId: string, params: unknown, answer: unknown, customerId: string) {
  const parsed = paramsSchema.safeParse(params);
  const shown = parsed.success
    ? Object.fromEntries(Object.entries(parsed.data).filter(([name]) => !SECRET_PARAMS.has(name)))
    : {};
  const placed = orderAnswerSchema.safeParse(answer);
  return {
    operation: operationId,
    customerId,
    params: shown,
    ...(placed.success ? { order: placed.data.order } : {}),
  };
}

export function assistedAudit(deps: SignInDeps): CustomerChangeHook {
  return async ({ op, context, requestId }) => {
    const call = await assistedCall(deps, context).catch(() => undefined);
    // A token identity refuses or cannot judge is the handler's to answer; it acts for no agent.
    if (!call) return undefined;
    const { customerId, actor } = call;
    return async ({ params, answer }) =>
      recordAudit(
        deps.database.db,
        { kind: 'assisted', staffId: actor.sub, name: actor.name, customerId },
        {
          action: op.id,
          ...subjectOf(params, answer, customerId),
          after: summaryOf(op.id, params, answer, customerId),
          requestId,
        },
      );
  };
}
