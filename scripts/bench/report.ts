import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  BUDGETS,
  firstLoadAllowance,
  kb,
  LOCALE_TBT,
  ms,
  pageKind,
  worstAccessibility,
  type Verdict,
} from './budgets.ts';
import { COMMERCE_API_BUDGETS, type CommerceApiResult } from './commerce-api.ts';
import type { IdentityApiResult, LoopFigures } from './identity-api.ts';
import type { SignInResult } from './sign-in.ts';
import type { RouteJs } from './first-load-js.ts';
import { RESOURCE_KINDS, type IdleTransfer, type IdleVisit } from './idle-transfer.ts';
import type { LighthouseComparison, PageScores } from './lighthouse.ts';
import type { CaseFigures, LoadCasesResult } from './load-cases.ts';
import type { MachineFacts } from './machine.ts';
import type { PlaceOrderResult } from './place-order.ts';
import { busiestKinds, cpuBound, PROCESS_KINDS, type CpuUse } from './process-cpu.ts';
import type { InstancesResult, TenfoldResult } from './scale.ts';
import type { ScaleLoad } from './scale-load.ts';
import type { LoadFigures, ThroughputResult } from './throughput.ts';

/** Writes a benchmark's figures as docs/benchmark.md (for people) and docs/benchmark.json (for machines). */

export interface BenchResult {
  machine: MachineFacts;
  durationSeconds: number;
  verdicts: Verdict[];
  /** The CPU index as each step other than Lighthouse began (Lighthouse records its own per run). */
  stepCpu: StepCpu[];
  lighthouse: LighthouseComparison | null;
  firstLoadJs: FirstLoadJs | null;
  idleTransfer: IdleTransfer | null;
  throughput: ThroughputResult[] | null;
  loadCases: LoadCasesResult | null;
  commerceApi: CommerceApiResult | null;
  placeOrder: PlaceOrderResult | null;
  identityApi: IdentityApiResult | null;
  signIn: SignInResult | null;
  /** The production topology with one and two instances, and the tenfold catalogue on PostgreSQL; null when skipped. */
  scale: { instances: InstancesResult | null; tenfold: TenfoldResult | null };
  errors: { measure: string; message: string }[];
}

export interface StepCpu {
  measure: string;
  /** machine.ts cpuIndex(): Lighthouse's benchmarkIndex computation run in Node. */
  cpuIndex: number;
  /** The 1-minute load average at the same moment. */
  loadAverage: number;
}

/** The store's routes and the framework baseline's page, measured the same way in the same run. */
export interface FirstLoadJs {
  baseline: RouteJs;
  routes: RouteJs[];
}

