import type { CommerceApiResult } from './commerce-api.ts';
import type { RouteJs } from './first-load-js.ts';
import type { LighthouseComparison, PageScores } from './lighthouse.ts';
import type { PlaceOrderResult } from './place-order.ts';
import { SIGN_IN_BUDGETS, type SignInResult } from './sign-in.ts';
import type { ThroughputResult } from './throughput.ts';

/**
 * The budgets of the benchmark, and the verdict of each measurement against its budget. Page budgets
 * are differences to the framework baseline measured in the same run (apps/bench-baseline), so that
 * they count what the store's own code costs and not how busy the machine is.
 */
export const BUDGETS = {
  /** Lighthouse performance may fall at most this many points below the baseline's median. */
  performanceBelowBaseline: 2,
  accessibility: 100,
  /** First-load JavaScript allowed over the baseline's, gzipped, by page kind. */
  firstLoadJsOverBaselineGzipBytes: { shell: 12 * 1024, product: 18 * 1024, account: 30 * 1024 },
  throughputRatio: 1 / 3,
} as const;

export type PageKind = keyof typeof BUDGETS.firstLoadJsOverBaselineGzipBytes;

/** Product pages carry tabs, quantity and add to cart; checkout and account pages their forms. */
export function pageKind(route: string): PageKind {
  const path = new URL(route, 'http://x').pathname;
  if (/\/p\/[^/]+$/.test(path)) return 'product';
  if (/\/(checkout|exp-checkout|my-account)(\/|$)/.test(path)) return 'account';
  return 'shell';
}

export const firstLoadAllowance = (route: string) =>
  BUDGETS.firstLoadJsOverBaselineGzipBytes[pageKind(route)];

export interface Verdict {
  measure: string;
  subject: string;
  figure: string;
  /** The framework baseline's figure of the same run, for budgets measured against it. */
  baseline?: string;
  /** Figure minus baseline. */
  difference?: string;
  budget: string;
  pass: boolean;
  /** The raw figure, for machines; null when the measurement could not be made. */
  value: number | null;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const signed = (value: number, unit = '') =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value)}${unit}`;
const signedKb = (bytes: number) => `${bytes < 0 ? '−' : '+'}${kb(Math.abs(bytes))}`;

/** Accessibility must hold on every run, not only the median one. */
export function worstAccessibility(page: PageScores): number | null {
  const runs = page.runs.map((r) => r.accessibility);
  return runs.some((r) => r === null) ? null : Math.min(...runs.filter((r) => r !== null));
}

export function judgeLighthouse({ baseline, pages }: LighthouseComparison): Verdict[] {
  const base = baseline.performanceMedian;
  const baseA11y = worstAccessibility(baseline);
  return pages.flatMap((page) => {
    const subject = new URL(page.url).pathname;
    const performance = page.performanceMedian;
    const accessibility = worstAccessibility(page);
    const difference = performance === null || base === null ? null : performance - base;
    return [
      {
        measure: `Lighthouse performance (mobile, median of ${page.runs.length})`,
        subject,
        figure: performance === null ? 'no score' : String(performance),
        baseline: base === null ? 'no score' : String(base),
        difference: difference === null ? '—' : signed(difference),
        budget: `≥ baseline − ${BUDGETS.performanceBelowBaseline}`,
        pass: difference !== null && difference >= -BUDGETS.performanceBelowBaseline,
        value: performance,
      },
      {
        measure: 'Lighthouse accessibility (worst run)',
        subject,
        figure: accessibility === null ? 'no score' : String(accessibility),
        baseline: baseA11y === null ? 'no score' : String(baseA11y),
        difference: accessibility === null || baseA11y === null ? '—' : signed(accessibility - baseA11y),
        budget: `= ${BUDGETS.accessibility}`,
        pass: accessibility === BUDGETS.accessibility,
        value: accessibility,
      },
    ];
  });
}

export function judgeFirstLoadJs(routes: RouteJs[], baseline: RouteJs): Verdict[] {
  return routes.map((route) => {
    const over = route.totalGzipBytes - baseline.totalGzipBytes;
    const allowance = firstLoadAllowance(route.route);
    return {
      measure: 'First-load JS, gzipped',
      subject: `${route.route} (${pageKind(route.route)})`,
      figure: kb(route.totalGzipBytes),
      baseline: kb(baseline.totalGzipBytes),
      difference: signedKb(over),
      budget: `≤ baseline + ${kb(allowance)}`,
      pass: over <= allowance,
      value: route.totalGzipBytes,
    };
  });
}

export function judgePlaceOrder(result: PlaceOrderResult): Verdict[] {
  return [
    {
      measure: 'Place order p95, through the API (card, sandbox in process)',
      subject: `${result.placeOrder.samples} orders`,
      figure: ms(result.placeOrder.p95),
      budget: `≤ ${result.budgets.placeOrderP95Ms} ms`,
      pass: result.pass,
      value: result.placeOrder.p95,
    },
  ];
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
