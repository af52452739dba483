import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDemo, type Env } from '@store/config';
import {
  operatorListQuerySchema,
  qualificationApprovalSchema,
  qualificationParamsSchema,
  qualificationRejectionSchema,
} from '@store/contracts/commerce';
import type { Database } from '@store/database';
import { parseInput, ProblemError } from '@store/service-runtime';
import { sameSecret } from '../http/site-context.ts';
import { decideQualification, operatorQualifications, qualificationDocument } from './qualifications.ts';

/**
 * The operator API (services/commerce/README.md, Qualifications): until the operations screens
 * exist, an operator lists pending submissions, reads their documents and approves or rejects them
 * here. It is called by people and tools of the store's staff, not the storefront, so it carries
 * neither the platform key nor a site: its own key, in x-operator-key, is its credential.
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

/** `filename*` (RFC 6266) keeps any name readable without letting it break the header. */
function attachment(fileName: string): string {
  return `attachment; filename="document"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function registerOperatorApi(
  app: FastifyInstance,
  deps: { database: Database; env: Env },
): Promise<void> {
  const db = deps.database.db;
  const key = operatorApiKey(deps.env);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        checkOperatorKey(request, key);
      });

      scope.get('/qualifications', async (request) => {
        const query = parseInput(operatorListQuerySchema, request.query ?? {}, 'query');
        return { qualifications: await operatorQualifications(db, query.status) };
      });

      scope.get('/qualifications/:id/document', async (request, reply) => {
        const { id } = parseInput(qualificationParamsSchema, request.params, 'path');
        const document = await qualificationDocument(db, id);
        return reply
          .header('content-type', document.contentType)
          .header('content-disposition', attachment(document.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(document.data);
      });

      scope.post('/qualifications/:id/approve', async (request) => {
        const { id } = parseInput(qualificationParamsSchema, request.params, 'path');
        const body = parseInput(qualificationApprovalSchema, request.body, 'body');
        return decideQualification(db, id, { kind: 'approve', ...body });
      });

      scope.post('/qualifications/:id/reject', async (request) => {
        const { id } = parseInput(qualificationParamsSchema, request.params, 'path');
        const body = parseInput(qualificationRejectionSchema, request.body, 'body');
        return decideQualification(db, id, { kind: 'reject', note: body.note });
      });
    },
    { prefix: OPERATOR_PATH },
  );
}
