import { envSchema, loadEnv } from '@store/config';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCommerceApi, type CommerceApiResult } from './bench/commerce-api.ts';
import {
  CHECKOUT_PAGE,
  signedInCookieHeader,
  signedInStorageState,
  signInChromeAt,
} from './bench/customer-session.ts';
import { startFrameworkBaseline, type FrameworkBaseline } from './bench/framework-baseline.ts';
import { benchIdentityApi, type IdentityApiResult } from './bench/identity-api.ts';
import { benchPlaceOrder, type PlaceOrderResult } from './bench/place-order.ts';
import { measureSignIn, type SignInResult } from './bench/sign-in.ts';
import {
  judgeCommerceApi,
  judgeError,
  judgeFirstLoadJs,
  judgeIdleTransfer,
  judgeLighthouse,
  judgeLoadCases,
  judgeLocaleTbt,
  judgePlaceOrder,
  judgeSignIn,
  judgeTenfold,
  judgeThroughput,
  type Verdict,
} from './bench/budgets.ts';
import { measureFirstLoadJs, measureRoute } from './bench/first-load-js.ts';
import { measureIdleTransfer, type IdleTransfer } from './bench/idle-transfer.ts';
import { CHROMIUM, runLighthouse, type LighthouseComparison } from './bench/lighthouse.ts';
import { benchLoadCases, type LoadCasesResult } from './bench/load-cases.ts';
import { cpuIndex, loadAverage, machineFacts } from './bench/machine.ts';
import { busyAtStart, writeReport, type FirstLoadJs, type StepCpu } from './bench/report.ts';
import { measureThroughput, type ThroughputResult } from './bench/throughput.ts';
import {
  benchInstances,
  benchTenfold,
  scalePorts,
  tenfoldPorts,
  type InstancesResult,
  type TenfoldResult,
} from './bench/scale.ts';
import type { RunningCluster } from './lib/cluster/contract.ts';
import { ROOT, startStore, type RunningStore } from './lib/store.ts';

/**
 * npm run bench: starts a store of its own (own ports, data folder and build folder, the default
 * configuration otherwise) and the framework baseline (apps/bench-baseline, built and served in the
 * run), measures the store against the budgets, stops both, then measures suggest and search on the
 * tenfold catalogue in PostgreSQL (the production topology, scripts/bench/scale.ts), and writes
 * docs/benchmark.md and docs/benchmark.json. The exit code is non-zero when a budget fails or the
 * store could not start.
 *
 * Options:
 * - `--no-scale`: leaves out the scale figures of one instance of each against two (the tenfold
 *   catalogue's budgets still run).
 * - `--only <step>` (repeatable): runs only the named steps (STEPS below), to try a step alone; the
 *   report goes to $TMPDIR/bench-only/ instead of docs/. The store and the baseline start only when
 *   a step needs them.
 * - `--page <path>` (repeatable, with `--only`): Lighthouse measures only these of its pages, to try
 *   a change to one page in minutes rather than the whole round.
 */

const PORTS = { storefront: 3300, platform: 4300, baseline: 3301, frameworkBaseline: 3302 };
/** The clusters of the scale figures take three ports each from here. */
const SCALE_FIRST_PORT = 8000;
const STEPS = [
  'commerce-api',
  'place-order',
  'identity-api',
  'first-load-js',
  'sign-in',
  'lighthouse',
  'idle-transfer',
  'throughput',
  'load-cases',
  'tenfold',
  'instances',
] as const;
type Step = (typeof STEPS)[number];
/** The values of a repeatable option: `--only a --only b` gives ['a', 'b']. */
const optionValues = (flag: string) =>
  process.argv.flatMap((arg, i) => (process.argv[i - 1] === flag ? [arg] : []));
const only = optionValues('--only');
for (const name of only)
  if (!STEPS.some((s) => s === name)) {
    console.error(`--only ${name}: no such step; the steps are ${STEPS.join(', ')}`);
    process.exit(2);
  }
const PARTIAL = only.length > 0;
const onlyPages = optionValues('--page');
if (onlyPages.length > 0 && !PARTIAL) {
  console.error('--page is for trials: name the steps with --only too');
  process.exit(2);
}
const measured = (path: string) => onlyPages.length === 0 || onlyPages.includes(path);
const runs = (name: Step) =>
  PARTIAL ? only.includes(name) : name !== 'instances' || !process.argv.includes('--no-scale');
