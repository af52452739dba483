import { envSchema, loadEnv } from '@store/config';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCommerceApi, type CommerceApiResult } from './bench/commerce-api.ts';
import { CHECKOUT_PAGE, signedInCookieHeader, signInChromeAt } from './bench/customer-session.ts';
import { startFrameworkBaseline, type FrameworkBaseline } from './bench/framework-baseline.ts';
import { benchIdentityApi, type IdentityApiResult } from './bench/identity-api.ts';
import { benchPlaceOrder, type PlaceOrderResult } from './bench/place-order.ts';
import { measureSignIn, type SignInResult } from './bench/sign-in.ts';
import {
  judgeCommerceApi,
  judgeError,
  judgeFirstLoadJs,
  judgeLighthouse,
  judgePlaceOrder,
  judgeSignIn,
  judgeThroughput,
  type Verdict,
} from './bench/budgets.ts';
import { measureFirstLoadJs, measureRoute } from './bench/first-load-js.ts';
import { CHROMIUM, runLighthouse, type LighthouseComparison } from './bench/lighthouse.ts';
import { loadAverage, machineFacts } from './bench/machine.ts';
import { busyAtStart, writeReport, type FirstLoadJs } from './bench/report.ts';
import { measureThroughput, type ThroughputResult } from './bench/throughput.ts';
import {
  benchInstances,
  benchTenfold,
  scalePorts,
  type InstancesResult,
  type TenfoldResult,
} from './bench/scale.ts';
import type { RunningCluster } from './lib/cluster/contract.ts';
import { ROOT, startStore, type RunningStore } from './lib/store.ts';

/**
 * npm run bench: starts a store of its own (own ports, data folder and build folder, the default
 * configuration otherwise) and the framework baseline (apps/bench-baseline, built and served in the
 * run), measures the store against the budgets, stops both, and writes docs/benchmark.md and
 * docs/benchmark.json. The exit code is non-zero when a budget fails or the store could not start.
 * Then the scale figures (scripts/bench/scale.ts), unless `--no-scale` asks for a quicker run.
 */

const PORTS = { storefront: 3300, platform: 4300, baseline: 3301, frameworkBaseline: 3302 };
/** The clusters of the scale figures take three ports each from here. */
const SCALE_FIRST_PORT = 8000;
const SCALE = !process.argv.includes('--no-scale');
/** A program with hand-written content in every content locale, and a search most languages' catalogues answer. */
const PRODUCT_PAGE = '/en-us/p/A100123';
const SEARCH_PAGE = '/en-us/search.html?q=reading';
const LIGHTHOUSE_PAGES = ['/en-us', '/fr-ca', '/ja-jp', SEARCH_PAGE, PRODUCT_PAGE];
/** Pages of the signed-in customer with an item in the cart, measured after signing in. */
const SIGNED_IN_LIGHTHOUSE_PAGES = [CHECKOUT_PAGE];
const FIRST_LOAD_ROUTES = [
  '/en-us',
  '/store/usassessments/en',
  '/store/usassessments/en/quickOrder',
  '/en-us/no-such-page-bench',
  SEARCH_PAGE,
  PRODUCT_PAGE,
];
const SIGNED_IN_FIRST_LOAD_ROUTES = [CHECKOUT_PAGE, '/en-us/my-account'];
/** Pages where nobody signs in, weighed for the identity scripts they download. */
const SIGN_IN_WEIGHT_ROUTES = ['/en-us', PRODUCT_PAGE, SEARCH_PAGE];
const THROUGHPUT_ROUTES = ['/en-us', PRODUCT_PAGE];

