import { describe, expect, it } from 'vitest';
import { judgeFirstLoadJs, judgeLighthouse, pageKind } from './budgets.ts';
import type { RouteJs } from './first-load-js.ts';
import { medianOf, type PageScores } from './lighthouse.ts';

const page = (url: string, runs: [performance: number, accessibility: number][]): PageScores => ({
  url,
  runs: runs.map(([performance, accessibility]) => ({ performance, accessibility, benchmarkIndex: 2000 })),
  performanceMedian: medianOf(runs.map(([performance]) => performance)),
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
    const [home, , checkout, checkoutA11y] = judgeLighthouse({
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
});
