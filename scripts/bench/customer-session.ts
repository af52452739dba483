import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@store/identity-service/test-support';
import productMessages from '../../apps/storefront/src/features/product/messages/en-us.json' with { type: 'json' };
import { BENCH_CUSTOMER, BENCH_ITEM } from './bench-customer.ts';
import { CHROMIUM } from './lighthouse.ts';
import { signInTexts } from './sign-in.ts';

/**
 * A signed-in demo customer with an item in the cart, as the checkout and account pages are measured:
 * signed in through the store's own sign-in page (the tokens in the browser, the cart handed over to
 * the server), then an item added from its product page when the cart is empty.
 */

export const CHECKOUT_PAGE = '/en-us/checkout';
const CHECKOUT_READY = '#checkout-review, .checkout-empty';
const TIMEOUT = { timeout: 30_000 };

/** The session hands the server the customer's cart once signed in; an add before that could race it. */
const cartHandedOver = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/customer/cart') && r.request().method() === 'POST',
    TIMEOUT,
  );

async function addItem(page: Page, baseUrl: string) {
  await page.goto(new URL(`/en-us/p/${BENCH_ITEM.program}`, baseUrl).href);
  // The purchase form: a radio card per format, one quantity, Add to cart and its status.
  const purchase = page.locator('form.purchase');
  await purchase.locator(`#format-${BENCH_ITEM.code}`).check();
  await purchase.getByRole('spinbutton').fill('1');
  await purchase
    .locator('.purchase__actions')
    .getByRole('button', { name: productMessages.addToCart })
    .click();
  await purchase.getByRole('status').getByText(productMessages.viewCart).waitFor(TIMEOUT);
}

/** Signs the demo customer in on `page` and leaves it on a checkout showing the cart. */
async function signInWithCart(page: Page, baseUrl: string, countryHeader: string) {
  const checkout = new URL(CHECKOUT_PAGE, baseUrl).href;
  const texts = signInTexts();
  // The visitor's country as the CDN reports it, so that the Hello! modal stays closed.
  await page.setExtraHTTPHeaders({ [countryHeader]: 'US' });
  await page.goto(new URL(`/en-us/login?goto=${encodeURIComponent(CHECKOUT_PAGE)}`, baseUrl).href);
  await page.getByLabel(texts.username).fill(BENCH_CUSTOMER);
  await page.getByLabel(texts.password, { exact: true }).fill(DEMO_PASSWORD);
  const handedOver = cartHandedOver(page);
  await page.getByRole('button', { name: texts.submit }).click();
  await handedOver;
  await page.waitForURL((url) => url.pathname === CHECKOUT_PAGE, TIMEOUT);
  await page.locator(CHECKOUT_READY).first().waitFor(TIMEOUT);
  if (await page.locator('.checkout-empty').isVisible()) {
    await addItem(page, baseUrl);
    await page.goto(checkout);
  }
  await page.locator('#checkout-review').waitFor(TIMEOUT);
}

async function withPage(context: BrowserContext, body: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  try {
    await body(page);
  } finally {
    await page.close();
  }
}

/**
 * Signs the customer in inside the Chromium Lighthouse drives (its default profile, reached over the
 * DevTools port), then lets go of it: Lighthouse keeps cookies and local storage between runs unless
 * told to clear them, so its next run of the checkout is the signed-in customer's.
 */
export async function signInChromeAt(port: number, baseUrl: string, countryHeader: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Chromium of Lighthouse has no default profile');
    await withPage(context, (page) => signInWithCart(page, baseUrl, countryHeader));
  } finally {
    await browser.close();
  }
}

/** The Cookie header of a signed-in customer with an item in the cart, for fetching their pages' HTML. */
export async function signedInCookieHeader(baseUrl: string, countryHeader: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] });
  try {
    const context = await browser.newContext();
    await withPage(context, (page) => signInWithCart(page, baseUrl, countryHeader));
    const cookies = await context.cookies(baseUrl);
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The signed-in customer's cookies and local storage, with an item in the cart, signed in in a
 * context of its own, so that a visit made with them starts with an empty HTTP cache.
 */
export async function signedInStorageState(
  browser: Browser,
  baseUrl: string,
  countryHeader: string,
): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await withPage(context, (page) => signInWithCart(page, baseUrl, countryHeader));
    return await context.storageState();
  } finally {
    await context.close();
  }
}
