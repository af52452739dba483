import type { FastifyServerOptions } from 'fastify';
import { problemFrameworkErrors } from './problem.ts';
import { RequestLineLogController } from './request-log.ts';
import { requestId } from './request-id.ts';

/**
 * The Fastify options every service's root instance shares: the caller's request id kept, one
 * debug line per request, and problem+json even for the paths the router refuses before any
 * plugin runs, and time for slow plugins to start. The logger stays the caller's choice (an instance, options or none).
 */
export function serviceServerOptions() {
  return {
    genReqId: requestId,
    logController: new RequestLineLogController(),
    frameworkErrors: problemFrameworkErrors,
    // A service's plugins open the database and seed the demo data before it listens; on a busy
    // machine that outlasts Fastify's 10 s default, and a start that gives up is worse than a slow one.
    pluginTimeout: 120_000,
  } satisfies FastifyServerOptions;
}
