import type { FastifyServerOptions } from 'fastify';
import { problemFrameworkErrors } from './problem.ts';
import { RequestLineLogController } from './request-log.ts';
import { requestId } from './request-id.ts';

/**
 * The Fastify options every service's root instance shares: the caller's request id kept, one
 * debug line per request, and problem+json even for the paths the router refuses before any
 * plugin runs. The logger stays the caller's choice (an instance, options or none).
 */
export function serviceServerOptions() {
  return {
    genReqId: requestId,
    logController: new RequestLineLogController(),
    frameworkErrors: problemFrameworkErrors,
  } satisfies FastifyServerOptions;
}
