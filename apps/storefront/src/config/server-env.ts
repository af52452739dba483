import { loadEnv, platformUrl, systemUrls, type Env } from '@store/config';

let cached: Env | undefined;

/** The validated environment of this storefront process (the start script has already checked it). */
export function serverEnv(): Env {
  cached ??= loadEnv();
  return cached;
}

/**
 * Base URLs of the four systems, as this server reaches them, and of the embedded payment sandbox,
 * whose hosted pages the browser reaches through the store (resolve-route.ts).
 */
export function serverSystemUrls() {
  const env = serverEnv();
  return { ...systemUrls(env), payments: platformUrl(env) };
}
