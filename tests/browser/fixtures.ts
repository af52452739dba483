import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page of the store loads two scripts from systems this project does not run in the browser
 * tests: the tag manager (a third party) and the identity provider's session script (an external
 * system until the embedded identity service lands, issue 4). They are answered at that boundary
 * with an empty script; everything else is the real store.
 */
async function answerExternalScripts(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  await page.route('**/am/session.js', (route) =>
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

export { expect };
