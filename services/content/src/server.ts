import { ConfigError, loadEnv, type Env } from '@store/config';
import { CONTENT_DATA_DIR } from '@store/content';
import { createApp } from './app.ts';

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await createApp({
  contentDir: env.CONTENT_DIR ?? CONTENT_DATA_DIR,
  logger: { level: env.LOG_LEVEL },
});

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.error({ err: error }, 'content service could not start');
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal while draining means the operator wants out now.
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'closing content service');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'content service did not close cleanly');
        process.exit(1);
      },
    );
  });
}
