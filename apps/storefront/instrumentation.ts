/**
 * Runs once when a storefront server starts (Next.js instrumentation): times the calls to the
 * systems for `/metrics` and, with REDIS_URL, hears the revalidation messages meant for every
 * instance. The edge runtime has neither Node's diagnostics channels nor Redis, hence nodejs only,
 * and the imports come after that test.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [
    { observeSystemCalls },
    { serverEnv, serverSystemUrls },
    { logger },
    { createBus },
    { subscribeToRevalidation },
    { COMMERCE_BASE_PATH },
  ] = await Promise.all([
    import('./src/clients/metrics.ts'),
    import('./src/config/server-env.ts'),
    import('./src/clients/logger.ts'),
    import('@store/service-runtime/bus'),
    import('./src/features/catalog/revalidation-subscriber.ts'),
    import('@store/contracts/commerce'),
  ]);
  // Commerce's base is the platform's root; its own path keeps the platform's /health out of its timings.
  observeSystemCalls(() => {
    const { commerce, identity, content, flags } = serverSystemUrls();
    return { commerce: `${commerce}${COMMERCE_BASE_PATH}`, identity, content, flags };
  });
  const env = serverEnv();
  if (env.REDIS_URL && env.COMMERCE_API_KEY) {
    // PORT is this instance's own port in the cluster (the edge's under `npm start`, which forwards).
    subscribeToRevalidation({
      bus: createBus(env.REDIS_URL),
      ownUrl: `http://127.0.0.1:${env.PORT}`,
      apiKey: env.COMMERCE_API_KEY,
      log: logger,
    });
    logger.info({ port: env.PORT }, 'listening for the revalidation messages of every storefront instance');
  }
}
