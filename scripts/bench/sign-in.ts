import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { IDENTITY_MOUNT, IDENTITY_SESSION_SCRIPT } from '@store/contracts/identity';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { DEMO_PASSWORD } from '@store/identity-service/test-support';
import { CHROMIUM } from './lighthouse.ts';
import { percentiles, type Percentiles } from './percentiles.ts';

/**
 * The sign-in budget's browser figures (requirements §10.11), in Debian's Chromium driven by Playwright: the time from submitting
 * the sign-in form to a signed-in page (the account menu greeting the customer on the page they
 * came from), and what the identity client weighs on pages where nobody signs in: the identity
 * provider's session script and any script chunk of the identity SDK the page downloads.
 */

export const SIGN_IN_BUDGETS = {
  /** Submitting credentials to a signed-in page, median of the runs. */
  signedInMs: 500,
  /** The identity scripts a page that does not sign in downloads, gzipped. */
  identityScriptGzipBytes: 20 * 1024,
} as const;

const RUNS = 7;
const RETURN_PAGE = '/en-us/store/usassessments/en';
/** A string only the identity SDK's code carries (the AM authenticate API's tree parameter). */
const SDK_MARKER = 'authIndexType';
/** The account menu once the session provider has decided. */
const SIGNED_IN = '.account-menu[data-session="signed-in"]';
const SESSION_SETTLED = `.account-menu [data-session="signed-out"], ${SIGNED_IN}`;
const SETTLE_MS = 1000;
const SUBMITTED_AT_KEY = 'bench-submitted-at';

export interface IdentityScriptWeight {
  route: string;
  /** Signed in with a stored token, or an anonymous visitor. */
  visitor: 'anonymous' | 'signed-in';
  sessionScriptGzipBytes: number;
  sdkGzipBytes: number;
  totalGzipBytes: number;
}

export interface SignInResult {
  runs: number[];
  signedIn: Percentiles;
  weights: IdentityScriptWeight[];
}

export function signInTexts() {
  const file = join(import.meta.dirname, '../../apps/storefront/src/features/auth/messages/en-us.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as {
    signIn: { username: string; password: string; submit: string };
  };
  return messages.signIn;
}

/**
 * Gzipped sizes of the identity scripts a fresh page of `route` downloads (a new context each
 * time, so that nothing comes from the cache), for an anonymous visitor or with a signed-in
 * customer's stored tokens.
 */
async function identityScripts(
  browser: Browser,
  baseUrl: string,
  countryHeader: string,
  route: string,
  storageState?: StorageState,
) {
  const context = await browser.newContext({
    ...contextOptions(baseUrl, countryHeader),
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    const bodies: Promise<{ session: boolean; bytes: number } | Error>[] = [];
    page.on('response', (response: Response) => {
      // A redirect has no body of its own: the script it leads to is a response of its own.
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const session = new URL(response.url()).pathname === `${IDENTITY_MOUNT}${IDENTITY_SESSION_SCRIPT}`;
      bodies.push(
        response.body().then(
          (body) => {
            const counted = session || body.includes(SDK_MARKER);
            return { session, bytes: counted ? gzipSync(body, { level: 9 }).length : 0 };
          },
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        ),
      );
    });
    // Not "network idle": the flag stream stays open. Once the session has settled, whatever it
    // loads (the SDK, when a token needs renewing) has been asked for; a moment more lets it arrive.
    await page.goto(route);
    await page.locator(SESSION_SETTLED).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(SETTLE_MS);
    const sizes = await Promise.all(bodies);
    const failed = sizes.find((s) => s instanceof Error);
    if (failed) throw failed;
    const sum = (session: boolean) =>
      sizes.reduce((t, s) => t + (!(s instanceof Error) && s.session === session ? s.bytes : 0), 0);
    return { sessionScriptGzipBytes: sum(true), sdkGzipBytes: sum(false) };
  } finally {
    await context.close();
  }
}

/** A visitor whose country the CDN reported, so that the Hello! modal stays closed. */
function contextOptions(baseUrl: string, countryHeader: string) {
  return { baseURL: baseUrl, extraHTTPHeaders: { [countryHeader]: 'US' } };
}

async function signInOnce(browser: Browser, baseUrl: string, countryHeader: string, username: string) {
  const texts = signInTexts();
  const context = await browser.newContext(contextOptions(baseUrl, countryHeader));
  const page = await context.newPage();
  try {
    await page.goto(`/en-us/login?goto=${encodeURIComponent(RETURN_PAGE)}`);
    await page.getByLabel(texts.username).fill(username);
    await page.getByLabel(texts.password, { exact: true }).fill(DEMO_PASSWORD);
    // Timed in the page, from the submit event to the first frame that shows the customer signed
    // in, so that Playwright's own work around the click is not counted. The start is kept in
    // session storage, which the page the customer returns to shares.
    await page.evaluate((key) => {
      window.addEventListener(
        'submit',
        () => sessionStorage.setItem(key, String(performance.timeOrigin + performance.now())),
        { capture: true, once: true },
      );
    }, SUBMITTED_AT_KEY);
    await page.getByRole('button', { name: texts.submit }).click();
    const signedInAt = await page.waitForFunction(
      // The sign-in page itself turns signed in before it leaves: only the page returned to counts.
      ([selector, path]) =>
        window.location.pathname === path &&
        document.querySelector(selector) !== null &&
        performance.timeOrigin + performance.now(),
      [SIGNED_IN, RETURN_PAGE] as const,
      { polling: 'raf', timeout: 15_000 },
    );
    const submittedAt = Number(await page.evaluate((key) => sessionStorage.getItem(key), SUBMITTED_AT_KEY));
    const elapsed = Number(await signedInAt.jsonValue()) - submittedAt;
    if (!Number.isFinite(elapsed) || elapsed <= 0) throw new Error('the submit was not seen');
    if (new URL(page.url()).pathname !== RETURN_PAGE) throw new Error(`signed in on ${page.url()}`);
    return { elapsed, context, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

export async function measureSignIn(
  baseUrl: string,
  weightRoutes: string[],
  /** The header the store reads the visitor's country from (COUNTRY_HEADER). */
  countryHeader: string,
): Promise<SignInResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] });
  try {
    const runs: number[] = [];
    // The first run warms the store's caches and is not counted.
    for (let run = 0; run <= RUNS; run += 1) {
      const customer = DEMO_CUSTOMERS[run % DEMO_CUSTOMERS.length];
      if (!customer) throw new Error('no demo customers');
      const { elapsed, close } = await signInOnce(browser, baseUrl, countryHeader, customer.username);
      if (run > 0) runs.push(Math.round(elapsed));
      await close();
    }

    const customer = DEMO_CUSTOMERS[0];
    if (!customer) throw new Error('no demo customers');
    const signed = await signInOnce(browser, baseUrl, countryHeader, customer.username);
    const storageState = await signed.context.storageState();
    await signed.close();

    const weights: IdentityScriptWeight[] = [];
    for (const visitor of ['anonymous', 'signed-in'] as const) {
      for (const route of weightRoutes) {
        const sizes = await identityScripts(
          browser,
          baseUrl,
          countryHeader,
          route,
          visitor === 'signed-in' ? storageState : undefined,
        );
        weights.push({
          route,
          visitor,
          ...sizes,
          totalGzipBytes: sizes.sessionScriptGzipBytes + sizes.sdkGzipBytes,
        });
      }
    }
    return { runs, signedIn: percentiles(runs), weights };
  } finally {
    await browser.close();
  }
}
