import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { etagMatches, parseInput } from '@store/service-runtime';
import {
  fileAnswerSchema,
  imageAnswerSchema,
  operation,
  OPERATIONS,
  type Operation,
  type OperationId,
  type OperationOf,
  type OperationTag,
} from './operations.ts';
import type { SiteContext } from './site-context.ts';

/**
 * Registers the handlers of the operation table. A handler gets its operation's parsed params,
 * query and body and returns its answer; how the answer is sent (status, caching) is the table's.
 */

export interface HandlerInput<Op extends Operation> {
  params: z.output<Op['params']>;
  query: z.output<Op['query']>;
  /** Undefined when the body is optional and was left out. */
  body: z.output<Op['body']>;
  context: SiteContext;
  /** For headers an operation reads beyond the site context (x-txid). */
  headers: FastifyRequest['headers'];
  /** The connection's address: with X-Forwarded-For, who a per-client limit counts. */
  peer: string | undefined;
}

export type Handler<Id extends OperationId> = (
  input: HandlerInput<OperationOf<Id>>,
) => Promise<z.input<OperationOf<Id>['success']['schema']>>;

export type Route = <Id extends OperationId>(id: Id, handler: Handler<Id>) => void;

/** The handlers of the operations with the given tags, each written next to its domain module. */
export interface RouteGroup<Deps> {
  tags: readonly OperationTag[];
  register(route: Route, deps: Deps): void;
}

/**
 * Asked before each call that may change something with a customer's token, while the token is still
 * the caller's (a logout forgets it); what it answers is told the change once the handler answered,
 * before the answer is sent. Where the assisted sessions' audit is written, once for every operation.
 */
export type CustomerChangeHook = (call: {
  op: Operation;
  context: SiteContext;
  requestId: string;
}) => Promise<((change: { params: unknown; answer: unknown }) => Promise<void>) | undefined>;

/** Path first, then query, then body: the first part that is not valid answers the 400. */
function parsed<Op extends Operation>(
  op: Op,
  request: FastifyRequest,
): Pick<HandlerInput<Op>, 'params' | 'query' | 'body'> {
  return {
    params: parseInput<Op['params']>(op.params, request.params, 'path'),
    query: parseInput<Op['query']>(op.query, request.query ?? {}, 'query'),
    body: parseInput<Op['body']>(op.body, request.body, 'body'),
  };
}

/** A product image's address names its bytes (a hash of its source): cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(op: Operation, request: FastifyRequest, reply: FastifyReply, answer: unknown) {
  if (op.success.file === 'image') {
    const { bytes, contentType } = imageAnswerSchema.parse(answer);
    return reply
      .code(op.success.status)
      .header('content-type', contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }
  if (op.success.file) {
    const { bytes, filename } = fileAnswerSchema.parse(answer);
    return reply
      .code(op.success.status)
      .header('content-type', op.success.file)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }
  if (op.caching === 'no-store') {
    return reply.code(op.success.status).header('cache-control', 'no-store').send(answer);
  }
  const text = JSON.stringify(answer);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(op.success.status).header('content-type', 'application/json; charset=utf-8').send(text);
}

/**
 * Registers every group's handlers. Each operation of the table must have exactly one handler, in
 * the group of its tag, or the service does not start.
 */
export function registerRouteGroups<Deps>(
  app: FastifyInstance,
  groups: readonly RouteGroup<Deps>[],
  deps: Deps,
  contextOf: (request: FastifyRequest) => SiteContext,
  onCustomerChange?: CustomerChangeHook,
): void {
  const handled = new Set<string>();
  for (const group of groups) {
    const route = <Id extends OperationId>(id: Id, handler: Handler<Id>) => {
      const op = operation(id);
      const { bodyLimit, customerToken }: Operation = op;
      if (!group.tags.includes(op.tag)) {
        throw new Error(`operation ${id} (${op.tag}) is registered by the group of ${group.tags.join(', ')}`);
      }
      if (handled.has(id)) throw new Error(`operation ${id} has two handlers`);
      handled.add(id);
      app.route({
        method: op.method,
        url: op.path,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        handler: async (request, reply) => {
          const input: HandlerInput<OperationOf<Id>> = {
            ...parsed(op, request),
            context: contextOf(request),
            headers: request.headers,
            peer: request.socket.remoteAddress,
          };
          const changed =
            onCustomerChange && customerToken && op.method !== 'GET'
              ? await onCustomerChange({ op, context: input.context, requestId: request.id })
              : undefined;
          const answer = await handler(input);
          await changed?.({ params: input.params, answer });
          return send(op, request, reply, answer);
        },
      });
    };
    group.register(route, deps);
  }
  const missing = OPERATIONS.filter((op) => !handled.has(op.id));
  if (missing.length > 0) {
    throw new Error(`operations without a handler: ${missing.map((op) => op.id).join(', ')}`);
  }
}