const CHUNKS_LISTED = 10;
const SEPARATE_KIND = {
  'third-party': 'third party',
  identity: 'identity provider’s session script',
  nomodule: '`nomodule`: legacy browsers only',
} as const;

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const row = (cells: (string | number)[]) => `| ${cells.map((c) => cell(String(c))).join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const verdict = (pass: boolean) => (pass ? 'PASS' : '**FAIL**');

function machineSection(m: MachineFacts, durationSeconds: number): string {
  return [
    '## Machine',
    '',
    table(
      ['Fact', 'Value'],
      [
        ['Date', m.date],
        ['CPU cores', `${m.cores} (${m.cpuModel})`],
        ['Memory', `${m.memoryGiB} GiB`],
        ['Load average at start (1, 5, 15 min)', m.loadAverageAtStart.join(', ')],
        ['OS', m.os],
        ['Node', m.node],
        ['Chromium', m.chromium],
        [
          'Packages',
          Object.entries(m.packages)
            .map(([name, v]) => `${name} ${v}`)
            .join(', '),
        ],
        ['Commit', m.commit],
        ['Run time', `${Math.round(durationSeconds)} s`],
      ],
    ),
  ].join('\n');
}

const BASELINE_LABEL = 'framework baseline (bare Next.js)';

const timing = (value: number | null) => (value === null ? '—' : ms(value));

function lighthouseRow(label: string, p: PageScores): (string | number)[] {
  return [
    label,
    p.performanceMedian ?? '—',
    worstAccessibility(p) ?? '—',
    timing(p.appliedLcpMedianMs),
    timing(p.lcpMedianMs),
    timing(p.tbtMedianMs),
    ...['first-contentful-paint', 'cumulative-layout-shift', 'speed-index'].map(
      (id) => p.metrics[id]?.displayValue || '—',
    ),
  ];
}

function lighthouseSection({ baseline, pages }: LighthouseComparison, root: string): string {
  const name = (p: PageScores) => (p === baseline ? BASELINE_LABEL : new URL(p.url).pathname);
  const lines = [
    '## Lighthouse (mobile)',
    '',
    'Default config: mobile form factor and screen, simulated throttling (slow 4G, 4× CPU slowdown), ' +
      "Debian's Chromium headless. The framework baseline (apps/bench-baseline, built and served in this run) and the " +
      'store’s pages are measured interleaved: each round runs the baseline, every page, then the baseline again, ' +
      `${pages[0]?.runs.length ?? 0} rounds after one discarded run of each. Each run is followed by one of the same page ` +
      'under applied throttling (the same slow 4G and 4× CPU slowdown imposed on the browser as it loads), whose LCP is ' +
      'the paint a visitor on that network sees; LCP’s budget is judged on it (ADR 25). The simulated LCP is shown beside ' +
      'it: it charges the paint with every script that ran before the paint of the unthrottled load, which on this machine ' +
      'is all of them for the store and, in some runs, none for the baseline. Performance, LCP and TBT are each the median ' +
      'of the runs (page and baseline alike; not necessarily the same run’s); accessibility is the worst run’s; FCP, CLS ' +
      'and Speed Index are those of the run closest to the median performance. Anonymous pages are first visits ' +
      '(Lighthouse clears cookies and stored tokens before each run; the order-status lookup needs no account); the ' +
      'cart, checkout, my-account and invoices are the signed-in demo customer’s, with an item in the cart, signed in ' +
      'before the first of them in each round. Budgets: performance ≥ the baseline’s median − ' +
      `${BUDGETS.performanceBelowBaseline}, accessibility = ${BUDGETS.accessibility} on every run, LCP ≤ the baseline’s + ` +
      `${BUDGETS.lcpOverBaselineMs} ms, TBT ≤ the baseline’s + ${BUDGETS.tbtOverBaselineMs} ms, and ` +
      `${LOCALE_TBT.page}’s TBT ≤ ${LOCALE_TBT.reference}’s.`,
    '',
    table(
      [
        'Page',
        'Performance (median)',
        'Accessibility (worst)',
        'LCP applied (median)',
        'LCP simulated (median)',
        'TBT (median)',
        'FCP',
        'CLS',
        'Speed Index',
      ],
      [baseline, ...pages].map((p) => lighthouseRow(name(p), p)),
    ),
    '',
    '### The runs behind the medians',
    '',
    'Every run in the order made, with its CPU index: Lighthouse’s benchmarkIndex of this machine during that run (higher ' +
      'is faster). The simulated 4× slowdown is applied to the CPU as measured, so a slower or busier machine scores ' +
      'lower, the baseline as much as the store.',
    '',
    table(
      ['Page', 'Run', 'Performance', 'Accessibility', 'LCP applied', 'LCP simulated', 'TBT', 'CPU index'],
      [baseline, ...pages].flatMap((p) =>
        p.runs.map((r, i) => [
          i === 0 ? name(p) : '',
          i + 1,
          r.performance ?? '—',
          r.accessibility ?? '—',
          timing(r.appliedLcpMs),
          timing(r.lcpMs),
          timing(r.tbtMs),
          r.benchmarkIndex,
        ]),
      ),
    ),
  ];
  for (const page of [baseline, ...pages]) {
    const path = page === baseline ? BASELINE_LABEL : new URL(page.url).pathname;
    lines.push('', `### ${path}`, '');
    if (page.failingAudits.length === 0)
      lines.push('No audit below Lighthouse’s pass mark (0.9) in the median run.');
    else {
      lines.push('Audits below Lighthouse’s pass mark (0.9) in the median run:', '');
      lines.push(
        table(
          ['Category', 'Audit id', 'Title', 'Score', 'Value'],
          page.failingAudits.map((a) => [
            a.category,
            `\`${a.id}\``,
            a.title,
            a.score.toFixed(2),
            a.displayValue ?? '',
          ]),
        ),
      );
    }
    const failed = page.unfinished.filter((r) => r.state === 'failed');
    const open = page.unfinished.filter((r) => r.state === 'open');
    if (failed.length > 0) {
      lines.push(
        '',
        'Requests that got no response (expected: this machine’s network is closed; not a failure):',
      );
      for (const r of failed) lines.push(`- ${r.url}`);
    }
    if (open.length > 0) {
      lines.push('', 'Requests still open when the page was measured (long-lived streams):');
      for (const r of open) lines.push(`- ${r.url}`);
    }
    if (page.runWarnings.length > 0) {
      lines.push('', 'Lighthouse warnings:');
      for (const w of page.runWarnings) lines.push(`- ${w}`);
    }
    lines.push(
      '',
      `Full reports: ${page.reportFiles.map((f) => `\`${relative(root, f)}\``).join(', ')} (not committed).`,
    );
  }
  return lines.join('\n');
}

function firstLoadSection({ baseline, routes }: FirstLoadJs): string {
  const allowances = BUDGETS.firstLoadJsOverBaselineGzipBytes;
  const lines = [
    '## First-load JavaScript',
    '',
    'Every same-origin `<script src>` of the route’s HTML, fetched and gzipped with zlib level 9, summed; the framework ' +
      'baseline’s page the same way. The cart, checkout, my-account and invoices are fetched with the signed-in demo ' +
      'customer’s cookies (the cart counts with the checkout and account pages, as does the order-status lookup, fetched ' +
      `anonymously). Budget over the baseline: ≤ ${kb(allowances.shell)} on shell pages, ≤ ${kb(allowances.product)} on ` +
      `product pages, ≤ ${kb(allowances.account)} on checkout and account pages.`,
    '',
    table(
      ['Route', 'Kind', 'HTTP status', 'Scripts', 'Raw', 'Gzipped', 'Over the baseline', 'Budget'],
      [
        [
          BASELINE_LABEL,
          '—',
          baseline.status,
          baseline.chunks.length,
          kb(baseline.totalBytes),
          kb(baseline.totalGzipBytes),
          '—',
          '—',
        ],
        ...routes.map((r) => {
          const over = r.totalGzipBytes - baseline.totalGzipBytes;
          return [
            r.route,
            pageKind(r.route),
            r.status,
            r.chunks.length,
            kb(r.totalBytes),
            kb(r.totalGzipBytes),
            `${over < 0 ? '−' : '+'}${kb(Math.abs(over))}`,
            verdict(over <= firstLoadAllowance(r.route)),
          ];
        }),
      ],
    ),
  ];
  for (const route of [baseline, ...routes]) {
    const name = route === baseline ? BASELINE_LABEL : route.route;
    lines.push('', `### ${name}: biggest scripts`, '');
    lines.push(
      table(
        ['Script', 'Raw', 'Gzipped'],
        route.chunks.slice(0, CHUNKS_LISTED).map((c) => [`\`${c.url}\``, kb(c.bytes), kb(c.gzipBytes)]),
      ),
    );
    if (route.separate.length > 0) {
      lines.push(
        '',
        'Loaded apart, not counted: ' +
          route.separate
            .map(
              (s) =>
                `\`${s.url}\` (${SEPARATE_KIND[s.kind]}${s.gzipBytes ? `, ${kb(s.gzipBytes)} gzipped` : ''})`,
            )
            .join(', ') +
          '.',
      );
    }
  }
  return lines.join('\n');
}

