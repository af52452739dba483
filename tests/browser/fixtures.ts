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

export { expect };
