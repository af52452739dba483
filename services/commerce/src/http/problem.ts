import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LineErrorCode, Problem } from '@store/contracts/commerce';

/** application/problem+json answers (RFC 9457) in the shape of the contract's problemSchema. */

export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

export class ProblemError extends Error {
  override name = 'ProblemError';
  readonly status: number;
  readonly extra: Partial<Problem>;
  /** Response headers the problem needs, such as the WWW-Authenticate of a step-up challenge. */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    detail: string,
    extra: Partial<Problem> = {},
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

/** A refused cart line: the code and limit let the storefront word it in the visitor's language. */
export function lineProblem(status: number, lineError: LineErrorCode, detail: string, limit?: number) {
  return new ProblemError(status, detail, { lineError, ...(limit === undefined ? {} : { limit }) });
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ProblemError) {
  const body: Problem = {
    type: 'about:blank',
    title: STATUS_CODES[error.status] ?? 'Error',
    status: error.status,
    detail: error.message,
    instance: request.url.split('?', 1)[0],
    requestId: request.id,
    ...error.extra,
  };
  return reply
    .code(error.status)
    .headers(error.headers)
    .header('content-type', PROBLEM_TYPE)
    .header('cache-control', 'no-store')
    .send(body);
}

/** Parses input with a zod schema; a failure becomes a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = errors[0];
  const detail = first
    ? `The ${where} is not valid: ${first.path}: ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}.`
    : `The ${where} is not valid.`;
  throw new ProblemError(400, detail, { errors });
}
