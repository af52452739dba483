import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BUDGETS, firstLoadBudget, kb, ms, type Verdict } from './budgets.ts';
import type { CommerceApiResult } from './commerce-api.ts';
import type { IdentityApiResult, LoopFigures } from './identity-api.ts';
import type { SignInResult } from './sign-in.ts';
import type { RouteJs } from './first-load-js.ts';
import type { PageScores } from './lighthouse.ts';
import type { MachineFacts } from './machine.ts';
import type { LoadFigures, ThroughputResult } from './throughput.ts';

/** Writes a benchmark's figures as docs/benchmark.md (for people) and docs/benchmark.json (for machines). */

export interface BenchResult {
  machine: MachineFacts;
  durationSeconds: number;
  verdicts: Verdict[];
  lighthouse: PageScores[] | null;
  firstLoadJs: RouteJs[] | null;
  throughput: ThroughputResult[] | null;
  commerceApi: CommerceApiResult | null;
  identityApi: IdentityApiResult | null;
  signIn: SignInResult | null;
  errors: { measure: string; message: string }[];
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

function lighthouseSection(pages: PageScores[], root: string): string {
  const lines = [
    '## Lighthouse (mobile)',
    '',
    'Default config: mobile form factor and screen, simulated throttling (slow 4G, 4× CPU slowdown), ' +
      `Debian's Chromium headless. Each page is run ${pages[0]?.runs.length ?? 0} times; the figures are those of the median run ` +
      `by performance score (every run's scores in the last column). CPU index is Lighthouse's benchmarkIndex of ` +
      'this machine during that run: the simulated 4× slowdown is applied to the CPU as measured, so a slower or busier ' +
      `machine scores lower. Budgets: performance ≥ ${BUDGETS.performance}, ` +
      `accessibility = ${BUDGETS.accessibility}.`,
    '',
    table(
      [
        'Page',
        'Performance',
        'Accessibility',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'Speed Index',
        'CPU index',
        'Runs (perf / a11y)',
      ],
      pages.map((p) => [
        new URL(p.url).pathname,
        p.scores.performance ?? '—',
        p.scores.accessibility ?? '—',
        ...[
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => p.metrics[id]?.displayValue || '—'),
        p.benchmarkIndex,
        p.runs.map((r) => `${r.performance ?? '—'} / ${r.accessibility ?? '—'}`).join(', '),
      ]),
    ),
  ];
  for (const page of pages) {
    const path = new URL(page.url).pathname;
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

function firstLoadSection(routes: RouteJs[]): string {
  const lines = [
    '## First-load JavaScript',
    '',
    'Every same-origin `<script src>` of the route’s HTML, fetched and gzipped with zlib level 9, summed. ' +
      `Budget: ≤ ${kb(BUDGETS.firstLoadJsGzipBytes)} per route, ≤ ${kb(BUDGETS.productFirstLoadJsGzipBytes)} for product pages.`,
    '',
    table(
      ['Route', 'HTTP status', 'Scripts', 'Raw', 'Gzipped', 'Budget'],
      routes.map((r) => [
        r.route,
        r.status,
        r.chunks.length,
        kb(r.totalBytes),
        kb(r.totalGzipBytes),
        verdict(r.totalGzipBytes <= firstLoadBudget(r.route)),
      ]),
    ),
  ];
  for (const route of routes) {
    lines.push('', `### ${route.route}: biggest scripts`, '');
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
      'Suggest and search are timed server-side (the `server-timing` header); add to cart as the caller sees it. ' +
      `Budgets: suggest p95 < ${c.budgets.suggestP95Ms} ms on the tenfold catalogue, search p95 < ${c.budgets.searchP95Ms} ms and ` +
      `add to cart p95 < ${c.budgets.addToCartP95Ms} ms on the default one.`,
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
      ['Measure', 'Subject', 'Figure', 'Budget', 'Result'],
      result.verdicts.map((v) => [v.measure, v.subject, v.figure, v.budget, verdict(v.pass)]),
    ),
    '',
    machineSection(result.machine, result.durationSeconds),
  ];
  if (result.lighthouse) sections.push('', lighthouseSection(result.lighthouse, root));
  if (result.firstLoadJs) sections.push('', firstLoadSection(result.firstLoadJs));
  for (const t of result.throughput ?? []) sections.push('', throughputSection(t));
  if (result.commerceApi) sections.push('', commerceApiSection(result.commerceApi));
  if (result.signIn) sections.push('', signInSection(result.signIn));
  if (result.identityApi) sections.push('', identityApiSection(result.identityApi));
  if (result.errors.length > 0) {
    sections.push('', '## Errors', '');
    for (const e of result.errors) sections.push(`- ${e.measure}: ${e.message}`);
  }
  return `${sections.join('\n')}\n`;
}

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
    lighthouse: result.lighthouse?.map((p) => ({
      ...p,
      reportFiles: p.reportFiles.map((f) => relative(files.root, f)),
    })),
  };
  writeFileSync(files.json, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(files.markdown, renderMarkdown(result, files.root));
}
