import { describe, expect, it } from 'vitest';
import {
  judgeCommerceApi,
  judgeFirstLoadJs,
  judgeIdleTransfer,
  judgeLighthouse,
  judgeLoadCases,
  judgeLocaleTbt,
  judgeTenfold,
  pageKind,
} from './budgets.ts';
import type { CommerceApiResult } from './commerce-api.ts';
import type { RouteJs } from './first-load-js.ts';
import { RESOURCE_KINDS, type IdleVisit } from './idle-transfer.ts';
import { medianOf, type PageScores } from './lighthouse.ts';
import { LOAD_CASES, type CaseFigures, type LoadCasesResult } from './load-cases.ts';
import type { Percentiles } from './percentiles.ts';
import type { TenfoldResult } from './scale.ts';

/** LCP is the applied throttling run's; the simulated one is far over any budget unless given. */
type Run = [
  performance: number,
  accessibility: number,
  appliedLcpMs?: number,
  tbtMs?: number,
  simulatedLcpMs?: number,
];

const page = (url: string, runs: Run[]): PageScores => ({
  url,
  runs: runs.map(([performance, accessibility, appliedLcpMs = 700, tbtMs = 100, lcpMs = 5000]) => ({
    performance,
    accessibility,
    lcpMs,
    tbtMs,
    appliedLcpMs,
    benchmarkIndex: 2000,
  })),
  performanceMedian: medianOf(runs.map(([performance]) => performance)),
  lcpMedianMs: medianOf(runs.map(([, , , , lcp = 5000]) => lcp)),
  tbtMedianMs: medianOf(runs.map(([, , , tbt = 100]) => tbt)),
  appliedLcpMedianMs: medianOf(runs.map(([, , lcp = 700]) => lcp)),
  scores: { performance: runs[0]![0], accessibility: runs[0]![1] },
  metrics: {},
  failingAudits: [],
  unfinished: [],
  runWarnings: [],
  benchmarkIndex: 2000,
  reportFiles: [],
});

const js = (route: string, kilobytes: number): RouteJs => ({
  route,
  status: 200,
  totalGzipBytes: kilobytes * 1024,
  totalBytes: kilobytes * 3072,
  chunks: [],
  separate: [],
});

