import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every page of the store loads the tag manager, a third party this machine's closed network cannot
 * reach; it is answered at that boundary with an empty script. Everything else is the real store.
 */
async function answerExternalScripts(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    await answerExternalScripts(page);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/** A page of a visitor whose country cannot be identified: a context without the CDN's country header. */
export async function pageWithoutCountry(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  await answerExternalScripts(page);
  return { context, page };
}

/**
 * Returns once a request the page makes now has been answered. A page's requests leave in the order
 * it makes them, so every request it had started by then has been seen: a test can tell that one
 * was not made.
 */
export async function settleRequests(page: Page): Promise<void> {
  const status = await page.evaluate(async () => (await fetch('/api/country', { cache: 'no-store' })).status);
  expect(status).toBe(200);
}

export { expect };