const STORE_STEPS: Step[] = [
  'first-load-js',
  'sign-in',
  'lighthouse',
  'idle-transfer',
  'throughput',
  'load-cases',
];
const BASELINE_STEPS: Step[] = ['first-load-js', 'lighthouse', 'idle-transfer'];
const CLUSTER_STEPS: Step[] = ['tenfold', 'instances'];
/** A program with hand-written content in every content locale, and a search most languages' catalogues answer. */
const PRODUCT_PAGE = '/en-us/p/A100123';
const SEARCH_PAGE = '/en-us/search.html?q=reading';
const CATEGORY_PAGE = '/en-us/category/behavior';
/** The guest order lookup: no account needed, so measured as a first visit. */
const ORDER_STATUS_PAGE = '/store/usassessments/en/order-status';
/** Where the utility bar's Invoices link goes. */
const INVOICES_PAGE = '/invoices/en-us';
const CART_PAGE = '/en-us/cart';
const MY_ACCOUNT_PAGE = '/en-us/my-account';
const LIGHTHOUSE_PAGES = [
  '/en-us',
  '/fr-ca',
  '/ja-jp',
  CATEGORY_PAGE,
  SEARCH_PAGE,
  PRODUCT_PAGE,
  ORDER_STATUS_PAGE,
];
/** Pages of the signed-in customer with an item in the cart (the cart among them), measured after signing in. */
const SIGNED_IN_PAGES = [CART_PAGE, CHECKOUT_PAGE, MY_ACCOUNT_PAGE, INVOICES_PAGE];
const FIRST_LOAD_ROUTES = [
  '/en-us',
  '/store/usassessments/en',
  '/store/usassessments/en/quickOrder',
  CATEGORY_PAGE,
  '/en-us/no-such-page-bench',
  SEARCH_PAGE,
  PRODUCT_PAGE,
  ORDER_STATUS_PAGE,
];
const IDLE_ROUTES = ['/en-us', CATEGORY_PAGE, SEARCH_PAGE, PRODUCT_PAGE, ORDER_STATUS_PAGE];
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
let signInResult: SignInResult | null = null;
let instances: InstancesResult | null = null;
let tenfold: TenfoldResult | null = null;
let idleTransfer: IdleTransfer | null = null;
let loadCases: LoadCasesResult | null = null;
const stepCpu: StepCpu[] = [];

