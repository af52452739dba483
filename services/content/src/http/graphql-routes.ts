import type { FastifyInstance } from 'fastify';
import type { LoadFile } from '../content/file-cache.ts';
import { GRAPHQL_BASE, parsePersistedQuery, pdpProgramAnswer } from '../content/persisted-queries.ts';
import { JSON_TYPE, sendContent } from './send-content.ts';

/** The persisted GraphQL queries, read from the raw URL (see parsePersistedQuery). */
export function registerGraphqlRoutes(app: FastifyInstance, load: LoadFile): void {
  app.get(`${GRAPHQL_BASE}*`, async (request, reply) => {
    const answer = await pdpProgramAnswer(parsePersistedQuery(request.raw.url ?? ''), load);
    return sendContent(request, reply, answer, JSON_TYPE);
  });
}
