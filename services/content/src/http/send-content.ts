import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '@store/service-runtime';
import type { Rendered } from '../content/file-cache.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Content with its tag and cache policy; 304 without a body when the caller already has this version. */
export function sendContent(
  request: FastifyRequest,
  reply: FastifyReply,
  content: Rendered,
  contentType: string,
): FastifyReply {
  reply.header('etag', content.etag).header('cache-control', CACHE_CONTROL);
  if (etagMatches(request.headers['if-none-match'], content.etag)) {
    return reply.code(304).send();
  }
  return reply.code(200).header('content-type', contentType).send(content.body);
}
