import { defineConfig, devices } from '@playwright/test';
import { PORTS, ROOT } from './settings.ts';

/**
 * The failure suite (npm run test:cluster): one cluster for the run (global-setup.ts), tests one at
 * a time in the order written, each leaving every process running.
 */

const CHROMIUM = '/usr/bin/chromium';
// As in tests/browser/playwright.config.ts: without these, Chromium keeps calling home, which this machine's closed network refuses.
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  reporter: [['list'], ['json', { outputFile: `${ROOT}/test-results/cluster.json` }]],
  outputDir: `${ROOT}/test-results/cluster`,
  use: {
    baseURL: `https://localhost:${PORTS.https}`,
    browserName: 'chromium',
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    extraHTTPHeaders: { 'x-country-code': 'US' },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
  ],
});