function loadRow(name: string, f: LoadFigures): (string | number)[] {
  return [
    name,
    Math.round(f.requestsPerSecond),
    ms(f.latencyP50Ms),
    ms(f.latencyP99Ms),
    ms(f.latencyAverageMs),
    f.requests,
    `${f.non2xx} / ${f.errors} / ${f.timeouts}`,
  ];
}

function throughputSection(t: ThroughputResult): string {
  return [
    `## Throughput of ${t.route}`,
    '',
    `autocannon, ${t.connections} connections, ${t.durationSeconds} s each (after a ${t.warmUpSeconds} s warm-up that is not counted), ` +
      `\`Accept-Encoding: gzip\`, against \`${t.route}\`; then the same against a plain \`node:http\` server in its own process ` +
      `answering with the same ${t.contentEncoding} bytes (${kb(t.bodyBytes)}) captured from the storefront. One after the other, never at once. ` +
      'Visitors reach the store through the embedded edge cache (docs/adr/0006-embedded-edge-cache.md); Next.js alone is measured too, for reference.',
    '',
    table(
      ['Server', 'Req/s', 'p50', 'p99', 'Average', 'Requests', 'non-2xx / errors / timeouts'],
      [
        loadRow('Storefront (edge in front of Next.js)', t.storefront),
        loadRow('Next.js alone, for reference', t.origin),
        loadRow('Static baseline', t.baseline),
      ],
    ),
    '',
    `Ratio storefront ÷ baseline: **${t.ratio.toFixed(3)}** (budget ≥ ${BUDGETS.throughputRatio.toFixed(3)}): ${verdict(t.ratio >= BUDGETS.throughputRatio)}.`,
  ].join('\n');
}

