import { resolve } from 'node:path';
import { createLogger, loadEnvOrExit, serveUntilSignal } from '@store/service-runtime';
import { createApp, defaultFlagsFile } from './app.ts';

/** The flag service on its own (production, or a second instance next to the platform). */

const env = loadEnvOrExit();
const flagsFile = env.FLAGS_FILE ? resolve(env.FLAGS_FILE) : defaultFlagsFile;
const app = createApp({ flagsFile, adminKey: env.COMMERCE_API_KEY, logger: createLogger('flags', env) });
await serveUntilSignal(app, { name: 'flag service', port: env.PORT, host: env.HOST, log: app.log });
