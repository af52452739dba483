import { embeddedServices, platformUrl, systemUrls, type Env } from '@store/config';
import {
  aliveReport,
  HEALTH_HEADERS,
  httpCheck,
  reachableCheck,
  reportStatus,
  runChecks,
  type ReadinessCheck,
} from '@store/service-runtime/health';

/**
 * The console's `/health` (alive) and `/ready` (the systems it calls answer: commerce's operator
 * API and the identity service's staff realm, on the platform or where their base URLs point), the
 * JSON every process of the store answers (docs/deploy.md).
 */

export function consoleReadinessChecks(env: Env): Record<string, ReadinessCheck> {
  const embedded = embeddedServices(env);
  const urls = systemUrls(env);
  const checks: Record<string, ReadinessCheck> = {};
  if (embedded.commerce || embedded.identity) checks.platform = httpCheck(`${platformUrl(env)}/health`);
  if (!embedded.commerce) checks.commerce = reachableCheck(urls.commerce);
  if (!embedded.identity) checks.identity = reachableCheck(urls.identity);
  return checks;
}

export function healthResponse(): Response {
  return Response.json(aliveReport(), { headers: HEALTH_HEADERS });
}

export async function readyResponse(env: Env): Promise<Response> {
  const report = await runChecks(consoleReadinessChecks(env));
  return Response.json(report, { status: reportStatus(report), headers: HEALTH_HEADERS });
}
