import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The stores the browser tests run against, each a whole `npm start` store with its own ports and
 * build folder: the main one, one whose content system is unreachable, one whose flag system is.
 */

export const ROOT = resolve(import.meta.dirname, '../..');
/**
 * E2E_PORT_OFFSET shifts every port, folder and build of the stores, so that two runs of the
 * journeys can share a machine (a developer's and an editor's, or two branches).
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 500) {
  throw new Error('E2E_PORT_OFFSET must be a whole number from 0 to 500');
}
export const RUN_SUFFIX = OFFSET ? `-${OFFSET}` : '';
export const WORK = join(tmpdir(), `store-browser-tests${RUN_SUFFIX}`);

/** Flag file of the main store; tests edit it to change a flag while pages are open. */
export const FLAGS_FILE = join(WORK, 'flags.json');
/** Content of the main store: the repo's content with one marker, so tests can tell it from the built-in default. */
export const CONTENT_DIR = join(WORK, 'content');
export const CONTENT_MARKER = ' · content service';
/** The main store's operator API key (services/commerce/README.md, Qualifications): journeys approve with it. */
export const OPERATOR_API_KEY = 'e2e-operator-key-0123456789';
/** The main store's platform key, so a journey can read a customer's orders from commerce as the store does. */
export const PLATFORM_KEY = 'e2e-platform-key-0123456789';
/** A port nothing listens on: a system there is unreachable. */
const UNREACHABLE = 'http://127.0.0.1:9';

export const STORES = {
  main: {
    port: 3101 + OFFSET,
    platformPort: 4101 + OFFSET,
    env: {
      FLAGS_FILE,
      CONTENT_DIR,
      DATA_DIR: join(WORK, 'data-main'),
      COMMERCE_API_KEY: PLATFORM_KEY,
      OPERATOR_API_KEY,
      STOREFRONT_DIST_DIR: `.next-e2e-main${RUN_SUFFIX}`,
      OPERATIONS_PORT: String(5101 + OFFSET),
      OPERATIONS_DIST_DIR: `.next-e2e-main${RUN_SUFFIX}`,
    },
  },
  contentDown: {
    port: 3102 + OFFSET,
    platformPort: 4102 + OFFSET,
    env: {
      CONTENT_BASE_URL: UNREACHABLE,
      DATA_DIR: join(WORK, 'data-content-down'),
      STOREFRONT_DIST_DIR: `.next-e2e-content-down${RUN_SUFFIX}`,
      OPERATIONS_CONSOLE: '0',
    },
  },
  flagsDown: {
    port: 3103 + OFFSET,
    platformPort: 4103 + OFFSET,
    env: {
      FLAGS_BASE_URL: UNREACHABLE,
      DATA_DIR: join(WORK, 'data-flags-down'),
      STOREFRONT_DIST_DIR: `.next-e2e-flags-down${RUN_SUFFIX}`,
      OPERATIONS_CONSOLE: '0',
    },
  },
} as const;

export type StoreName = keyof typeof STORES;

export const storeUrl = (name: StoreName) => `http://127.0.0.1:${STORES[name].port}`;

/** The main store's operations console (apps/operations); the other stores run none. */
export const operationsUrl = () => `http://127.0.0.1:${STORES.main.env.OPERATIONS_PORT}`;

/**
 * Prepares the main store's flag file and content folder (called by the Playwright config). The run's
 * own process, not its workers, also empties the stores' data folders, so that every run starts from
 * the seeded data: a customer's cart or orders left by the last run would change what a journey sees.
 */
export function prepareFixtures(): void {
  if (process.env.TEST_WORKER_INDEX === undefined) {
    for (const store of Object.values(STORES)) rmSync(store.env.DATA_DIR, { recursive: true, force: true });
  }
  mkdirSync(WORK, { recursive: true });
  writeFileSync(FLAGS_FILE, JSON.stringify({ flags: {} }));
  cpSync(join(ROOT, 'packages/content/data'), CONTENT_DIR, { recursive: true });
  for (const locale of ['en-us', 'fr-ca']) {
    const file = join(CONTENT_DIR, locale, 'footer-content.json');
    const footer = JSON.parse(readFileSync(file, 'utf8')) as { items: { id?: string; text?: string }[] };
    for (const item of footer.items) if (item.id === 'copyright' && item.text) item.text += CONTENT_MARKER;
    writeFileSync(file, JSON.stringify(footer, null, 2));
  }
}

export function setFlags(flags: Record<string, { value: unknown }>): void {
  writeFileSync(FLAGS_FILE, JSON.stringify({ flags }));
}
