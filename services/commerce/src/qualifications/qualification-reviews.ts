import { z } from 'zod';
import {
  operatorListQuerySchema,
  operatorQualificationListSchema,
  qualificationApprovalSchema,
  qualificationParamsSchema,
  qualificationRejectionSchema,
  qualificationSchema,
} from '@store/contracts/commerce';
import {
  OPERATOR_NO_BODY,
  OPERATOR_NO_PARAMS,
  OPERATOR_NO_QUERY,
  operatorOperation,
} from '../operator/operator-operation.ts';
import type { OperatorRouteGroup } from '../operator/operator-routes.ts';
import { decideQualification, operatorQualifications, qualificationDocument } from './qualifications.ts';

/** Qualification reviews: the queue of submissions, their documents, and the reviewer's decision. */

const REVIEWERS = ['qualification-reviewer'] as const;
const UNKNOWN = { 404: 'There is no qualification with that id.' };
const DECIDED = { ...UNKNOWN, 409: 'The qualification was already decided; only a pending one can be.' };

export const listQualifications = operatorOperation({
  id: 'listQualificationSubmissions',
  method: 'GET',
  path: '/qualifications',
  summary: 'List qualification submissions',
  description:
    'The submissions in one status (pending by default) on every site or one, oldest first, with the customer’s id, name, email and site; `q` matches the name or email.',
  roles: [...REVIEWERS, 'support-agent'],
  params: OPERATOR_NO_PARAMS,
  query: operatorListQuerySchema,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'One page of submissions.', schema: operatorQualificationListSchema },
});

export const readQualificationDocument = operatorOperation({
  id: 'readQualificationDocument',
  method: 'GET',
  path: '/qualifications/:id/document',
  summary: 'Read a qualification’s document',
  description:
    'The document as an attachment with its type, never rendered in place (`nosniff`, a sandboxing CSP).',
  roles: REVIEWERS,
  params: qualificationParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: OPERATOR_NO_BODY,
  success: { status: 200, description: 'The document.', schema: z.unknown(), file: true },
  problems: UNKNOWN,
});

export const approveQualification = operatorOperation({
  id: 'approveQualification',
  method: 'POST',
  path: '/qualifications/:id/approve',
  summary: 'Approve a qualification',
  description:
    'A level of the site’s scheme that needs evidence, and an expiry day from today on; the customer is mailed.',
  roles: REVIEWERS,
  params: qualificationParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: qualificationApprovalSchema,
  success: { status: 200, description: 'The approved record.', schema: qualificationSchema },
  problems: { ...DECIDED, 422: 'The expiry day has passed.' },
});

export const rejectQualification = operatorOperation({
  id: 'rejectQualification',
  method: 'POST',
  path: '/qualifications/:id/reject',
  summary: 'Reject a qualification',
  description: 'The note tells the customer why; the customer is mailed.',
  roles: REVIEWERS,
  params: qualificationParamsSchema,
  query: OPERATOR_NO_QUERY,
  body: qualificationRejectionSchema,
  success: { status: 200, description: 'The rejected record.', schema: qualificationSchema },
  problems: DECIDED,
});

export const qualificationReviews: OperatorRouteGroup = {
  operations: [listQualifications, readQualificationDocument, approveQualification, rejectQualification],
  register(route, deps) {
    const db = deps.database.db;
    route(listQualifications, async ({ query }) => operatorQualifications(db, query));
    route(readQualificationDocument, async ({ params }) => {
      const document = await qualificationDocument(db, params.id);
      return { bytes: document.data, contentType: document.contentType, filename: document.fileName };
    });
    route(approveQualification, async ({ params, body, staff, requestId }) =>
      decideQualification(
        db,
        params.id,
        { kind: 'approve', ...body },
        { actor: staff, requestId },
        deps.storeOrigins,
      ),
    );
    route(rejectQualification, async ({ params, body, staff, requestId }) =>
      decideQualification(
        db,
        params.id,
        { kind: 'reject', note: body.note },
        { actor: staff, requestId },
        deps.storeOrigins,
      ),
    );
  },
};