describe('the budgets against the framework baseline', () => {
  it('sorts routes into shell, product and checkout or account pages', () => {
    expect(pageKind('/en-us')).toBe('shell');
    expect(pageKind('/en-us/search.html?q=reading')).toBe('shell');
    expect(pageKind('/en-us/no-such-page-bench')).toBe('shell');
    expect(pageKind('/en-us/p/A100123')).toBe('product');
    expect(pageKind('/en-us/checkout')).toBe('account');
    expect(pageKind('/en-us/exp-checkout')).toBe('account');
    expect(pageKind('/en-us/my-account/orders')).toBe('account');
    expect(pageKind('/en-us/category/behavior')).toBe('shell');
    expect(pageKind('/en-us/cart')).toBe('account');
    expect(pageKind('/invoices/en-us')).toBe('account');
    expect(pageKind('/store/usassessments/en/order-status')).toBe('account');
    expect(pageKind('/store/usassessments/en/quickOrder')).toBe('shell');
  });

  it('takes the median of an even number of runs as the mean of the middle two', () => {
    expect(medianOf([99, 97, 98])).toBe(98);
    expect(medianOf([99, 97, 98, 100, 96, 99])).toBe(98.5);
    expect(medianOf([99, null, 98])).toBeNull();
  });

  it('passes performance within 2 points of the baseline’s median and fails below, showing both', () => {
    const baseline = page('http://127.0.0.1:3302/', [
      [99, 100],
      [98, 100],
      [99, 100],
      [97, 100],
    ]);
    const [home, , , , checkout, checkoutA11y] = judgeLighthouse({
      baseline,
      pages: [
        page('http://127.0.0.1:3300/en-us', [
          [96, 100],
          [97, 100],
          [95, 100],
        ]),
        page('http://127.0.0.1:3300/en-us/checkout', [
          [95, 100],
          [94, 96],
          [96, 100],
        ]),
      ],
    });
    expect(home).toMatchObject({ figure: '96', baseline: '98.5', difference: '−2.5', pass: false });
    expect(checkout).toMatchObject({ subject: '/en-us/checkout', figure: '95', pass: false });
    expect(checkoutA11y).toMatchObject({ figure: '96', baseline: '100', difference: '−4', pass: false });

    const [close] = judgeLighthouse({
      baseline,
      pages: [page('http://127.0.0.1:3300/en-us', [[97, 100]])],
    });
    expect(close).toMatchObject({ difference: '−1.5', pass: true });
  });

  it('allows 12, 18 and 30 KB of JavaScript over the baseline by page kind', () => {
    const verdicts = judgeFirstLoadJs(
      [
        js('/en-us', 142),
        js('/en-us/search.html?q=a', 143),
        js('/en-us/p/A100123', 148),
        js('/en-us/checkout', 160),
      ],
      js('/', 130),
    );
    expect(verdicts.map((v) => [v.difference, v.budget, v.pass])).toEqual([
      ['+12.0 KB', '≤ baseline + 12.0 KB', true],
      ['+13.0 KB', '≤ baseline + 12.0 KB', false],
      ['+18.0 KB', '≤ baseline + 18.0 KB', true],
      ['+30.0 KB', '≤ baseline + 30.0 KB', true],
    ]);
    expect(verdicts[0]).toMatchObject({ figure: '142.0 KB', baseline: '130.0 KB' });
  });

  it('allows LCP 300 ms and TBT 60 ms over the baseline’s medians, each page’s medians of its runs', () => {
    const baseline = page('http://127.0.0.1:3302/', [
      [99, 100, 600, 100],
      [99, 100, 700, 150],
      [99, 100, 650, 120],
    ]);
    const verdicts = judgeLighthouse({
      baseline,
      pages: [
        page('http://127.0.0.1:3300/en-us', [
          [95, 100, 950, 180],
          [95, 100, 2000, 170],
          [95, 100, 900, 400],
        ]),
        page('http://127.0.0.1:3300/ja-jp', [[95, 100, 951, 181]]),
      ],
    });
    const timings = verdicts.filter((v) => /LCP|TBT/.test(v.measure));
    expect(timings.map((v) => [v.subject, v.figure, v.baseline, v.difference, v.pass])).toEqual([
      ['/en-us', '950 ms', '650 ms', '+300 ms', true],
      ['/en-us', '180 ms', '120 ms', '+60 ms', true],
      ['/ja-jp', '951 ms', '650 ms', '+301 ms', false],
      ['/ja-jp', '181 ms', '120 ms', '+61 ms', false],
    ]);
    expect(timings[0]).toMatchObject({
      budget: '≤ baseline + 300 ms',
      measure: expect.stringMatching(/LCP, applied throttling/),
    });
  });

  it('judges LCP on the runs under applied throttling, whatever the simulated LCP', () => {
    const baseline = page('http://127.0.0.1:3302/', [[99, 100, 640, 100, 600]]);
    const lcpOf = (runs: Run[]) =>
      judgeLighthouse({ baseline, pages: [page('http://127.0.0.1:3300/en-us', runs)] }).find((v) =>
        /LCP/.test(v.measure),
      );
    expect(lcpOf([[95, 100, 700, 100, 2000]])).toMatchObject({ figure: '700 ms', pass: true });
    expect(lcpOf([[95, 100, 1000, 100, 650]])).toMatchObject({ figure: '1000 ms', pass: false });
  });

  it('fails a timing that Lighthouse could not measure', () => {
    const baseline = page('http://127.0.0.1:3302/', [[99, 100]]);
    const unmeasured = { ...page('http://127.0.0.1:3300/en-us', [[95, 100]]), appliedLcpMedianMs: null };
    const [lcp] = judgeLighthouse({ baseline, pages: [unmeasured] }).filter((v) => /LCP/.test(v.measure));
    expect(lcp).toMatchObject({ figure: 'not measured', pass: false, value: null });
  });

  it('asks ja-jp to block no longer than en-us', () => {
    const baseline = page('http://127.0.0.1:3302/', [[99, 100]]);
    const judge = (ja: number, en: number) =>
      judgeLocaleTbt({
        baseline,
        pages: [
          page('http://127.0.0.1:3300/en-us', [[95, 100, 900, en]]),
          page('http://127.0.0.1:3300/ja-jp', [[95, 100, 900, ja]]),
        ],
      });
    expect(judge(200, 200)).toEqual([
      expect.objectContaining({
        subject: '/ja-jp',
        baseline: '200 ms (/en-us)',
        difference: '±0 ms',
        pass: true,
      }),
    ]);
    expect(judge(230, 200)).toEqual([expect.objectContaining({ difference: '+30 ms', pass: false })]);
    expect(judgeLocaleTbt({ baseline, pages: [page('http://127.0.0.1:3300/en-us', [[95, 100]])] })).toEqual(
      [],
    );
  });

  it('allows shell and product pages 25 KB of JavaScript over the baseline’s in an idle visit, and fails a page that did not answer', () => {
    const visit = (route: string, kilobytes: number, status = 200): IdleVisit => ({
      route,
      status,
      scriptBytes: kilobytes * 1024,
      byKind: Object.fromEntries(
        RESOURCE_KINDS.map((k) => [k, { requests: 0, bytes: 0 }]),
      ) as IdleVisit['byKind'],
      cpuIndex: 1200,
    });
    const verdicts = judgeIdleTransfer({
      seconds: 10,
      baseline: visit('/', 140),
      pages: [
        visit('/en-us', 165),
        visit('/en-us/p/A100123', 166),
        visit('/en-us/search.html?q=reading', 100, 500),
        visit('/en-us/checkout', 200),
      ],
    });
    expect(verdicts.map((v) => [v.subject, v.difference, v.pass])).toEqual([
      ['/en-us', '+25.0 KB', true],
      ['/en-us/p/A100123', '+26.0 KB', false],
      ['/en-us/search.html?q=reading', '−40.0 KB', false],
    ]);
    expect(verdicts[0]).toMatchObject({
      figure: '165.0 KB',
      baseline: '140.0 KB',
      budget: '≤ baseline + 25.0 KB',
    });
  });

  it('judges suggest and search on the tenfold catalogue, add to cart on the default one, at most the budget', () => {
    const p95 = (value: number): Percentiles => ({ p50: value / 2, p95: value, p99: value, samples: 100 });
    const tenfold = (suggest: number, search: number) =>
      ({ programs: 1234, suggest: p95(suggest), search: p95(search) }) as TenfoldResult;
    expect(judgeTenfold(tenfold(2, 10)).map((v) => [v.measure, v.budget, v.pass])).toEqual([
      ['Auto-suggest p95, server-side', '≤ 2 ms', true],
      ['Search results p95, server-side', '≤ 10 ms', true],
    ]);
    expect(judgeTenfold(tenfold(2.01, 10.5)).map((v) => v.pass)).toEqual([false, false]);
    expect(judgeTenfold(tenfold(1, 1))[0]?.subject).toBe('tenfold catalogue on PostgreSQL (1234 programs)');

    const api = (addToCart: number) =>
      ({
        budgets: { suggestP95Ms: 2, searchP95Ms: 10, addToCartP95Ms: 10 },
        scales: [{ scale: 1, startSeconds: 1, suggest: p95(5), search: p95(50), addToCart: p95(addToCart) }],
        pass: { addToCart: true },
      }) satisfies CommerceApiResult;
    expect(judgeCommerceApi(api(10)).map((v) => [v.measure, v.pass])).toEqual([
      ['Add to cart p95, through the API', true],
    ]);
    expect(judgeCommerceApi(api(10.1))[0]?.pass).toBe(false);
  });

  it('holds search pages to a quarter of the product page, cache busting to a half, and the hot pages in the cache', () => {
    const figures = (requestsPerSecond: number, latencyP99Ms = 100): CaseFigures => ({
      name: 'case',
      requestsPerSecond,
      latencyP50Ms: 10,
      latencyP99Ms,
      requests: requestsPerSecond * 10,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      cacheHits: 0,
      cpuIndex: 1200,
    });
    const result = (search: CaseFigures, bust: number, cached: boolean): LoadCasesResult => ({
      connections: 50,
      durationSeconds: 10,
      warmUpSeconds: 2,
      productRoute: '/en-us/p/A100123',
      hotSet: { addresses: 30, variants: ['as linked'] },
      product: figures(2000),
      searchHot: search,
      searchCold: figures(30),
      productBust: figures(bust),
      flood: {
        addresses: LOAD_CASES.floodAddresses,
        seconds: 100,
        requestsPerSecond: 50,
        before: [],
        after: [
          { route: '/en-us', cacheStatus: 'HIT', fromCache: true },
          { route: '/en-us/p/A100123', cacheStatus: cached ? 'STALE' : 'MISS', fromCache: cached },
        ],
      },
    });
    const passing = judgeLoadCases(result(figures(500, 499), 1000, true));
    expect(passing.map((v) => v.pass)).toEqual([true, true, true, true, true]);
    expect(passing[0]).toMatchObject({
      figure: '500 req/s',
      difference: '×0.250',
      budget: '≥ ¼ of /en-us/p/A100123',
    });
    const failing = judgeLoadCases(result(figures(499, 500), 999, false));
    expect(failing.map((v) => v.pass)).toEqual([false, false, false, true, false]);
    expect(failing[4]).toMatchObject({ subject: '/en-us/p/A100123', figure: 'x-edge-cache: MISS' });
    const cutShort = { ...result(figures(500), 1000, true) };
    cutShort.flood = { ...cutShort.flood, addresses: LOAD_CASES.floodAddresses - 1 };
    expect(judgeLoadCases(cutShort).map((v) => v.pass)).toEqual([true, true, true, false, false]);
  });
});
