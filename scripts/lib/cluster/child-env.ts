/**
 * The environment of each process of the cluster, from the one they all start from. Every process
 * listens on 127.0.0.1 only: nginx is the store's one public face.
 */

export interface SharedSettings {
  httpsPort: number;
  /** nginx's listener in front of the platform instances. */
  platformPort: number;
  databaseUrl: string;
  redisUrl: string;
}

const LOOPBACK_PROXIES = '127.0.0.1,::1';

/**
 * The store's public origins as the identity service and commerce's mail links must know them: the
 * configured ones first (a real domain in front of this machine), then nginx's on this machine.
 */
export function publicOrigins(configured: string | undefined, httpsPort: number): string {
  const origins = (configured ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const own of [`https://localhost:${httpsPort}`, `https://127.0.0.1:${httpsPort}`])
    if (!origins.includes(own)) origins.push(own);
  return origins.join(',');
}

/** What every process shares: the one database and Redis, the public origins, nginx as the trusted proxy. */
function sharedEnv(base: NodeJS.ProcessEnv, shared: SharedSettings): NodeJS.ProcessEnv {
  return {
    ...base,
    HOST: '127.0.0.1',
    DATABASE_URL: shared.databaseUrl,
    REDIS_URL: shared.redisUrl,
    IDENTITY_PUBLIC_ORIGINS: publicOrigins(base.IDENTITY_PUBLIC_ORIGINS, shared.httpsPort),
    TRUSTED_PROXIES: LOOPBACK_PROXIES,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

export function platformEnv(
  base: NodeJS.ProcessEnv,
  shared: SharedSettings,
  instance: { port: number; dataDir: string; revalidateUrl: string },
): NodeJS.ProcessEnv {
  const balancer = `http://127.0.0.1:${shared.platformPort}`;
  return {
    ...sharedEnv(base, shared),
    PLATFORM_PORT: String(instance.port),
    DATA_DIR: instance.dataDir,
    STOREFRONT_REVALIDATE_URL: base.STOREFRONT_REVALIDATE_URL || instance.revalidateUrl,
    // The sandbox writes its hosted card page's address with the origin commerce called it through;
    // through the balancer, that is the platform address the storefronts know and turn into a store path.
    ...(base.STRIPE_SECRET_KEY || base.STRIPE_API_URL ? {} : { STRIPE_API_URL: balancer }),
  };
}

/** `next start` of one storefront instance: its own port and build copy, every system call through the balancer. */
export function storefrontEnv(
  base: NodeJS.ProcessEnv,
  shared: SharedSettings,
  instance: { port: number; distDir: string },
): NodeJS.ProcessEnv {
  return {
    ...sharedEnv(base, shared),
    PORT: String(instance.port),
    PLATFORM_PORT: String(shared.platformPort),
    STOREFRONT_DIST_DIR: instance.distDir,
  };
}

/** The edge in front of one storefront instance, keeping nothing: nginx caches (EDGE_CACHE=0). */
export function edgeEnv(
  base: NodeJS.ProcessEnv,
  shared: SharedSettings,
  instance: { port: number; upstreamUrl: string },
): NodeJS.ProcessEnv {
  return {
    ...sharedEnv(base, shared),
    PORT: String(instance.port),
    PLATFORM_PORT: String(shared.platformPort),
    EDGE_UPSTREAM_URL: instance.upstreamUrl,
    EDGE_CACHE: '0',
  };
}

/** The storefront's build and the operations console see the systems as the storefront instances do. */
export function balancedEnv(base: NodeJS.ProcessEnv, shared: SharedSettings): NodeJS.ProcessEnv {
  return { ...sharedEnv(base, shared), PLATFORM_PORT: String(shared.platformPort) };
}
