import { describe, expect, it } from 'vitest';
import { judgeIdleTransfer } from './budgets.ts';
import { RESOURCE_KINDS, type IdleVisit } from './idle-transfer.ts';
import type { PageScores } from './lighthouse.ts';
import { renderMarkdown, type BenchResult } from './report.ts';

const scores = (url: string, runs: [number, number, number, number][]): PageScores => ({
  url,
  runs: runs.map(([performance, lcpMs, tbtMs, benchmarkIndex]) => ({
    performance,
    accessibility: 100,
    lcpMs,
    tbtMs,
    appliedLcpMs: 700,
    benchmarkIndex,
  })),
  performanceMedian: 97,
  lcpMedianMs: 900,
  tbtMedianMs: 150,
  appliedLcpMedianMs: 700,
  scores: { performance: 97, accessibility: 100 },
  metrics: {},
  failingAudits: [],
  unfinished: [],
  runWarnings: [],
  benchmarkIndex: 2000,
  reportFiles: [],
});

const visit = (route: string, scriptBytes: number): IdleVisit => ({
  route,
  status: 200,
  scriptBytes,
  byKind: Object.fromEntries(
    RESOURCE_KINDS.map((kind) => [
      kind,
      { requests: kind === 'rsc' ? 3 : 0, bytes: kind === 'rsc' ? 6144 : 0 },
    ]),
  ) as IdleVisit['byKind'],
  cpuIndex: 1150,
});

const idleTransfer = { seconds: 10, baseline: visit('/', 140 * 1024), pages: [visit('/en-us', 170 * 1024)] };

const result: BenchResult = {
  machine: {
    date: '2026-11-25T00:00:00.000Z',
    cores: 2,
    cpuModel: 'test',
    memoryGiB: 8,
    os: 'linux',
    node: 'v24',
    chromium: 'Chromium',
    packages: {},
    commit: 'abc',
    loadAverageAtStart: [0.1, 0.1, 0.1],
  },
  durationSeconds: 60,
  verdicts: judgeIdleTransfer(idleTransfer),
  stepCpu: [{ measure: 'First-load JavaScript', cpuIndex: 1234, loadAverage: 0.5 }],
  lighthouse: {
    baseline: scores('http://127.0.0.1:3302/', [[99, 650, 100, 2600]]),
    pages: [
      scores('http://127.0.0.1:3300/ja-jp', [
        [95, 1900, 210, 2500],
        [96, 1800, 190, 2450],
        [94, 2000, 230, 2400],
      ]),
    ],
  },
  firstLoadJs: null,
  idleTransfer,
  throughput: null,
  loadCases: null,
  commerceApi: null,
  placeOrder: null,
  identityApi: null,
  signIn: null,
  scale: { instances: null, tenfold: null },
  errors: [],
};

describe('the benchmark report', () => {
  const markdown = renderMarkdown(result, '/work');

  it('puts the one budget table before every section', () => {
    const budgets = markdown.indexOf('## Budgets');
    expect(budgets).toBeGreaterThan(0);
    for (const heading of markdown.matchAll(/^## (?!Budgets).*/gm))
      expect(heading.index).toBeGreaterThan(budgets);
    expect(markdown).toContain(
      '| JavaScript transferred in the first 10 s of an idle visit | /en-us | 170.0 KB | 140.0 KB | +30.0 KB |',
    );
  });

  it('lists the runs behind each median with their LCP applied and simulated, TBT and CPU index', () => {
    expect(markdown).toContain('| /ja-jp | 1 | 95 | 100 | 700 ms | 1900 ms | 210 ms | 2500 |');
    expect(markdown).toContain('|  | 3 | 94 | 100 | 700 ms | 2000 ms | 230 ms | 2400 |');
    expect(markdown).toContain(
      '| framework baseline (bare Next.js) | 1 | 99 | 100 | 700 ms | 650 ms | 100 ms | 2600 |',
    );
  });

  it('shows the CPU index of the other steps and of each idle visit, and the bytes by kind', () => {
    expect(markdown).toContain('| First-load JavaScript | 1234 | 0.5 |');
    expect(markdown).toMatch(
      /\| \/en-us \| 200 \| 170\.0 KB \| \+30\.0 KB \|.*\| 6\.0 KB \(3\) \|.*\| 1150 \|/,
    );
  });
});
