import type { FastifyInstance } from 'fastify';
import type { Database } from '@store/database';
import { registerQualificationReviews } from '../qualifications/qualification-reviews.ts';

/** What operator routes may use; a domain that needs more adds it here and in app.ts. */
export interface OperatorDeps {
  database: Database;
}

export type OperatorRoutes = (scope: FastifyInstance, deps: OperatorDeps) => void;

/** Every domain's operator routes, registered under /operator behind the operator key. */
export const OPERATOR_ROUTES: readonly OperatorRoutes[] = [registerQualificationReviews];
