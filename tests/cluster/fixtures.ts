import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { clusterControl, type ClusterControl } from './control.ts';
import { clusterStateSchema, STATE_VARIABLE, type ClusterState } from './settings.ts';

/**
 * Every failure test gets the running cluster (`cluster`: its addresses) and the means to break it
 * (`control`: kill and restart its processes). Whatever a test leaves down, even when it fails, is
 * started again after it, so the next test finds the cluster whole.
 */

function clusterState(): ClusterState {
  const text = process.env[STATE_VARIABLE];
  if (!text)
    throw new Error(`${STATE_VARIABLE} is not set: run the suite with tests/cluster/playwright.config.ts`);
  return clusterStateSchema.parse(JSON.parse(text));
}

/** The tag manager is a third party this machine's closed network cannot reach (tests/browser/fixtures.ts). */
export async function answerExternalScripts(target: Page | BrowserContext): Promise<void> {
  await target.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
}

export const test = base.extend<{ cluster: ClusterState; control: ClusterControl; whole: void }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  cluster: async ({}, use) => {
    await use(clusterState());
  },
  control: async ({ cluster }, use) => {
    await use(clusterControl(cluster.controlUrl));
  },
  whole: [
    async ({ control }, use) => {
      await use();
      await control.heal();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await answerExternalScripts(page);
    await use(page);
  },
});

export { expect };