async function step<T>(measure: string, body: () => Promise<T>): Promise<T | null> {
  const t0 = Date.now();
  console.log(`\n▶ ${measure}…`);
  // How fast the CPU is as the step begins: other work on the machine shows as a lower index.
  stepCpu.push({ measure, cpuIndex: cpuIndex(), loadAverage: loadAverage()[0] ?? 0 });
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
let completed = false;
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

const needsStore = STORE_STEPS.some(runs);
const needsBaseline = BASELINE_STEPS.some(runs);
const clusterSteps = CLUSTER_STEPS.filter(runs);
try {
  const clusterPorts = clusterSteps.includes('instances')
    ? scalePorts(SCALE_FIRST_PORT)
    : clusterSteps.length > 0
      ? tenfoldPorts(SCALE_FIRST_PORT)
      : [];
  for (const port of [...(needsStore ? Object.values(PORTS) : []), ...clusterPorts])
    await assertPortFree(port);
  // In process and before the store starts, so that nothing else competes for the CPU while it is timed.
  if (runs('commerce-api')) {
    commerceApi = await step('Commerce API latency', () => benchCommerceApi());
    if (commerceApi) verdicts.push(...judgeCommerceApi(commerceApi));
  }
  if (runs('place-order')) {
    placeOrder = await step('Placing an order through the API', () => benchPlaceOrder());
    if (placeOrder) verdicts.push(...judgePlaceOrder(placeOrder));
  }
  if (runs('identity-api')) identityApi = await step('Identity API throughput', () => benchIdentityApi());

  if (needsStore) {
    console.log(
      `Starting a store for the benchmark on port ${env.PORT} (build folder ${env.STOREFRONT_DIST_DIR})…`,
    );
    const running = await startStore(env, childEnv);
    store = running;
    const url = running.url;
    const baseline = needsBaseline
      ? await step('Building and serving the framework baseline', () =>
          startFrameworkBaseline(PORTS.frameworkBaseline),
        )
      : null;
    frameworkBaseline = baseline;
    const signIn = (port: number) => signInChromeAt(port, url, env.COUNTRY_HEADER);

    if (baseline && runs('first-load-js')) {
      firstLoadJs = await step('First-load JavaScript', async () => {
        const cookie = await signedInCookieHeader(url, env.COUNTRY_HEADER);
        return {
          baseline: await measureRoute(baseline.url, '/'),
          routes: [
            ...(await measureFirstLoadJs(url, FIRST_LOAD_ROUTES)),
            ...(await measureFirstLoadJs(url, SIGNED_IN_PAGES, { cookie })),
          ],
        };
      });
      if (firstLoadJs) verdicts.push(...judgeFirstLoadJs(firstLoadJs.routes, firstLoadJs.baseline));
    }

    if (runs('sign-in')) {
      signInResult = await step('Sign-in in the browser', () =>
        measureSignIn(url, SIGN_IN_WEIGHT_ROUTES, env.COUNTRY_HEADER),
      );
      if (signInResult) verdicts.push(...judgeSignIn(signInResult));
    }

    if (baseline && runs('lighthouse')) {
      lighthouse = await step('Lighthouse (mobile), interleaved with the framework baseline', () =>
        runLighthouse(
          `${baseline.url}/`,
          [
            ...LIGHTHOUSE_PAGES.filter(measured).map((p) => ({ url: `${url}${p}` })),
            // One function for all: the runner signs in once for consecutive pages of the customer.
            ...SIGNED_IN_PAGES.filter(measured).map((p) => ({ url: `${url}${p}`, prepare: signIn })),
          ],
          join(ROOT, 'docs/benchmark-raw'),
        ),
      );
      if (lighthouse) verdicts.push(...judgeLighthouse(lighthouse), ...judgeLocaleTbt(lighthouse));
    }

    if (baseline && runs('idle-transfer')) {
      idleTransfer = await step('Transferred in the first seconds of an idle visit', () =>
        measureIdleTransfer(
          baseline.url,
          url,
          { anonymous: IDLE_ROUTES, signedIn: SIGNED_IN_PAGES },
          (browser) => signedInStorageState(browser, url, env.COUNTRY_HEADER),
        ),
      );
      if (idleTransfer) verdicts.push(...judgeIdleTransfer(idleTransfer));
    }

    if (runs('throughput'))
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

    // Last against this store: its flood of search addresses fills the edge cache.
    if (runs('load-cases')) {
      loadCases = await step('Load cases: search pages, cache busting, a flood of addresses', () =>
        benchLoadCases(url, { home: '/en-us', product: PRODUCT_PAGE }),
      );
      if (loadCases) verdicts.push(...judgeLoadCases(loadCases));
    }
  }
  completed = true;
} catch (error) {
  console.error(
    `The store for the benchmark could not be started: ${error instanceof Error ? error.message : error}`,
  );
} finally {
  await stopStore();
}

// After the store has stopped: each cluster wants the machine to itself.
if (completed && clusterSteps.length > 0) {
  // Each process of a cluster gets its own port and data folder from the cluster, not the store's above.
  const env: NodeJS.ProcessEnv = { ...childEnv };
  for (const name of ['PORT', 'PLATFORM_PORT', 'DATA_DIR']) delete env[name];
  const settings = { env, workDir: work, firstPort: SCALE_FIRST_PORT, running: clusters };
  if (clusterSteps.includes('instances'))
    instances = await step('Scale: one instance of each against two', () => benchInstances(settings));
  if (clusterSteps.includes('tenfold')) {
    tenfold = await step('Scale: the tenfold catalogue on PostgreSQL', () => benchTenfold(settings));
    if (tenfold) verdicts.push(...judgeTenfold(tenfold));
  }
}
rmSync(work, { recursive: true, force: true });

const passed = verdicts.filter((v) => v.pass).length;
const printVerdicts = () => {
  for (const v of verdicts)
    console.log(
      `  ${v.pass ? 'PASS' : 'FAIL'}  ${v.measure} ${v.subject}: ${v.figure}` +
        `${v.baseline ? ` (baseline ${v.baseline}, ${v.difference})` : ''} (budget ${v.budget})`,
    );
};
const result = {
  machine: machineFacts(ROOT, CHROMIUM, loadAtStart),
  durationSeconds: (Date.now() - started) / 1000,
  verdicts,
  stepCpu,
  lighthouse,
  firstLoadJs,
  idleTransfer,
  throughput,
  loadCases,
  commerceApi,
  placeOrder,
  identityApi,
  signIn: signInResult,
  scale: { instances, tenfold },
  errors,
};
if (!completed) process.exitCode = 1;
else if (PARTIAL) {
  // A trial's report goes where it cannot be taken for a whole run's.
  const trial = join(tmpdir(), 'bench-only');
  mkdirSync(trial, { recursive: true });
  writeReport(result, {
    markdown: join(trial, 'benchmark.md'),
    json: join(trial, 'benchmark.json'),
    root: ROOT,
  });
  console.log(`\nSteps ${only.join(', ')}: ${passed} of ${verdicts.length} budgets pass.`);
  printVerdicts();
  console.log(`\nWritten: ${join(trial, 'benchmark.md')}, ${join(trial, 'benchmark.json')}.`);
  if (passed < verdicts.length) process.exitCode = 1;
} else {
  writeReport(result, {
    markdown: join(ROOT, 'docs/benchmark.md'),
    json: join(ROOT, 'docs/benchmark.json'),
    root: ROOT,
  });

  console.log(
    `\nBenchmark: ${passed} of ${verdicts.length} budgets pass (${Math.round(result.durationSeconds)} s).`,
  );
  printVerdicts();
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
