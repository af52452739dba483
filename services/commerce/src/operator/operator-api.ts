import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDemo, type Env } from '@store/config';
import { ProblemError, parseInput } from '@store/service-runtime';
import { askIdentity } from '../customers/identity-unavailable.ts';
import { sameSecret } from '../http/site-context.ts';
import { mayCall, type StaffActor } from '../staff/staff-actor.ts';
import type { StaffTokens } from '../staff/staff-tokens.ts';
import type { OperatorFile, OperatorInput, OperatorOperation, OperatorRoute } from './operator-operation.ts';
import {
  OPERATOR_OPERATIONS,
  OPERATOR_ROUTE_GROUPS,
  OPERATOR_ROUTES,
  type OperatorDeps,
} from './operator-routes.ts';

/**
 * The operator API (docs/operations.md): what the operations console and the storefront's support
 * pages call. Its credential is a staff token (`Authorization: Bearer`), which the identity service's
 * staff realm gives at sign-in; each operation names the roles that may call it. The operator key
 * (`x-operator-key`) stays for server-to-server jobs only: it acts as the system, with every role,
 * and its actions are audited as `system`.
 */

export const OPERATOR_PATH = '/operator';
export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** OPERATOR_API_KEY, else in the embedded demo one derived from the platform key; otherwise none. */
export function operatorApiKey(env: Env): string | undefined {
  if (env.OPERATOR_API_KEY) return env.OPERATOR_API_KEY;
  if (!isDemo(env) || !env.COMMERCE_API_KEY) return undefined;
  return createHmac('sha256', env.COMMERCE_API_KEY).update('operator-api').digest('base64url');
}

const SIGN_IN =
  'Sign in to the operations console and send its staff token as `Authorization: Bearer <token>`.';

async function callerOf(
  request: FastifyRequest,
  key: string | undefined,
  tokens: StaffTokens,
): Promise<StaffActor> {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^bearer\s+/i.test(authorization)) {
    const token = authorization.replace(/^bearer\s+/i, '').trim();
    const resolved = await askIdentity(tokens.resolve(token), 'Staff calls wait for it.');
    if (resolved.kind === 'invalid') {
      throw new ProblemError(401, `The staff token is not valid or has expired. ${SIGN_IN}`);
    }
    return resolved.actor;
  }
  const given = request.headers[OPERATOR_KEY_HEADER];
  if (typeof given === 'string') {
    if (key && sameSecret(given, key)) return { kind: 'system' };
    throw new ProblemError(
      401,
      `The ${OPERATOR_KEY_HEADER} header does not hold the operator key. ${SIGN_IN}`,
    );
  }
  throw new ProblemError(401, SIGN_IN);
}

const ROLE_LIST = new Intl.ListFormat('en', { type: 'disjunction' });

function checkRoles(actor: StaffActor, operation: Pick<OperatorOperation, 'roles' | 'summary'>): void {
  if (mayCall(actor, operation.roles)) return;
  const needed = ROLE_LIST.format([...operation.roles, 'administrator']);
  const held = actor.kind === 'staff' && actor.roles.length > 0 ? actor.roles.join(', ') : 'no role';
  throw new ProblemError(403, `“${operation.summary}” needs the ${needed} role; you have ${held}.`);
}

function sendFile(reply: FastifyReply, file: OperatorFile) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="document"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.bytes));
}

function registerOperations(
  scope: FastifyInstance,
  deps: OperatorDeps,
  actors: WeakMap<FastifyRequest, StaffActor>,
) {
  const handled = new Set<string>();
  for (const group of OPERATOR_ROUTE_GROUPS) {
    const route: OperatorRoute = (operation, handler) => {
      if (!group.operations.includes(operation)) {
        throw new Error(`operator operation ${operation.id} is registered by a group that does not list it`);
      }
      if (handled.has(operation.id)) throw new Error(`operator operation ${operation.id} has two handlers`);
      handled.add(operation.id);
      const { bodyLimit }: OperatorOperation = operation;
      scope.route({
        method: operation.method,
        url: operation.path,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        handler: async (request, reply) => {
          const staff = actors.get(request);
          if (!staff) throw new ProblemError(401, SIGN_IN);
          checkRoles(staff, operation);
          const input = {
            params: parseInput(operation.params, request.params, 'path'),
            query: parseInput(operation.query, request.query ?? {}, 'query'),
            body: parseInput(operation.body, request.body, 'body'),
            staff,
            requestId: request.id,
          } as OperatorInput<typeof operation>;
          const answer: unknown = await handler(input);
          if (operation.success.file) return sendFile(reply, answer as OperatorFile);
          if (operation.success.status === 204) return reply.code(204).send();
          return reply.code(operation.success.status).send(answer);
        },
      });
    };
    group.register(route, deps);
  }
  const missing = OPERATOR_OPERATIONS.filter((operation) => !handled.has(operation.id));
  if (missing.length > 0) {
    throw new Error(`operator operations without a handler: ${missing.map((op) => op.id).join(', ')}`);
  }
}

export async function registerOperatorApi(
  app: FastifyInstance,
  deps: OperatorDeps & { staffTokens: StaffTokens },
): Promise<void> {
  const key = operatorApiKey(deps.env);
  const actors = new WeakMap<FastifyRequest, StaffActor>();
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        actors.set(request, await callerOf(request, key, deps.staffTokens));
      });
      registerOperations(scope, deps, actors);
      await scope.register(async (legacy) => {
        legacy.addHook('preHandler', async (request) => {
          const actor = actors.get(request);
          if (!actor) throw new ProblemError(401, SIGN_IN);
          checkRoles(actor, { roles: [], summary: `${request.method} ${request.routeOptions.url ?? ''}` });
        });
        for (const register of OPERATOR_ROUTES) register(legacy, deps);
      });
    },
    { prefix: OPERATOR_PATH },
  );
}
