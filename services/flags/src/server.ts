import { resolve } from 'node:path';
import { createLogger, loadEnvOrExit, serveUntilSignal } from '@store/service-runtime';
import { createBus } from '@store/service-runtime/bus';
import { createApp, defaultFlagsFile } from './app.ts';

/**
 * The flag service on its own (production, or a second instance next to the platform); with
 * REDIS_URL it tells, and hears from, the other instances sharing its flag file.
 */

const env = loadEnvOrExit();
const flagsFile = env.FLAGS_FILE ? resolve(env.FLAGS_FILE) : defaultFlagsFile;
const bus = env.REDIS_URL ? createBus(env.REDIS_URL) : undefined;
const app = createApp({ flagsFile, adminKey: env.COMMERCE_API_KEY, logger: createLogger('flags', env), bus });
app.addHook('onClose', async () => bus?.close());
await serveUntilSignal(app, { name: 'flag service', port: env.PORT, host: env.HOST, log: app.log });
