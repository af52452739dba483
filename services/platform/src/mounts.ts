import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { embeddedServices, type Env } from '@store/config';

/**
 * Which embedded service lives under which prefix. A service is mounted only when no external
 * base URL replaces it (embeddedServices), and its module is imported only then, so a service
 * that runs elsewhere costs this process nothing (the commerce service will bring a database).
 */

export type ServiceName = keyof ReturnType<typeof embeddedServices>;

export interface Mount {
  /** Path prefix under which the storefront (systemUrls) expects the service. */
  prefix: string;
  register(scope: FastifyInstance, env: Env, prefix: string): Promise<void>;
}

// commerce (/headless/ecommerce/v2) and identity (/am) join this table when those services exist.
export const MOUNTS: Partial<Record<ServiceName, Mount>> = {
  content: {
    prefix: '/content',
    async register(scope, env, prefix) {
      const { contentRoutes } = await import('@store/content-service');
      await scope.register(contentRoutes, {
        prefix,
        ...(env.CONTENT_DIR ? { contentDir: resolve(env.CONTENT_DIR) } : {}),
      });
    },
  },
  flags: {
    prefix: '/flags',
    async register(scope, env, prefix) {
      const { flagsRoutes, defaultFlagsFile } = await import('@store/flags-service');
      await scope.register(flagsRoutes, {
        prefix,
        flagsFile: env.FLAGS_FILE ? resolve(env.FLAGS_FILE) : defaultFlagsFile,
      });
    },
  },
};

export interface ActiveMount {
  name: ServiceName;
  prefix: string;
  mount: Mount;
}

/** The services this process hosts for env, in a stable order. */
export function activeMounts(env: Env): ActiveMount[] {
  const wanted = embeddedServices(env);
  const active: ActiveMount[] = [];
  for (const name of Object.keys(wanted) as ServiceName[]) {
    const mount = MOUNTS[name];
    if (wanted[name] && mount) active.push({ name, prefix: mount.prefix, mount });
  }
  return active;
}

/** Services env expects embedded that this platform cannot host yet (logged at start). */
export function unavailableServices(env: Env): ServiceName[] {
  const wanted = embeddedServices(env);
  return (Object.keys(wanted) as ServiceName[]).filter((name) => wanted[name] && !MOUNTS[name]);
}