function commerceApiSection(c: CommerceApiResult): string {
  const figures = (p: { p50: number; p95: number; samples: number }) =>
    `${ms(p.p50)} / ${ms(p.p95)} (${p.samples})`;
  return [
    '## Commerce API latency',
    '',
    'The commerce service in process on PGlite in memory, called over HTTP on 127.0.0.1, at the default catalogue and the tenfold one. ' +
      'Suggest and search are timed server-side (the `server-timing` header), for information: their budgets are judged on ' +
      'PostgreSQL (the tenfold catalogue under Scale). Add to cart is timed as the caller sees it; budget: p95 ≤ ' +
      `${c.budgets.addToCartP95Ms} ms on the default catalogue.`,
    '',
    table(
      [
        'Catalogue',
        'Start (migrate, seed, index)',
        'Suggest p50 / p95 (samples)',
        'Search p50 / p95 (samples)',
        'Add to cart p50 / p95 (samples)',
      ],
      c.scales.map((s) => [
        s.scale === 1 ? 'default (×1)' : 'tenfold (×10)',
        `${s.startSeconds.toFixed(1)} s`,
        figures(s.suggest),
        figures(s.search),
        figures(s.addToCart),
      ]),
    ),
  ].join('\n');
}

function placeOrderSection(result: PlaceOrderResult): string {
  const p = result.placeOrder;
  return [
    '## Placing an order',
    '',
    'The commerce service in process on PGlite in memory, with the identity service and the payment sandbox in the same ' +
      `process, called over HTTP on 127.0.0.1. The demo customer ${result.customer} (signed in, bearer token) fills the cart ` +
      `with ${result.itemCode} (untimed), then places a card order to a Portland address with standard delivery and a new ` +
      'Idempotency-Key; each placement is timed as the caller sees it, including the Checkout Session it opens at the ' +
      `sandbox. Budget: p95 ≤ ${result.budgets.placeOrderP95Ms} ms.`,
    '',
    table(
      ['Orders', 'p50', 'p95', 'p99', 'Budget'],
      [[p.samples, ms(p.p50), ms(p.p95), ms(p.p99), verdict(result.pass)]],
    ),
  ].join('\n');
}

function identityApiSection(result: IdentityApiResult): string {
  const line = (f: LoopFigures) => [
    f.unit,
    f.perSecond.toFixed(1),
    ms(f.latency.p50),
    ms(f.latency.p95),
    f.latency.samples,
    f.failures,
  ];
  return [
    '## Identity API throughput',
    '',
    `The identity service in process on PGlite in memory, called over HTTP on 127.0.0.1 by ${result.callers} callers in a closed loop ` +
      `for ${result.durationSeconds} s each (after a warm-up not counted). A sign-in is the Login tree's three authenticate calls ` +
      '(the scrypt password check among them); the code exchange and the refresh are single token-endpoint calls (the authorize ' +
      'that makes each code is not timed). No budget is set for these.',
    '',
    table(
      ['Iteration', 'Per second', 'p50', 'p95', 'Samples', 'Failures'],
      [line(result.signIn), line(result.codeExchange), line(result.refresh)],
    ),
  ].join('\n');
}

function signInSection(result: SignInResult): string {
  return [
    '## Sign-in in the browser',
    '',
    "Debian's Chromium driven by Playwright, without throttling: a demo customer submits the sign-in form of `/en-us/login` " +
      'and is timed in the page, from the submit event to the first frame in which the page they came from shows the account ' +
      `menu signed in (the Login tree, the silent authorize, the code exchange, the user info and the new page). ${result.runs.length} runs after one that is not counted: ` +
      `${result.runs.map((r) => `${r} ms`).join(', ')}.`,
    '',
    "Identity scripts per page: the identity provider's session script and any chunk of the identity SDK the page downloaded.",
    '',
    table(
      ['Page', 'Visitor', 'Session script', 'SDK chunks', 'Total'],
      result.weights.map((w) => [
        w.route,
        w.visitor,
        kb(w.sessionScriptGzipBytes),
        kb(w.sdkGzipBytes),
        kb(w.totalGzipBytes),
      ]),
    ),
  ].join('\n');
}

