import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle wraps a failed query: the query's text, its parameters, the driver's error as cause. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1'), { query: 'select 1', params: [], cause });

describe('isDatabaseUnavailable', () => {
  it('knows a refused or lost connection, a server shutting down or starting, and a connect timeout', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(withCode('terminating connection', '57P01')))).toBe(true);
  });

  it('leaves the request’s and the code’s own errors, and other systems’ outages, to their handlers', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(withCode('syntax error', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('the order has no lines'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    const fetchFailed = new TypeError('fetch failed', {
      cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED'),
    });
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
  });
});
