import type { CommerceApiResult } from './commerce-api.ts';
import type { RouteJs } from './first-load-js.ts';
import type { PageScores } from './lighthouse.ts';
import { SIGN_IN_BUDGETS, type SignInResult } from './sign-in.ts';
import type { ThroughputResult } from './throughput.ts';

/** The budgets of the benchmark, and the verdict of each measurement against its budget. */

export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  firstLoadJsGzipBytes: 100 * 1024,
  /** Product pages carry tabs, quantity and add to cart: requirements §10.11 allows them more. */
  productFirstLoadJsGzipBytes: 120 * 1024,
  throughputRatio: 1 / 3,
} as const;

/** The first-load JS budget of a route: product pages have their own. */
export function firstLoadBudget(route: string): number {
  return /\/p\/[^/]+$/.test(new URL(route, 'http://x').pathname)
    ? BUDGETS.productFirstLoadJsGzipBytes
    : BUDGETS.firstLoadJsGzipBytes;
}

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
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

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
    budget: `≤ ${kb(firstLoadBudget(route.route))}`,
    pass: route.totalGzipBytes <= firstLoadBudget(route.route),
    value: route.totalGzipBytes,
  }));
}

export function judgeThroughput(result: ThroughputResult): Verdict[] {
  return [
    {
      measure: 'Page throughput ÷ static baseline',
      subject: result.route,
      figure: result.ratio.toFixed(3),
      budget: `≥ ${BUDGETS.throughputRatio.toFixed(3)} (1/3)`,
      pass: result.ratio >= BUDGETS.throughputRatio,
      value: result.ratio,
    },
  ];
}

export function judgeCommerceApi(result: CommerceApiResult): Verdict[] {
  const at = (scale: 1 | 10) => result.scales.find((s) => s.scale === scale);
  const tenfold = at(10);
  const standard = at(1);
  const verdicts: Verdict[] = [];
  if (tenfold)
    verdicts.push({
      measure: 'Auto-suggest p95, server-side',
      subject: 'tenfold catalogue',
      figure: ms(tenfold.suggest.p95),
      budget: `< ${result.budgets.suggestP95Ms} ms`,
      pass: tenfold.suggest.p95 < result.budgets.suggestP95Ms,
      value: tenfold.suggest.p95,
    });
  if (standard)
    verdicts.push(
      {
        measure: 'Search results p95, server-side',
        subject: 'default catalogue',
        figure: ms(standard.search.p95),
        budget: `< ${result.budgets.searchP95Ms} ms`,
        pass: standard.search.p95 < result.budgets.searchP95Ms,
        value: standard.search.p95,
      },
      {
        measure: 'Add to cart p95, through the API',
        subject: 'default catalogue',
        figure: ms(standard.addToCart.p95),
        budget: `< ${result.budgets.addToCartP95Ms} ms`,
        pass: standard.addToCart.p95 < result.budgets.addToCartP95Ms,
        value: standard.addToCart.p95,
      },
    );
  return verdicts;
}

export function judgeSignIn(result: SignInResult): Verdict[] {
  return [
    {
      measure: 'Credentials submitted to a signed-in page (median)',
      subject: `${result.runs.length} sign-ins`,
      figure: ms(result.signedIn.p50),
      budget: `≤ ${SIGN_IN_BUDGETS.signedInMs} ms`,
      pass: result.signedIn.p50 <= SIGN_IN_BUDGETS.signedInMs,
      value: result.signedIn.p50,
    },
    ...result.weights.map((weight) => ({
      measure: 'Identity scripts on a page that does not sign in, gzipped',
      subject: `${weight.route} (${weight.visitor})`,
      figure: kb(weight.totalGzipBytes),
      budget: `≤ ${kb(SIGN_IN_BUDGETS.identityScriptGzipBytes)}`,
      pass: weight.totalGzipBytes <= SIGN_IN_BUDGETS.identityScriptGzipBytes,
      value: weight.totalGzipBytes,
    })),
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