const KIND_HEADINGS = {
  document: 'Documents',
  script: 'Scripts',
  rsc: 'RSC payloads',
  stylesheet: 'Stylesheets',
  font: 'Fonts',
  image: 'Images',
  fetch: 'Other fetches',
  other: 'Other',
} as const;

function idleRow(label: string, visit: IdleVisit, baseline: IdleVisit | null): (string | number)[] {
  const over = baseline ? visit.scriptBytes - baseline.scriptBytes : null;
  return [
    label,
    visit.status,
    kb(visit.scriptBytes),
    over === null ? '—' : `${over < 0 ? '−' : '+'}${kb(Math.abs(over))}`,
    ...RESOURCE_KINDS.filter((kind) => kind !== 'script').map((kind) => {
      const total = visit.byKind[kind];
      return total.requests === 0 ? '—' : `${kb(total.bytes)} (${total.requests})`;
    }),
    visit.cpuIndex,
  ];
}

function idleTransferSection({ seconds, baseline, pages }: IdleTransfer): string {
  return [
    `## Transferred in the first ${seconds} seconds of an idle visit`,
    '',
    `Chromium (Playwright, unthrottled, desktop viewport 1280×720) opens the page in a new context (empty HTTP cache) and stays ` +
      `idle for ${seconds} s from the navigation’s start; every response finished in that time is added up by kind, in ` +
      'the bytes of the bodies as they crossed the network (compressed; headers left out), the number of responses in parentheses. Scripts ' +
      'include lazy chunks and the scripts of prefetched pages; RSC is the React Server Components payloads of prefetches ' +
      'and client navigations. The cart, checkout, my-account and invoices are visited with the signed-in demo customer’s ' +
      `cookies and local storage. Budget: scripts ≤ the baseline’s + ${kb(BUDGETS.idleScriptOverBaselineBytes)} on shell and ` +
      'product pages (checkout and account pages, allowed 30 KB over the baseline at first load, are listed for information); ' +
      'the other kinds are for information. The CPU index is machine.ts cpuIndex() just before each visit.',
    '',
    table(
      [
        'Page',
        'HTTP status',
        'Scripts',
        'Over the baseline',
        ...RESOURCE_KINDS.filter((kind) => kind !== 'script').map((kind) => KIND_HEADINGS[kind]),
        'CPU index',
      ],
      [idleRow(BASELINE_LABEL, baseline, null), ...pages.map((p) => idleRow(p.route, p, baseline))],
    ),
  ].join('\n');
}

function caseRow(label: string, f: CaseFigures): (string | number)[] {
  return [
    label,
    f.name,
    Math.round(f.requestsPerSecond),
    ms(f.latencyP50Ms),
    ms(f.latencyP99Ms),
    f.requests,
    f.cacheHits,
    `${f.non2xx} / ${f.errors} / ${f.timeouts}`,
    f.cpuIndex,
  ];
}

function loadCasesSection(r: LoadCasesResult): string {
  const checks = (list: LoadCasesResult['flood']['before']) =>
    list.map((c) => `\`${c.route}\` ${c.cacheStatus}`).join(', ');
  return [
    '## Load cases',
    '',
    `autocannon, ${r.connections} connections, ${r.durationSeconds} s each after a ${r.warmUpSeconds} s warm-up that is not ` +
      'counted, `Accept-Encoding: gzip`, through the edge as visitors reach the store, one case after the other. The hot set ' +
      `is ${r.hotSet.addresses} popular search addresses (ten words, alone, sorted by name, narrowed to an age band), each ` +
      `asked ${r.hotSet.variants.length} ways: ${r.hotSet.variants.join(', ')} (a new value each time); all variants of one ` +
      'address should be one cache entry. The cold case asks a search address never asked before on every request (for ' +
      'information). Cache hits count answers with `x-edge-cache` HIT or STALE; the CPU index is machine.ts cpuIndex() as ' +
      `each case began. Budgets: hot search pages ≥ ¼ of the product page’s requests per second with p99 < ${BUDGETS.searchLoadP99Ms} ms; the product page with a new ` +
      '`bust` parameter on every request ≥ ½ of the plain one’s; the home and product pages still answered from the ' +
      'cache after the flood.',
    '',
    table(
      [
        'Case',
        'Addresses',
        'Req/s',
        'p50',
        'p99',
        'Requests',
        'Cache hits',
        'non-2xx / errors / timeouts',
        'CPU index',
      ],
      [
        caseRow('Product page', r.product),
        caseRow('Search pages, hot set', r.searchHot),
        caseRow('Search pages, cold', r.searchCold),
        caseRow('Product page, cache busting', r.productBust),
      ],
    ),
    '',
    `Flood: ${r.flood.addresses} search addresses never asked before, in ${r.flood.seconds} s ` +
      `(${r.flood.requestsPerSecond} req/s). Cache status before: ${checks(r.flood.before)}; after: ${checks(r.flood.after)}.`,
  ].join('\n');
}

