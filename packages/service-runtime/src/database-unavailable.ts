/**
 * Whether an error means the database cannot be reached right now (refused, shutting down, a
 * connection lost), rather than that the request or the code is wrong: such a request is answered
 * 503 with Retry-After, and the next one tries again, since the pool opens new connections.
 */

export const DATABASE_UNAVAILABLE_DETAIL = "The store's database is unavailable; try again in a moment.";

/** Seconds a client is asked to wait; PostgreSQL restarts within a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Errors of the network, as Node names them, when the database's address does not answer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL's SQLSTATEs for a server that is shutting down, starting, full, or whose connection failed (class 08). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when a connection is lost or cannot be made in time. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (CONNECTION_MESSAGES.test(error.message)) return true;
  // Drizzle wraps a failed query (it keeps the query's text); only its cause is looked into, so that
  // another system's refused connection (a fetch's cause, say) is not taken for the database's.
  return 'query' in error && typeof error.query === 'string' && isDatabaseUnavailable(error.cause);
}