/** Resolves when nothing listens on the port; another store there would answer in place of ours. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use; stop what listens there and run again`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

const started = Date.now();
const loadAtStart = loadAverage();
const work = mkdtempSync(join(tmpdir(), 'store-bench-'));

// The store's own settings come from here alone, so a developer's shell cannot change what is measured.
const childEnv: NodeJS.ProcessEnv = { ...process.env };
for (const name of Object.keys(envSchema.shape)) delete childEnv[name];
Object.assign(childEnv, {
  PORT: String(PORTS.storefront),
  PLATFORM_PORT: String(PORTS.platform),
  DATA_DIR: join(work, 'data'),
  STOREFRONT_DIST_DIR: '.next-bench',
  LOG_LEVEL: 'warn',
});
const env = loadEnv(childEnv);

const verdicts: Verdict[] = [];
const errors: { measure: string; message: string }[] = [];
let lighthouse: LighthouseComparison | null = null;
let firstLoadJs: FirstLoadJs | null = null;
const throughput: ThroughputResult[] = [];
let commerceApi: CommerceApiResult | null = null;
let placeOrder: PlaceOrderResult | null = null;
let identityApi: IdentityApiResult | null = null;
let signIn: SignInResult | null = null;
let instances: InstancesResult | null = null;
let tenfold: TenfoldResult | null = null;

async function step<T>(measure: string, body: () => Promise<T>): Promise<T | null> {
  const t0 = Date.now();
  console.log(`\n▶ ${measure}…`);
  try {
    const result = await body();
    console.log(`  done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  ${measure} failed: ${message}`);
    errors.push({ measure, message });
    verdicts.push(judgeError(measure, error));
    return null;
  }
}

let store: RunningStore | null = null;
let frameworkBaseline: FrameworkBaseline | null = null;
let storeStarted = false;
let stopping: Promise<void> | null = null;
const stopStore = () =>
  (stopping ??= Promise.all([store?.stop(), frameworkBaseline?.stop()]).then(() => undefined));
const clusters = new Set<RunningCluster>();
const stopEverything = () =>
  Promise.all([stopStore(), ...[...clusters].map((cluster) => cluster.stop())]).then(() => undefined);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the store.`);
    void stopEverything().then(() => {
      rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  });
}
// A measurement's stray promise must not leave the store running behind a crashed benchmark.
process.on('uncaughtException', (error) => {
  console.error(`\nThe benchmark crashed: ${error.message}; stopping the store.`);
  void stopEverything().then(() => {
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  });
});

try {
  console.log(
    `Starting a store for the benchmark on port ${env.PORT} (build folder ${env.STOREFRONT_DIST_DIR})…`,
  );
  for (const port of [...Object.values(PORTS), ...(SCALE ? scalePorts(SCALE_FIRST_PORT) : [])])
    await assertPortFree(port);
  // In process and before the store starts, so that nothing else competes for the CPU while it is timed.
  commerceApi = await step('Commerce API latency', () => benchCommerceApi());
  if (commerceApi) verdicts.push(...judgeCommerceApi(commerceApi));
  placeOrder = await step('Placing an order through the API', () => benchPlaceOrder());
  if (placeOrder) verdicts.push(...judgePlaceOrder(placeOrder));
  identityApi = await step('Identity API throughput', () => benchIdentityApi());

  const running = await startStore(env, childEnv);
  store = running;
  storeStarted = true;
  const url = running.url;
  const baseline = await step('Building and serving the framework baseline', () =>
    startFrameworkBaseline(PORTS.frameworkBaseline),
  );
  frameworkBaseline = baseline;

  if (baseline) {
    firstLoadJs = await step('First-load JavaScript', async () => {
      const cookie = await signedInCookieHeader(url, env.COUNTRY_HEADER);
      return {
        baseline: await measureRoute(baseline.url, '/'),
        routes: [
          ...(await measureFirstLoadJs(url, FIRST_LOAD_ROUTES)),
          ...(await measureFirstLoadJs(url, SIGNED_IN_FIRST_LOAD_ROUTES, { cookie })),
        ],
      };
    });
    if (firstLoadJs) verdicts.push(...judgeFirstLoadJs(firstLoadJs.routes, firstLoadJs.baseline));
  }

  signIn = await step('Sign-in in the browser', () =>
    measureSignIn(url, SIGN_IN_WEIGHT_ROUTES, env.COUNTRY_HEADER),
  );
  if (signIn) verdicts.push(...judgeSignIn(signIn));

  if (baseline) {
    lighthouse = await step('Lighthouse (mobile), interleaved with the framework baseline', () =>
      runLighthouse(
        `${baseline.url}/`,
        [
          ...LIGHTHOUSE_PAGES.map((p) => ({ url: `${url}${p}` })),
          ...SIGNED_IN_LIGHTHOUSE_PAGES.map((p) => ({
            url: `${url}${p}`,
            prepare: (port: number) => signInChromeAt(port, url, env.COUNTRY_HEADER),
          })),
        ],
        join(ROOT, 'docs/benchmark-raw'),
      ),
    );
    if (lighthouse) verdicts.push(...judgeLighthouse(lighthouse));
  }

  for (const route of THROUGHPUT_ROUTES) {
    const result = await step(`Throughput of ${route}`, () =>
      measureThroughput(url, route, {
        baselinePort: PORTS.baseline,
        workDir: work,
        originUrl: running.storefrontUrl,
      }),
    );
    if (result) {
      throughput.push(result);
      verdicts.push(...judgeThroughput(result));
    }
  }
} catch (error) {
  console.error(
    `The store for the benchmark could not be started: ${error instanceof Error ? error.message : error}`,
  );
} finally {
  await stopStore();
}

// After the store has stopped: each cluster wants the machine to itself.
if (storeStarted && SCALE) {
  // Each process of a cluster gets its own port and data folder from the cluster, not the store's above.
  const env: NodeJS.ProcessEnv = { ...childEnv };
  for (const name of ['PORT', 'PLATFORM_PORT', 'DATA_DIR']) delete env[name];
  const settings = { env, workDir: work, firstPort: SCALE_FIRST_PORT, running: clusters };
  instances = await step('Scale: one instance of each against two', () => benchInstances(settings));
  tenfold = await step('Scale: the tenfold catalogue on PostgreSQL', () => benchTenfold(settings));
}
rmSync(work, { recursive: true, force: true });

if (!storeStarted) process.exitCode = 1;
else {
  const result = {
    machine: machineFacts(ROOT, CHROMIUM, loadAtStart),
    durationSeconds: (Date.now() - started) / 1000,
    verdicts,
    lighthouse,
    firstLoadJs,
    throughput,
    commerceApi,
    placeOrder,
    identityApi,
    signIn,
    scale: SCALE ? { instances, tenfold } : null,
    errors,
  };
  writeReport(result, {
    markdown: join(ROOT, 'docs/benchmark.md'),
    json: join(ROOT, 'docs/benchmark.json'),
    root: ROOT,
  });

  const passed = verdicts.filter((v) => v.pass).length;
  console.log(
    `\nBenchmark: ${passed} of ${verdicts.length} budgets pass (${Math.round(result.durationSeconds)} s).`,
  );
  for (const v of verdicts)
    console.log(
      `  ${v.pass ? 'PASS' : 'FAIL'}  ${v.measure} ${v.subject}: ${v.figure}` +
        `${v.baseline ? ` (baseline ${v.baseline}, ${v.difference})` : ''} (budget ${v.budget})`,
    );
  for (const t of throughput)
    console.log(
      `  Throughput of ${t.route}: storefront ${Math.round(t.storefront.requestsPerSecond)} req/s, ` +
        `baseline ${Math.round(t.baseline.requestsPerSecond)} req/s.`,
    );
  if (instances)
    console.log(
      `  Scale, 1 → 2 instances: search results ×${instances.ratios.search}, add to cart ×${instances.ratios.addToCart}.`,
    );
  if (tenfold)
    console.log(
      `  Tenfold catalogue on PostgreSQL: suggest p95 ${tenfold.suggest.p95} ms, search p95 ${tenfold.search.p95} ms, ` +
        `product pages ${tenfold.productPage.perSecond}/s.`,
    );
  if (busyAtStart(result.machine))
    console.log(
      `  Note: the machine was busy at the start (load average ${result.machine.loadAverageAtStart[0]}); figures are pessimistic.`,
    );
  console.log(
    '\nWritten: docs/benchmark.md, docs/benchmark.json (full Lighthouse reports in docs/benchmark-raw/).',
  );
  if (passed < verdicts.length) process.exitCode = 1;
}
