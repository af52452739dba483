import { embeddedServices, platformUrl, type Env } from '@store/config';
import { httpCheck, type ReadinessCheck } from '@store/service-runtime/health';
import { redisCheck } from '@store/service-runtime/redis-check';
import { acceptsConnections } from '../../shell/routing/forward-to-system.ts';

/**
 * What this storefront instance needs to serve pages: the systems it calls (the platform, which is
 * alive when its `/health` answers, and each system configured elsewhere, which takes connections)
 * and Redis when the instances share one. A system's own readiness is its own probe's business: a
 * storefront that went unready whenever the database did would take every instance out of the
 * balancer at once, and the pages it can still render with them.
 */

let redis: ReturnType<typeof redisCheck> | undefined;

export function readinessChecks(env: Env): Record<string, ReadinessCheck> {
  const checks: Record<string, ReadinessCheck> = {};
  if (Object.values(embeddedServices(env)).some(Boolean)) {
    checks.platform = httpCheck(`${platformUrl(env)}/health`);
  }
  const external = {
    commerce: env.COMMERCE_BASE_URL,
    identity: env.IDENTITY_BASE_URL,
    content: env.CONTENT_BASE_URL,
    flags: env.FLAGS_BASE_URL,
  };
  for (const [system, base] of Object.entries(external)) {
    if (!base) continue;
    const target = new URL(base);
    checks[system] = async () => {
      if (!(await acceptsConnections(target))) throw new Error(`${target.host} takes no connections`);
    };
  }
  if (env.REDIS_URL) {
    redis ??= redisCheck(env.REDIS_URL);
    checks.redis = redis.check;
  }
  return checks;
}
