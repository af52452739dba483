import { z } from 'zod';
import type { StaffRole } from '@store/contracts/staff';
import type { OperatorPaging } from '@store/contracts/operator-lists';
import type { StaffActor } from '../staff/staff-actor.ts';

/**
 * One operation of the operator API (docs/operations.md): a row with who may call it and the zod
 * schemas of what it reads and answers. The route registration (operator-api.ts) checks the caller's
 * role and parses the input from the row, and the OpenAPI document lists every row under the
 * `Operations` tag, so the roles, the document and the routes cannot drift apart.
 */
export interface OperatorOperation {
  /** The operationId, and the `action` of the audit entries the operation writes. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify syntax (`:orderNumber`), under /operator; the OpenAPI document shows `{orderNumber}`. */
  path: string;
  summary: string;
  description?: string;
  /** Who may call it besides administrators, who may call everything. */
  roles: readonly StaffRole[];
  /** OPERATOR_NO_PARAMS when the path has none. */
  params: z.ZodType;
  /** OPERATOR_NO_QUERY when the operation reads none. */
  query: z.ZodType;
  /** OPERATOR_NO_BODY when the operation reads none. */
  body: z.ZodType;
  /** The largest body in bytes, where it is not the service's JSON limit (an upload). */
  bodyLimit?: number;
  /** `file`: the handler answers a document (OperatorFile) sent as an attachment. */
  success: { status: 200 | 201 | 202 | 204; description: string; schema: z.ZodType; file?: true };
  /** Problem statuses beyond 400, 401 and 403, which every operator call may answer. */
  problems?: Partial<Record<404 | 409 | 410 | 422 | 502 | 503, string>>;
}

export const OPERATOR_NO_PARAMS = z.object({}).strict();
export const OPERATOR_NO_QUERY = z.object({}).strict();
export const OPERATOR_NO_BODY = z.unknown().transform(() => undefined);
/** The answer of an operation that answers 204. */
export const OPERATOR_NO_CONTENT = z.undefined();

/** What a `file` operation's handler returns. */
export interface OperatorFile {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
}
export const operatorFileSchema = z.custom<OperatorFile>();

/** Keeps the row's literal types, so that a handler's input is typed by its row. */
export function operatorOperation<const O extends OperatorOperation>(operation: O): O {
  return operation;
}

export interface OperatorInput<O extends OperatorOperation> {
  params: z.output<O['params']>;
  query: z.output<O['query']>;
  body: z.output<O['body']>;
  /** The signed-in staff member, or the system for the operator key of server-to-server jobs. */
  staff: StaffActor;
  requestId: string;
}

export type OperatorAnswer<O extends OperatorOperation> = O['success'] extends { file: true }
  ? OperatorFile
  : z.input<O['success']['schema']>;

export type OperatorHandler<O extends OperatorOperation> = (
  input: OperatorInput<O>,
) => Promise<OperatorAnswer<O>>;

export type OperatorRoute = <O extends OperatorOperation>(operation: O, handler: OperatorHandler<O>) => void;

export {
  operatorListSchema,
  operatorPagingSchema,
  type OperatorPaging,
} from '@store/contracts/operator-lists';

/** The offset of a page, for SQL. */
export function pageOffset(paging: OperatorPaging): number {
  return (paging.page - 1) * paging.perPage;
}