function stepCpuSection(steps: StepCpu[]): string {
  return [
    '## CPU index per step',
    '',
    'As each step began: Lighthouse’s own benchmarkIndex computation (its two half-second loops, building strings and ' +
      'copying arrays; machine.ts cpuIndex()) run in Node, about a second, and the 1-minute load average. Node’s V8 scores ' +
      'lower than Chromium’s on the same machine: compare these with each other and with other runs, not with Lighthouse’s ' +
      'per-run index. A step that began with a lower index than the others had less of the CPU.',
    '',
    table(
      ['Step', 'CPU index', 'Load average (1 min)'],
      steps.map((st) => [st.measure, st.cpuIndex, st.loadAverage]),
    ),
  ].join('\n');
}

const perSecond = (load: ScaleLoad) => `${load.perSecond.toFixed(1)} ${load.unit}s/s`;
const latency = (load: ScaleLoad) => `${ms(load.latencyP50Ms)} / ${ms(load.latencyP99Ms)}`;
/** Failures with the statuses that made them, e.g. "3 (502 ×2, 504 ×1)". */
const failures = (load: ScaleLoad) => {
  const statuses = Object.entries(load.otherStatuses).map(([status, n]) => `${status} ×${n}`);
  return `${load.failures}${statuses.length > 0 ? ` (${statuses.join(', ')})` : ''}`;
};
const cores = (cpu: CpuUse, kind: string) => {
  const found = cpu.byKind.find((k) => k.kind === kind);
  return found ? `${found.cores.toFixed(2)} (${found.processes})` : '—';
};

