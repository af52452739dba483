import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's `logController`: instead of an info line when a request arrives and another when it
 * completes, one debug line per completed request (method, path without the query, status,
 * duration; the request id comes with the request's logger). Failed requests keep Fastify's
 * error line.
 */
export class RequestLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const path = request.url.split('?', 1)[0] ?? '';
    const durationMs = Math.round(reply.elapsedTime * 10) / 10;
    request.log.debug(
      { http: { method: request.method, path, status: reply.statusCode, durationMs } },
      `${request.method} ${path} ${reply.statusCode} ${durationMs} ms`,
    );
  }
}
