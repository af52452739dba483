import { loadEnv, systemUrls, type Env } from '@store/config';

/** The console's validated environment, read once per process. */
let env: Env | undefined;
export function serverEnv(): Env {
  env ??= loadEnv(process.env);
  return env;
}

/** Where the console reaches commerce's operator API and the identity service's staff realm. */
export function operatorApiBase(): string {
  return `${systemUrls(serverEnv()).commerce}/headless/ecommerce/v2/operator`;
}

export function identityBase(): string {
  return systemUrls(serverEnv()).identity;
}
