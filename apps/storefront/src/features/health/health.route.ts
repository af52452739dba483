import { aliveReport, HEALTH_HEADERS, reportStatus, runChecks } from '@store/service-runtime/health';
import { serverEnv } from '../../config/server-env.ts';
import { readinessChecks } from './readiness-checks.ts';

/**
 * GET /health (the process answers) and GET /ready (it can serve: readiness-checks.ts), the JSON
 * every process of the store answers (docs/deploy.md). The edge in front answers both paths itself,
 * its `/ready` asking this one; these answer whoever reaches `next start` directly.
 */

export function healthRoute(): Response {
  return Response.json(aliveReport(), { headers: HEALTH_HEADERS });
}

export async function readyRoute(): Promise<Response> {
  const report = await runChecks(readinessChecks(serverEnv()));
  return Response.json(report, { status: reportStatus(report), headers: HEALTH_HEADERS });
}
