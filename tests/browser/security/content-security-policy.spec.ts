import { createHash } from 'node:crypto';
import type { Locale } from '@store/locales';
import type { Page } from '@playwright/test';
import { accountMenuTexts, submitSignIn } from '../auth-helpers.ts';
import { checkoutTexts } from '../checkout-helpers.ts';
import { cartCount, chooseAndAdd, PROGRAM, suggestTexts } from '../commerce-helpers.ts';
import { expect, test } from '../fixtures.ts';

/**
 * The Content Security Policy allows no inline script but those Next.js and React wrote (issue 11,
 * ADR 17): the policy lists the SHA-256 of each inline script the page carries and no 'unsafe-inline',
 * pages hydrate under it with no violation (prerendered ones, and per-request ones with React's
 * streaming instructions), and a script or event handler added to a page does not run.
 */

const PAGES = [
  ['home', ''],
  ['product', `/p/${PROGRAM.code}`],
  ['search', '/search.html?q=Lumen'],
  ['cart', '/cart'],
  ['sign-in', '/login'],
  ['checkout', '/checkout'],
] as const;
const LOCALES = ['en-us', 'fr-ca', 'ja-jp'] as const satisfies readonly Locale[];

const INLINE_SCRIPT = /<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script(?=[\s/>])/gi;
/** A data block (a product page's JSON-LD), which the browser never runs and the policy need not allow. */
const DATA_BLOCK = /(?:^|\s)type\s*=\s*["']?application\/(?:ld\+)?json["'\s]/i;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function scriptSources(policy: string | undefined): string[] {
  const directive = (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

/** Records the page's CSP violations, from its first script on, and the console's reports of them. */
async function watchViolations(page: Page): Promise<{ logged: string[]; events: () => Promise<string[]> }> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return {
    logged,
    events: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

for (const locale of LOCALES) {
  for (const [kind, path] of PAGES) {
    test(`the ${kind} page of ${locale} allows its own inline scripts by hash and no other`, async ({
      request,
    }) => {
      const response = await request.get(`/${locale}${path}`);
      expect(response.status()).toBe(200);
      const sources = scriptSources(response.headers()['content-security-policy']);
      expect(sources).toContain("'self'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-hashes'");
      const inline = [...(await response.text()).matchAll(INLINE_SCRIPT)]
        .filter(([, attributes = '']) => !/(?:^|\s)src\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes))
        .map(([, , text]) => sha256(text ?? ''));
      expect(inline.length).toBeGreaterThan(0);
      for (const hash of inline) expect(sources).toContain(hash);
    });
  }
}

test('the home page hydrates with no violation: the search box suggests', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/en-us');
  const box = page.getByRole('combobox', { name: /Search/ });
  await box.pressSequentially('lume', { delay: 30 });
  await expect(
    page
      .getByRole('listbox')
      .getByRole('group', { name: suggestTexts('en-us').products })
      .getByRole('option', { name: PROGRAM.name }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations.events()).toEqual([]);
  expect(violations.logged).toEqual([]);
});

for (const locale of ['fr-ca', 'ja-jp'] as const) {
  test(`a product page of ${locale} hydrates with no violation: add to cart works`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`/${locale}/p/${PROGRAM.code}`);
    await chooseAndAdd(page, locale);
    await expect(cartCount(page)).toHaveText('1');
    await page.goto(`/${locale}/cart`);
    await expect(page.locator('.cart-table tbody th').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations.events()).toEqual([]);
    expect(violations.logged).toEqual([]);
  });
}

test("a signed-in customer's checkout and cart, rendered per request, run with no violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`/en-us/p/${PROGRAM.code}`);
  await chooseAndAdd(page, 'en-us');
  await expect(cartCount(page)).toHaveText('1');
  await page.goto(`/en-us/login?goto=${encodeURIComponent('/en-us/checkout')}`);
  await submitSignIn(page, 'en-us', 'demo.us');
  await expect(page).toHaveURL(/\/en-us\/checkout$/);
  await expect(
    page.getByRole('heading', { name: checkoutTexts('en-us').checkout.reviewHeading }),
  ).toBeVisible();

  // The cart's loading state: when its boundary completes after the shell, React's instructions
  // (framework-scripts.test.ts renders them with the installed React) complete it in the page.
  await page.goto('/en-us/cart');
  await expect(page.locator('.cart-table tbody th').first()).toBeVisible();
  // A signed-in page keeps a connection open, so it never goes idle; the account menu shows it hydrated.
  await expect(
    page.getByRole('button', { name: accountMenuTexts('en-us').menuLabel.replace('{name}', 'Avery') }),
  ).toBeVisible();
  expect(await violations.events()).toEqual([]);
  expect(violations.logged).toEqual([]);
});

test('a script or event handler injected into a page does not run, and the page still works', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // The page as the store sent it, its policy included, with an injection before the body ends.
  await page.route('**/en-us', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const injected = (await response.text()).replace(
      '</body>',
      '<script>window.injected=1</script><img src="data:," onerror="window.handler=1" alt=""></body>',
    );
    await route.fulfill({ response, headers, body: injected });
  });
  await page.goto('/en-us');
  await page.getByRole('combobox', { name: /Search/ }).pressSequentially('lume', { delay: 30 });
  await expect(page.getByRole('listbox').getByRole('option', { name: PROGRAM.name })).toBeVisible();
  const ran = await page.evaluate(() => {
    const w = window as unknown as { injected?: number; handler?: number };
    return { script: w.injected ?? 0, handler: w.handler ?? 0 };
  });
  expect(ran).toEqual({ script: 0, handler: 0 });
  await expect.poll(async () => (await violations.events()).length).toBe(2);
  expect((await violations.events()).sort()).toEqual(['script-src-attr inline', 'script-src-elem inline']);
});