function instancesSection(r: InstancesResult): string {
  const [one, two] = r.runs;
  if (!one || !two) return '';
  const loads = [one.search, two.search, one.addToCart, two.addToCart];
  const kinds = PROCESS_KINDS.filter((kind) => loads.some((l) => l.cpu.byKind.some((k) => k.kind === kind)));
  const limit = (load: ScaleLoad) =>
    `${load.cpu.totalCores.toFixed(2)} of ${load.cpu.machineCores} cores busy` +
    `${cpuBound(load.cpu) ? ' (CPU-bound)' : ''}; most: ${busiestKinds(load.cpu)}`;
  const postgres = Math.max(...loads.map((l) => l.cpu.byKind.find((k) => k.kind === 'postgres')?.cores ?? 0));
  return [
    '### One instance of each against two',
    '',
    'The production topology (`npm run start:cluster`: nginx terminating TLS in front of the storefront instances, each its ' +
      'edge with the cache off in front of `next start`; a second nginx listener balancing the platform instances; one PostgreSQL, ' +
      'one Redis) started on this machine with a fresh data folder, once with one platform and one storefront instance, once with ' +
      `two of each, and the same load on both: autocannon, ${r.connections} connections, ${r.durationSeconds} s after a ` +
      `${r.warmUpSeconds} s warm-up that is not counted. **Search results** go through nginx over HTTPS and every request asks ` +
      'for a different address (a search word, a sort, an age band, a delivery kind, a format, a page: ' +
      `${r.searchAddresses.combinations} combinations, ${r.searchAddresses.used} asked in this run from a random start), so ` +
      'neither nginx’s cache nor the storefront’s data cache, both keyed on the whole query, can answer: each is rendered and ' +
      `searched afresh (answers from nginx's cache are counted below and should be 0). **Add to cart** is the commerce API ` +
      `through the platform balancer: each connection makes a cart and adds ${r.linesPerCart} different items to it, then ` +
      'starts again; lines added per second are counted (the carts’ own requests are real work too, not counted). Latencies ' +
      'are of every request of the load.',
    '',
    table(
      ['Figure', '1 + 1 instances', '2 + 2 instances', 'Ratio 2 ÷ 1'],
      [
        ['Search results', perSecond(one.search), perSecond(two.search), r.ratios.search.toFixed(2)],
        ['Search results p50 / p99', latency(one.search), latency(two.search), '—'],
        [
          'Search results failures / cache hits',
          `${failures(one.search)} / ${one.search.cacheHits}`,
          `${failures(two.search)} / ${two.search.cacheHits}`,
          '—',
        ],
        ['Add to cart', perSecond(one.addToCart), perSecond(two.addToCart), r.ratios.addToCart.toFixed(2)],
        ['Add to cart p50 / p99', latency(one.addToCart), latency(two.addToCart), '—'],
        ['Add to cart failures', failures(one.addToCart), failures(two.addToCart), '—'],
        [
          'Load average (1 min) as search / add to cart began',
          `${one.search.loadAverage} / ${one.addToCart.loadAverage}`,
          `${two.search.loadAverage} / ${two.addToCart.loadAverage}`,
          '—',
        ],
        [
          'Start (fresh data folder to ready)',
          `${one.startSeconds.toFixed(1)} s`,
          `${two.startSeconds.toFixed(1)} s`,
          '—',
        ],
      ],
    ),
    '',
    'Where the CPU went: CPU time of every process of the cluster and of the load generator (this benchmark, autocannon) ' +
      'during the counted part of each load, read from `/proc`, in cores (1.00 = one core busy throughout; the number of ' +
      'processes in parentheses).',
    '',
    table(
      ['Process kind', 'Search 1 + 1', 'Search 2 + 2', 'Add to cart 1 + 1', 'Add to cart 2 + 2'],
      [
        ...kinds.map((kind) => [kind, ...loads.map((l) => cores(l.cpu, kind))]),
        ['all counted', ...loads.map((l) => `${l.cpu.totalCores.toFixed(2)} of ${l.cpu.machineCores}`)],
      ],
    ),
    '',
    `What the figures say. Search results, 1 + 1: ${limit(one.search)}; 2 + 2: ${limit(two.search)}. Add to cart, 1 + 1: ` +
      `${limit(one.addToCart)}; 2 + 2: ${limit(two.addToCart)}. This machine has ${r.machineCores} cores, shared by ` +
      'the load generator, every process of the cluster and whatever else runs on it (the load average at the start is ' +
      'under Machine). Where one instance of each already keeps the cores busy, a second instance adds processes, not CPU, ' +
      'and the ratio cannot approach 2; where the processes counted use less, the rest went to other work on the machine ' +
      'or the instances waited (on the database, on each other), and the ratio shows what the second instance gained. ' +
      'The instances keep no state of their own (sessions, carts, rate limits, caches to invalidate live in ' +
      'PostgreSQL and Redis), so on a machine or cluster with more cores throughput should grow with the instances until ' +
      `the shared parts are the limit; PostgreSQL, the one part that does not scale out, used at most ${postgres.toFixed(2)} ` +
      'cores in these loads.',
  ].join('\n');
}

function tenfoldSection(t: TenfoldResult, standardStart: number | undefined): string {
  const figures = (p: { p50: number; p95: number; samples: number }) =>
    `${ms(p.p50)} / ${ms(p.p95)} (${p.samples})`;
  return [
    '### The tenfold catalogue on PostgreSQL',
    '',
    'The same topology with one instance of each and `CATALOG_SCALE=10`, a fresh data folder: PostgreSQL is initialised and ' +
      'the platform migrates and seeds the tenfold catalogue before it answers. Suggest and search are timed server-side on ' +
      'the platform instance (the `server-timing` header), with the prefixes and queries of the commerce API figures above; ' +
      `budgets: suggest p95 ≤ ${COMMERCE_API_BUDGETS.suggestP95Ms} ms, search p95 ≤ ${COMMERCE_API_BUDGETS.searchP95Ms} ms. ` +
      `Product pages go through nginx over HTTPS, each request a different product (${t.productCodes} codes from the US ` +
      `store's list, ${t.productPagesAsked} asked), so that each is a page not rendered before in this run rather than a ` +
      'cached one; same load as above.',
    '',
    table(
      ['Figure', 'Value'],
      [
        ['Programs in the US store', t.programs],
        [
          'Start (fresh data folder, seeding included)',
          `${t.startSeconds.toFixed(1)} s${standardStart === undefined ? '' : ` (default catalogue: ${standardStart.toFixed(1)} s)`}`,
        ],
        ['Suggest p50 / p95 (samples)', figures(t.suggest)],
        ['Search p50 / p95 (samples)', figures(t.search)],
        ['Product pages', perSecond(t.productPage)],
        ['Product pages p50 / p99', latency(t.productPage)],
        ['Product pages failures / cache hits', `${failures(t.productPage)} / ${t.productPage.cacheHits}`],
        ['Load average (1 min) as the product pages began', t.productPage.loadAverage],
        [
          'CPU during the product pages (cores)',
          `${busiestKinds(t.productPage.cpu, 4)} of ${t.productPage.cpu.machineCores}`,
        ],
      ],
    ),
  ].join('\n');
}

