import { defineConfig, devices } from '@playwright/test';
import { prepareFixtures, ROOT, RUN_SUFFIX, STORES, storeUrl, type StoreName } from './stores.ts';

prepareFixtures();

const CHROMIUM = '/usr/bin/chromium';
// Without these, Chromium keeps calling home, which this machine's closed network refuses.
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--host-resolver-rules=${['com', 'ca', 'co.uk', 'nl', 'es', 'com.au', 'asia'].map((d) => `MAP shop.example.${d} 127.0.0.1`).join(', ')}`,
];

function webServer(name: StoreName) {
  const store = STORES[name];
  return {
    command: 'node scripts/start.ts',
    cwd: ROOT,
    url: `${storeUrl(name)}/api/country`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(store.port),
      PLATFORM_PORT: String(store.platformPort),
      LOG_LEVEL: 'warn',
      ...store.env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${ROOT}/test-results/browser${RUN_SUFFIX}.json` }]],
  outputDir: `${ROOT}/test-results/browser${RUN_SUFFIX}`,
  use: {
    baseURL: storeUrl('main'),
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // A CDN header tells the store the visitor's country; tests of the Hello! modal leave it out.
    extraHTTPHeaders: { 'x-country-code': 'US' },
  },
  projects: [
    {
      // Listed first so that, on one worker, it runs before any journey changes the store (visual.spec.ts).
      name: 'visual',
      testMatch: 'visual.spec.ts',
      // Reviewed baselines kept in the repository, without a platform suffix: every run uses Debian's
      // Chromium and fonts (scripts/ensure-fonts.sh).
      snapshotPathTemplate: '{testDir}/visual-baselines/{arg}{ext}',
      expect: {
        // Anti-aliasing noise passes; a moved block fails, a change to under 1 % of a page's pixels does not.
        toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
      },
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
    {
      name: 'desktop',
      testIgnore: 'visual.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
  ],
  // E2E_MAIN_STORE_ONLY=1 starts only the main store, for a quick run of journeys that need no other.
  webServer: process.env.E2E_MAIN_STORE_ONLY
    ? [webServer('main')]
    : [webServer('main'), webServer('contentDown'), webServer('flagsDown')],
});
