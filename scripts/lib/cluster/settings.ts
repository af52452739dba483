import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from '@store/config';

/**
 * `npm run start:cluster`'s own settings (docs/deploy.md), read from the environment beside the
 * store's (packages/config). A bad value stops the start with a message naming the variable.
 */

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'expects a whole number from 1 to 65535' })
    .int('expects a whole number from 1 to 65535')
    .min(1, 'expects a whole number from 1 to 65535')
    .max(65535, 'expects a whole number from 1 to 65535')
    .default(fallback);

/** Two cores run two of each well; more than eight of anything on one machine only measures contention. */
const instances = z.coerce
  .number({ error: 'expects a whole number from 1 to 8' })
  .int('expects a whole number from 1 to 8')
  .min(1, 'expects a whole number from 1 to 8')
  .max(8, 'expects a whole number from 1 to 8')
  .default(2);

const clusterSettingsSchema = z.object({
  CLUSTER_HTTPS_PORT: port(8443),
  CLUSTER_HTTP_PORT: port(8080),
  PLATFORM_PORT: port(4000),
  CLUSTER_PLATFORMS: instances,
  CLUSTER_STOREFRONTS: instances,
  DATA_DIR: z.string().min(1).default('.data/cluster'),
});

export interface ClusterSettings {
  httpsPort: number;
  httpPort: number;
  platformPort: number;
  platformInstances: number;
  storefrontInstances: number;
  dataDir: string;
}

/** Reads the cluster's settings; throws ConfigError naming each bad variable. */
export function clusterSettings(source: Record<string, string | undefined>): ClusterSettings {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = clusterSettingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const ports = {
    CLUSTER_HTTPS_PORT: s.CLUSTER_HTTPS_PORT,
    CLUSTER_HTTP_PORT: s.CLUSTER_HTTP_PORT,
    PLATFORM_PORT: s.PLATFORM_PORT,
  };
  const taken = new Map<number, string>();
  for (const [name, value] of Object.entries(ports)) {
    const other = taken.get(value);
    if (other)
      throw new ConfigError(
        `Invalid configuration:\n  ${name}=${value}: is also ${other}; nginx needs three ports`,
      );
    taken.set(value, name);
  }
  return {
    httpsPort: s.CLUSTER_HTTPS_PORT,
    httpPort: s.CLUSTER_HTTP_PORT,
    platformPort: s.PLATFORM_PORT,
    platformInstances: s.CLUSTER_PLATFORMS,
    storefrontInstances: s.CLUSTER_STOREFRONTS,
    dataDir: s.DATA_DIR,
  };
}

/**
 * The environment the cluster's processes start from: the demo customers on unless DEMO_DATA says
 * otherwise (the README's sign-ins work), and a platform key for the run when none is set, as
 * `npm start` does. The cluster's own PostgreSQL and Redis replace any DATABASE_URL or REDIS_URL.
 */
export function clusterBaseEnv(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = source;
  return {
    ...rest,
    DEMO_DATA: source.DEMO_DATA || '1',
    COMMERCE_API_KEY: source.COMMERCE_API_KEY || randomBytes(24).toString('base64url'),
  };
}
