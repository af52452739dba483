import { loadEnv, systemUrls, type Env } from '@store/config';

let cached: Env | undefined;

/** The validated environment of this storefront process (the start script has already checked it). */
export function serverEnv(): Env {
  cached ??= loadEnv();
  return cached;
}

/** Base URLs of the four systems, as this server reaches them. */
export function serverSystemUrls() {
  return systemUrls(serverEnv());
}
