import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BUDGETS, kb, type Verdict } from './budgets.ts';
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
  throughput: ThroughputResult | null;
  errors: { measure: string; message: string }[];
}

const CHUNKS_LISTED = 5;

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const row = (cells: (string | number)[]) => `| ${cells.map((c) => cell(String(c))).join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const verdict = (pass: boolean) => (pass ? 'PASS' : '**FAIL**');
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

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
        ['OS', m.os],
        ['Node', m.node],
        ['Chromium', m.chromium],
        ['Packages', Object.entries(m.packages).map(([name, v]) => `${name} ${v}`).join(', ')],
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
      `Debian's Chromium headless. Budgets: performance ≥ ${BUDGETS.performance}, accessibility = ${BUDGETS.accessibility}.`,
    '',
    table(
      ['Page', 'Performance', 'Accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
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
      ]),
    ),
  ];
  for (const page of pages) {
    const path = new URL(page.url).pathname;
    lines.push('', `### ${path}`, '');
    if (page.failingAudits.length === 0) lines.push('No audit below Lighthouse’s pass mark (0.9).');
    else {
      lines.push('Audits below Lighthouse’s pass mark (0.9):', '');
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
    if (page.unreachable.length > 0) {
      lines.push('', 'Requests without an answer (expected on this closed network, not counted as a failure):');
      for (const r of page.unreachable) lines.push(`- ${r.url}: ${r.reason}`);
    }
    if (page.runWarnings.length > 0) {
      lines.push('', 'Lighthouse warnings:');
      for (const w of page.runWarnings) lines.push(`- ${w}`);
    }
    lines.push('', `Full reports: ${page.reportFiles.map((f) => `\`${relative(root, f)}\``).join(', ')} (not committed).`);
  }
  return lines.join('\n');
}

function firstLoadSection(routes: RouteJs[]): string {
  const lines = [
    '## First-load JavaScript',
    '',
    'Every same-origin `<script src>` of the route’s HTML, fetched and gzipped with zlib level 9, summed. ' +
      `Budget: ≤ ${kb(BUDGETS.firstLoadJsGzipBytes)} (${BUDGETS.firstLoadJsGzipBytes} bytes) per route.`,
    '',
    table(
      ['Route', 'HTTP status', 'Scripts', 'Raw', 'Gzipped', 'Budget'],
      routes.map((r) => [
        r.route,
        r.status,
        r.chunks.length,
        kb(r.totalBytes),
        kb(r.totalGzipBytes),
        verdict(r.totalGzipBytes <= BUDGETS.firstLoadJsGzipBytes),
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
            .map((s) => `\`${s.url}\` (${s.kind === 'identity' ? 'identity provider’s session script' : 'third party'})`)
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
    '## Home-page throughput',
    '',
    `autocannon, ${t.connections} connections, ${t.durationSeconds} s each (after a ${t.warmUpSeconds} s warm-up that is not counted), ` +
      `\`Accept-Encoding: gzip\`, against \`${t.route}\`; then the same against a plain \`node:http\` server in its own process ` +
      `answering with the same ${t.contentEncoding} bytes (${kb(t.bodyBytes)}) captured from the storefront. One after the other, never at once.`,
    '',
    table(
      ['Server', 'Req/s', 'p50', 'p99', 'Average', 'Requests', 'non-2xx / errors / timeouts'],
      [loadRow('Storefront', t.storefront), loadRow('Static baseline', t.baseline)],
    ),
    '',
    `Ratio storefront ÷ baseline: **${t.ratio.toFixed(3)}** (budget ≥ ${BUDGETS.throughputRatio.toFixed(3)}): ${verdict(t.ratio >= BUDGETS.throughputRatio)}.`,
  ].join('\n');
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
  if (result.throughput) sections.push('', throughputSection(result.throughput));
  if (result.errors.length > 0) {
    sections.push('', '## Errors', '');
    for (const e of result.errors) sections.push(`- ${e.measure}: ${e.message}`);
  }
  return `${sections.join('\n')}\n`;
}

export function writeReport(result: BenchResult, files: { markdown: string; json: string; root: string }): void {
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
