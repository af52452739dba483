/**
 * `/health` (the process is alive) and `/ready` (it can serve: what it depends on answers), the same
 * JSON on every process so that nginx's health watcher, the cluster runner and a Kubernetes probe read
 * them alike. Each check gets a short timeout: a probe that hangs is worse than one that says no.
 */

export const CHECK_TIMEOUT_MS = 1000;

/** Resolves when the dependency is usable; throws an error whose message is the reason it is not. */
export type ReadinessCheck = () => Promise<void>;

export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: Record<string, string>;
}

export const HEALTH_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json' };

/** fetch says only "fetch failed"; the cause's code (ECONNREFUSED, ENOTFOUND…) is what an operator needs. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

async function withTimeout(check: ReadinessCheck, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => 'ok', reasonOf), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once; the report is `ok` only when each of them is. */
export async function runChecks(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<HealthReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await withTimeout(check, timeoutMs)] as const),
  );
  return {
    status: entries.every(([, result]) => result === 'ok') ? 'ok' : 'unavailable',
    checks: Object.fromEntries(entries),
  };
}

export const reportStatus = (report: HealthReport) => (report.status === 'ok' ? 200 : 503);

/** The answer of a process that runs at all. */
export const aliveReport = (): HealthReport => ({ status: 'ok', checks: { process: 'ok' } });

/** A check that an HTTP address answers 200 (another process's `/ready` or `/health`). */
export function httpCheck(url: string, headers: Record<string, string> = {}): ReadinessCheck {
  return async () => {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).catch(
      (error: unknown) => {
        throw new Error(`${url} did not answer (${causeOf(error)})`);
      },
    );
    await response.body?.cancel();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
}

/** A check that an address answers HTTP at all, whatever the status: a system elsewhere with no probe of ours. */
export function reachableCheck(url: string): ReadinessCheck {
  return async () => {
    const response = await fetch(url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new Error(`${url} did not answer (${causeOf(error)})`);
    });
    await response.body?.cancel();
  };
}
