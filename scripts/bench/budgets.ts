import type { RouteJs } from './first-load-js.ts';
import type { PageScores } from './lighthouse.ts';
import type { ThroughputResult } from './throughput.ts';

/** The budgets of the benchmark, and the verdict of each measurement against its budget. */

export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  firstLoadJsGzipBytes: 100 * 1024,
  throughputRatio: 1 / 3,
} as const;

export interface Verdict {
  measure: string;
  subject: string;
  figure: string;
  budget: string;
  pass: boolean;
  /** The raw figure, for machines; null when the measurement could not be made. */
  value: number | null;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function judgeLighthouse(pages: PageScores[]): Verdict[] {
  return pages.flatMap((page) => {
    const subject = new URL(page.url).pathname;
    const { performance } = page.scores;
    // Accessibility must hold on every run, not only the median one.
    const a11yRuns = page.runs.map((r) => r.accessibility);
    const accessibility = a11yRuns.includes(null) ? null : Math.min(...(a11yRuns as number[]));
    return [
      {
        measure: 'Lighthouse performance (mobile, median run)',
        subject,
        figure: performance === null ? 'no score' : String(performance),
        budget: `≥ ${BUDGETS.performance}`,
        pass: performance !== null && performance >= BUDGETS.performance,
        value: performance,
      },
      {
        measure: 'Lighthouse accessibility (worst run)',
        subject,
        figure: accessibility === null ? 'no score' : String(accessibility),
        budget: `= ${BUDGETS.accessibility}`,
        pass: accessibility === BUDGETS.accessibility,
        value: accessibility,
      },
    ];
  });
}

export function judgeFirstLoadJs(routes: RouteJs[]): Verdict[] {
  return routes.map((route) => ({
    measure: 'First-load JS, gzipped',
    subject: route.route,
    figure: kb(route.totalGzipBytes),
    budget: `≤ ${kb(BUDGETS.firstLoadJsGzipBytes)}`,
    pass: route.totalGzipBytes <= BUDGETS.firstLoadJsGzipBytes,
    value: route.totalGzipBytes,
  }));
}

export function judgeThroughput(result: ThroughputResult): Verdict[] {
  return [
    {
      measure: 'Home-page throughput ÷ static baseline',
      subject: result.route,
      figure: result.ratio.toFixed(3),
      budget: `≥ ${BUDGETS.throughputRatio.toFixed(3)} (1/3)`,
      pass: result.ratio >= BUDGETS.throughputRatio,
      value: result.ratio,
    },
  ];
}

/** A measurement that could not be made fails its budget, with the reason as its figure. */
export function judgeError(measure: string, error: unknown): Verdict {
  return {
    measure,
    subject: '(all)',
    figure: `error: ${error instanceof Error ? error.message : String(error)}`,
    budget: '—',
    pass: false,
    value: null,
  };
}