function scaleSection(scale: NonNullable<BenchResult['scale']>): string {
  const parts = ['## Scale', ''];
  parts.push(
    'Figures, not budgets (but for suggest and search on the tenfold catalogue): how the store behaves as the production topology (docs/deploy.md) on this machine, and what that ' +
      'implies for a bigger one.',
  );
  if (scale.instances) parts.push('', instancesSection(scale.instances));
  if (scale.tenfold) parts.push('', tenfoldSection(scale.tenfold, scale.instances?.runs[0]?.startSeconds));
  return parts.join('\n');
}

/** True when other work was already using more than the machine's cores as the run started. */
export function busyAtStart(m: MachineFacts): boolean {
  return (m.loadAverageAtStart[0] ?? 0) > m.cores;
}

export function renderMarkdown(result: BenchResult, root: string): string {
  const passed = result.verdicts.filter((v) => v.pass).length;
  const sections = [
    '# Benchmark',
    '',
    `Written by \`npm run bench\` (scripts/bench.ts) on ${result.machine.date}: the whole store started on ports of its own ` +
      'with the default configuration, measured, stopped. Figures depend on the machine; compare runs on the same kind.',
    '',
    `**${passed} of ${result.verdicts.length} budgets pass.**`,
    ...(busyAtStart(result.machine)
      ? [
          '',
          `> The machine was busy when the run started (1-minute load average ${result.machine.loadAverageAtStart[0]} on ` +
            `${result.machine.cores} cores): other work competed for the CPU, so these figures are pessimistic.`,
        ]
      : []),
    '',
    '## Budgets',
    '',
    table(
      ['Measure', 'Subject', 'Figure', 'Baseline', 'Difference', 'Budget', 'Result'],
      result.verdicts.map((v) => [
        v.measure,
        v.subject,
        v.figure,
        v.baseline ?? '—',
        v.difference ?? '—',
        v.budget,
        verdict(v.pass),
      ]),
    ),
    '',
    machineSection(result.machine, result.durationSeconds),
  ];
  if (result.stepCpu.length > 0) sections.push('', stepCpuSection(result.stepCpu));
  if (result.lighthouse) sections.push('', lighthouseSection(result.lighthouse, root));
  if (result.firstLoadJs) sections.push('', firstLoadSection(result.firstLoadJs));
  if (result.idleTransfer) sections.push('', idleTransferSection(result.idleTransfer));
  for (const t of result.throughput ?? []) sections.push('', throughputSection(t));
  if (result.loadCases) sections.push('', loadCasesSection(result.loadCases));
  if (result.commerceApi) sections.push('', commerceApiSection(result.commerceApi));
  if (result.placeOrder) sections.push('', placeOrderSection(result.placeOrder));
  if (result.signIn) sections.push('', signInSection(result.signIn));
  if (result.identityApi) sections.push('', identityApiSection(result.identityApi));
  if (result.scale.instances || result.scale.tenfold) sections.push('', scaleSection(result.scale));
  if (result.errors.length > 0) {
    sections.push('', '## Errors', '');
    for (const e of result.errors) sections.push(`- ${e.measure}: ${e.message}`);
  }
  return `${sections.join('\n')}\n`;
}

const relativeReports = (page: PageScores, root: string) => ({
  ...page,
  reportFiles: page.reportFiles.map((f) => relative(root, f)),
});

export function writeReport(
  result: BenchResult,
  files: { markdown: string; json: string; root: string },
): void {
  const json = {
    ...result,
    budgets: BUDGETS,
    summary: {
      budgets: result.verdicts.length,
      passed: result.verdicts.filter((v) => v.pass).length,
      failed: result.verdicts.filter((v) => !v.pass).length,
    },
    lighthouse: result.lighthouse && {
      baseline: relativeReports(result.lighthouse.baseline, files.root),
      pages: result.lighthouse.pages.map((p) => relativeReports(p, files.root)),
    },
  };
  writeFileSync(files.json, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(files.markdown, renderMarkdown(result, files.root));
}
