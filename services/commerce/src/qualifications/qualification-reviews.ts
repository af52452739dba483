import {
  operatorListQuerySchema,
  qualificationApprovalSchema,
  qualificationParamsSchema,
  qualificationRejectionSchema,
} from '@store/contracts/commerce';
import { parseInput } from '@store/service-runtime';
import type { OperatorRoutes } from '../operator/operator-routes.ts';
import { decideQualification, operatorQualifications, qualificationDocument } from './qualifications.ts';

/** `filename*` (RFC 6266) keeps any name readable without letting it break the header. */
function attachment(fileName: string): string {
  return `attachment; filename="document"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Qualification reviews: list pending submissions, read their documents, approve or reject them. */
export const registerQualificationReviews: OperatorRoutes = (scope, deps) => {
  const db = deps.database.db;
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
};
