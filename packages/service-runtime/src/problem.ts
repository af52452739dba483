import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { z } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_DETAIL,
  isDatabaseUnavailable,
} from './database-unavailable.ts';

/**
 * application/problem+json answers (RFC 9457), one shape for every service: type, title (the
 * status's reason phrase), status, detail, instance (the path without its query), requestId, and
 * any extension members.
 */

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export class ProblemError extends Error {
  override name = 'ProblemError';
  readonly status: number;
  /** Extension members, such as the `errors` of an invalid input. */
  readonly extra: Record<string, unknown>;
  /** Response headers the problem needs, such as the WWW-Authenticate of a step-up challenge. */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    detail: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

/** The problem body as JSON text; also used outside Fastify (the edge cache's plain node:http server). */
export function problemJson(
  status: number,
  detail: string,
  instance: string,
  requestId: string | undefined,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    instance,
    ...(requestId === undefined ? {} : { requestId }),
    ...extra,
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ProblemError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .header('content-type', PROBLEM_CONTENT_TYPE)
    .header('cache-control', 'no-store')
    .send(problemJson(error.status, error.message, pathOf(request), request.id, error.extra));
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

export interface ProblemHandlerOptions {
  /** The detail of a 404 for a path no route answers; by default it names the method and path. */
  notFoundDetail?: (request: FastifyRequest) => string;
}

const defaultNotFoundDetail = (request: FastifyRequest) =>
  `Nothing is served at ${request.method} ${pathOf(request)}.`;

const sizeOf = (bytes: number) => (bytes >= 1024 ? `${Math.floor(bytes / 1024)} KB` : `${bytes} bytes`);

/** What a person can do about each of Fastify's own client errors; others keep Fastify's message. */
function fastifyDetail(code: string | undefined, request: FastifyRequest): string | undefined {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The body is not valid JSON; check its quoting, commas and brackets.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The body is empty although its content type is application/json; send a JSON body.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The body is larger than the ${sizeOf(request.routeOptions.bodyLimit)} this address accepts; send fewer items or shorter texts.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = request.headers['content-type'];
      return `${type ? `A body of type ${type}` : 'A body without a content type'} is not accepted here; send it as application/json.`;
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The body is not as long as its Content-Length header says.';
    case 'FST_ERR_BAD_URL':
      return 'The request path is not correctly percent-encoded.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A segment of the request path is too long.';
    default:
      return undefined;
  }
}

/** The problem for any error a handler, hook or Fastify itself raised. */
function problemFor(
  error: unknown,
  request: FastifyRequest,
  notFoundDetail: (request: FastifyRequest) => string,
): ProblemError {
  if (error instanceof ProblemError) return error;
  if (isDatabaseUnavailable(error)) {
    return new ProblemError(
      503,
      DATABASE_UNAVAILABLE_DETAIL,
      {},
      { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  const status = clientErrorStatus(error);
  if (!(error instanceof Error) || status === undefined) {
    return new ProblemError(500, `The request failed; the service's log names request ${request.id}.`);
  }
  if (status === 404) return new ProblemError(404, notFoundDetail(request));
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return new ProblemError(status, fastifyDetail(code, request) ?? error.message);
}

/** Fastify's own errors carry a 4xx statusCode; anything else is the service's own failure. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * setNotFoundHandler and setErrorHandler on the given instance or plugin scope: a ProblemError
 * answers as itself, Fastify's own 4xx as a problem with that status, an unreachable database as a
 * 503 with Retry-After, anything else as a 500 whose detail leaks nothing and whose error is logged
 * with the request id.
 */
export function installProblemHandlers(app: FastifyInstance, options: ProblemHandlerOptions = {}): void {
  const notFoundDetail = options.notFoundDetail ?? defaultNotFoundDetail;
  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, new ProblemError(404, notFoundDetail(request))),
  );
  app.setErrorHandler((error, request, reply) => {
    const problem = problemFor(error, request, notFoundDetail);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(request, reply, problem);
  });
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a malformed or over-long path before any
 * plugin (and so any error handler) runs, so without this those answers would be plain JSON.
 */
export const problemFrameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  void sendProblem(request, reply, problemFor(error, request, defaultNotFoundDetail));
};
