export { clientAddressOf, type ClientAddressOf } from './client-address.ts';
export {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_DETAIL,
  isDatabaseUnavailable,
} from './database-unavailable.ts';
export { etagMatches } from './etag.ts';
export { createLogger, logFormat, loggerOptions, type LogSettings } from './logger.ts';
export {
  PROBLEM_CONTENT_TYPE,
  ProblemError,
  installProblemHandlers,
  parseInput,
  problemFrameworkErrors,
  problemJson,
  sendProblem,
  type ProblemHandlerOptions,
} from './problem.ts';
export { RECAPTCHA_SITE_KEY, verifyRecaptcha } from './recaptcha.ts';
export { RequestLineLogController } from './request-log.ts';
export { REQUEST_ID_HEADER, requestId } from './request-id.ts';
export { serviceServerOptions } from './server-options.ts';
export { loadEnvOrExit, servable, serveUntilSignal, type Servable } from './serve.ts';
export {
  RedisWindowCounter,
  WindowCounter,
  type RedisWindowCounterOptions,
  type SlidingWindowCounter,
  type WindowCounterOptions,
  type WindowDecision,
} from './window-counter.ts';
