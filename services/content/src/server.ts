import { CONTENT_DATA_DIR } from '@store/content';
import { loadEnvOrExit, loggerOptions, serveUntilSignal } from '@store/service-runtime';
import { createApp } from './app.ts';

/** The content service on its own (production, or a second instance next to the platform). */

const env = loadEnvOrExit();
const app = await createApp({
  contentDir: env.CONTENT_DIR ?? CONTENT_DATA_DIR,
  logger: loggerOptions('content', env),
});
await serveUntilSignal(app, { name: 'content service', port: env.PORT, host: env.HOST, log: app.log });
