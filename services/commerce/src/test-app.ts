import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadEnv } from '@store/config';
import { COMMERCE_BASE_PATH } from '@store/contracts/commerce';
import type { Database } from '@store/database';
import { openTestDatabase, type TestTemplate } from '@store/database/testing';
import { createApp } from './app.ts';
import type { TokenRevocations } from './customers/customer-tokens.ts';
import { FixedFlags, type FlagReader } from './flags/flag-reader.ts';

/** A commerce app on a fresh test database (PGlite, or PostgreSQL with TEST_DATABASE_URL), for service tests. */

export const TEST_API_KEY = 'test-platform-key-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Calls a headless path with the platform key and the site's headers. */
  call(options: {
    method?: InjectOptions['method'];
    path: string;
    site?: string | null;
    headers?: Record<string, string>;
    payload?: InjectOptions['payload'];
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * `env` adds to the test configuration, e.g. IDENTITY_BASE_URL of a test identity service;
 * `revocations` are that service's announcements of revoked tokens; `flags` the checkout flags
 * (every flag at its contract default unless given, without a flag service); `shared` a database
 * another instance also uses (openTestDatabases), closed by its owner rather than by the app.
 */
/** Settings that change what the service's start-up writes: a test giving one starts from an empty database. */
const START_UP_SETTINGS = ['DATABASE_URL', 'DEMO_DATA', 'CATALOG_SCALE'];

/** The database as the test app's start-up leaves it: migrated, demo rows seeded, the catalogue loaded. */
const STARTED: TestTemplate = {
  name: 'commerce-started',
  async prepare(database) {
    const started = await startTestApp({}, undefined, undefined, database);
    try {
      // The catalogue is seeded on the first request that needs it.
      const answer = await started.call({ path: '/products?locale=en-us' });
      if (answer.statusCode !== 200) throw new Error(`the catalogue did not load: ${answer.statusCode}`);
    } finally {
      await started.close();
    }
  },
};

export async function startTestApp(
  env: Record<string, string> = {},
  revocations?: TokenRevocations,
  flags: FlagReader = new FixedFlags(),
  shared?: Database,
): Promise<TestApp> {
  const fromStart = !START_UP_SETTINGS.some((name) => name in env);
  const database = shared ?? (await openTestDatabase(fromStart ? STARTED : undefined));
  const config = loadEnv({ COMMERCE_API_KEY: TEST_API_KEY, CATALOG_SCALE: '1', LOG_LEVEL: 'silent', ...env });
  const app = await createApp({ env: config, database, flags, ...(revocations ? { revocations } : {}) });
  return {
    app,
    database,
    call: ({ method = 'GET', path, site = 'usassessments', headers = {}, payload }) =>
      app.inject({
        method,
        url: `${COMMERCE_BASE_PATH}${path}`,
        headers: { 'x-api-key': TEST_API_KEY, ...(site ? { 'x-site-id': site } : {}), ...headers },
        ...(payload === undefined ? {} : { payload }),
      }),
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
