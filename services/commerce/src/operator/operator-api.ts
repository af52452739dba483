import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDemo, type Env } from '@store/config';
import { ProblemError } from '@store/service-runtime';
import { sameSecret } from '../http/site-context.ts';
import { OPERATOR_ROUTES, type OperatorDeps } from './operator-routes.ts';

/**
 * The operator API (services/commerce/README.md, Operator API): until the operations screens exist,
 * the store's staff review qualifications and orders here. It is called by people and tools of the
 * store's staff, not the storefront, so it carries neither the platform key nor a site: its own key,
 * in x-operator-key, is its credential. Each domain adds its routes in operator-routes.ts.
 */

export const OPERATOR_PATH = '/operator';
export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** OPERATOR_API_KEY, else in the embedded demo one derived from the platform key; otherwise none. */
export function operatorApiKey(env: Env): string | undefined {
  if (env.OPERATOR_API_KEY) return env.OPERATOR_API_KEY;
  if (!isDemo(env) || !env.COMMERCE_API_KEY) return undefined;
  return createHmac('sha256', env.COMMERCE_API_KEY).update('operator-api').digest('base64url');
}

function checkOperatorKey(request: FastifyRequest, key: string | undefined): void {
  if (!key) {
    throw new ProblemError(401, 'The operator API is off: set OPERATOR_API_KEY to use it.');
  }
  const given = request.headers[OPERATOR_KEY_HEADER];
  if (typeof given !== 'string' || !sameSecret(given, key)) {
    throw new ProblemError(401, `Send the operator key in the ${OPERATOR_KEY_HEADER} header.`);
  }
}

export async function registerOperatorApi(
  app: FastifyInstance,
  deps: OperatorDeps & { env: Env },
): Promise<void> {
  const key = operatorApiKey(deps.env);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        checkOperatorKey(request, key);
      });
      for (const register of OPERATOR_ROUTES) register(scope, deps);
    },
    { prefix: OPERATOR_PATH },
  );
}
