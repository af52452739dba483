import { COMMERCE_API_BUDGETS, type CommerceApiResult } from './commerce-api.ts';
import type { RouteJs } from './first-load-js.ts';
import type { IdleTransfer } from './idle-transfer.ts';
import type { LighthouseComparison, PageScores } from './lighthouse.ts';
import { LOAD_CASES, type LoadCasesResult } from './load-cases.ts';
import type { PlaceOrderResult } from './place-order.ts';
import type { TenfoldResult } from './scale.ts';
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
  /**
   * Largest Contentful Paint (under applied throttling, ADR 25) and Total Blocking Time (simulated)
   * allowed over the baseline's, medians of the runs.
   */
  lcpOverBaselineMs: 300,
  tbtOverBaselineMs: 60,
  /** First-load JavaScript allowed over the baseline's, gzipped, by page kind. */
  firstLoadJsOverBaselineGzipBytes: { shell: 12 * 1024, product: 18 * 1024, account: 30 * 1024 },
  /** JavaScript transferred in the first seconds of an idle visit, over the baseline's. */
  idleScriptOverBaselineBytes: 25 * 1024,
  throughputRatio: 1 / 3,
  /** Search pages at 50 connections against the product page's requests per second, and their p99. */
  searchLoadRatio: 1 / 4,
  searchLoadP99Ms: 500,
  /** The product page with a new `bust` parameter on every request, against the plain one. */
  bustLoadRatio: 1 / 2,
} as const;

/** The locale whose pages must block no longer than the reference locale's. */
export const LOCALE_TBT = { page: '/ja-jp', reference: '/en-us' } as const;

export type PageKind = keyof typeof BUDGETS.firstLoadJsOverBaselineGzipBytes;

/**
 * Product pages carry tabs, quantity and add to cart; checkout and account pages their forms (the
 * cart, the invoices and the order-status lookup count with them).
 */
export function pageKind(route: string): PageKind {
  const path = new URL(route, 'http://x').pathname;
  if (/\/p\/[^/]+$/.test(path)) return 'product';
  if (/\/(checkout|exp-checkout|my-account|cart|invoices|order-status)(\/|$)/.test(path)) return 'account';
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

/** A timing verdict: the page's median against the baseline's plus the allowance. */
function overBaseline(
  measure: string,
  subject: string,
  figure: number | null,
  base: number | null,
  allowanceMs: number,
): Verdict {
  const difference = figure === null || base === null ? null : figure - base;
  return {
    measure,
    subject,
    figure: figure === null ? 'not measured' : ms(figure),
    baseline: base === null ? 'not measured' : ms(base),
    difference: difference === null ? '—' : signed(Math.round(difference), ' ms'),
    budget: `≤ baseline + ${allowanceMs} ms`,
    pass: difference !== null && difference <= allowanceMs,
    value: figure,
  };
}

export function judgeLighthouse({ baseline, pages }: LighthouseComparison): Verdict[] {
  const base = baseline.performanceMedian;
  const baseA11y = worstAccessibility(baseline);
  const runs = (page: PageScores) => `median of ${page.runs.length}`;
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
      overBaseline(
        `Lighthouse LCP, applied throttling (mobile, ${runs(page)})`,
        subject,
        page.appliedLcpMedianMs,
        baseline.appliedLcpMedianMs,
        BUDGETS.lcpOverBaselineMs,
      ),
      overBaseline(
        `Lighthouse TBT (mobile, ${runs(page)})`,
        subject,
        page.tbtMedianMs,
        baseline.tbtMedianMs,
        BUDGETS.tbtOverBaselineMs,
      ),
    ];
  });
}

/** ja-jp's median TBT against en-us's, the reference in the baseline column; none when either was not measured. */
export function judgeLocaleTbt({ pages }: LighthouseComparison): Verdict[] {
  const tbtOf = (path: string) => pages.find((p) => new URL(p.url).pathname === path)?.tbtMedianMs;
  const page = tbtOf(LOCALE_TBT.page);
  const reference = tbtOf(LOCALE_TBT.reference);
  if (page === undefined || reference === undefined) return [];
  const difference = page === null || reference === null ? null : page - reference;
  return [
    {
      measure: 'Lighthouse TBT of a locale against en-us (medians)',
      subject: LOCALE_TBT.page,
      figure: page === null ? 'not measured' : ms(page),
      baseline: reference === null ? 'not measured' : `${ms(reference)} (${LOCALE_TBT.reference})`,
      difference: difference === null ? '—' : signed(Math.round(difference), ' ms'),
      budget: `≤ ${LOCALE_TBT.reference}`,
      pass: difference !== null && difference <= 0,
      value: page,
    },
  ];
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

/** Add to cart on PGlite in process; suggest and search there are figures only (their budgets are the tenfold catalogue's). */
export function judgeCommerceApi(result: CommerceApiResult): Verdict[] {
  const standard = result.scales.find((s) => s.scale === 1);
  if (!standard) return [];
  return [
    {
      measure: 'Add to cart p95, through the API',
      subject: 'default catalogue',
      figure: ms(standard.addToCart.p95),
      budget: `≤ ${result.budgets.addToCartP95Ms} ms`,
      pass: standard.addToCart.p95 <= result.budgets.addToCartP95Ms,
      value: standard.addToCart.p95,
    },
  ];
}

/** Suggest and search on the tenfold catalogue in PostgreSQL, timed on the platform instance. */
export function judgeTenfold(result: TenfoldResult): Verdict[] {
  const subject = `tenfold catalogue on PostgreSQL (${result.programs} programs)`;
  return [
    {
      measure: 'Auto-suggest p95, server-side',
      subject,
      figure: ms(result.suggest.p95),
      budget: `≤ ${COMMERCE_API_BUDGETS.suggestP95Ms} ms`,
      pass: result.suggest.p95 <= COMMERCE_API_BUDGETS.suggestP95Ms,
      value: result.suggest.p95,
    },
    {
      measure: 'Search results p95, server-side',
      subject,
      figure: ms(result.search.p95),
      budget: `≤ ${COMMERCE_API_BUDGETS.searchP95Ms} ms`,
      pass: result.search.p95 <= COMMERCE_API_BUDGETS.searchP95Ms,
      value: result.search.p95,
    },
  ];
}

/**
 * Shell and product pages only: checkout and account pages may load 30 KB over the baseline at first,
 * so an idle budget of 25 KB cannot be theirs; the report lists their figures all the same.
 */
export function judgeIdleTransfer({ seconds, baseline, pages }: IdleTransfer): Verdict[] {
  return pages
    .filter((page) => pageKind(page.route) !== 'account')
    .map((page) => {
      const over = page.scriptBytes - baseline.scriptBytes;
      return {
        measure: `JavaScript transferred in the first ${seconds} s of an idle visit`,
        subject: page.route,
        figure: kb(page.scriptBytes),
        baseline: kb(baseline.scriptBytes),
        difference: signedKb(over),
        budget: `≤ baseline + ${kb(BUDGETS.idleScriptOverBaselineBytes)}`,
        pass: page.status === 200 && over <= BUDGETS.idleScriptOverBaselineBytes,
        value: page.scriptBytes,
      };
    });
}

const ratioVerdict = (
  measure: string,
  subject: string,
  figure: number,
  reference: number,
  referenceName: string,
  ratio: number,
  share: string,
): Verdict => ({
  measure,
  subject,
  figure: `${Math.round(figure)} req/s`,
  baseline: `${Math.round(reference)} req/s (${referenceName})`,
  difference: reference > 0 ? `×${(figure / reference).toFixed(3)}` : '—',
  budget: `≥ ${share} of ${referenceName}`,
  pass: reference > 0 && figure >= reference * ratio,
  value: figure,
});

export function judgeLoadCases(result: LoadCasesResult): Verdict[] {
  const { product, searchHot, productBust, flood } = result;
  const at = `${result.connections} connections`;
  const plain = `${result.productRoute}`;
  return [
    ratioVerdict(
      `Search pages under load, ${at}`,
      searchHot.name,
      searchHot.requestsPerSecond,
      product.requestsPerSecond,
      plain,
      BUDGETS.searchLoadRatio,
      '¼',
    ),
    {
      measure: `Search pages p99 under load, ${at}`,
      subject: searchHot.name,
      figure: ms(searchHot.latencyP99Ms),
      budget: `< ${BUDGETS.searchLoadP99Ms} ms`,
      pass: searchHot.latencyP99Ms < BUDGETS.searchLoadP99Ms,
      value: searchHot.latencyP99Ms,
    },
    ratioVerdict(
      `Cache busting under load, ${at}`,
      productBust.name,
      productBust.requestsPerSecond,
      product.requestsPerSecond,
      plain,
      BUDGETS.bustLoadRatio,
      '½',
    ),
    ...flood.after.map((check) => ({
      measure: `Answered from the edge cache after ${flood.addresses} new search addresses`,
      subject: check.route,
      figure: `x-edge-cache: ${check.cacheStatus}`,
      budget: `HIT or STALE after ≥ ${LOAD_CASES.floodAddresses}`,
      // A flood cut short proves nothing about eviction.
      pass: check.fromCache && flood.addresses >= LOAD_CASES.floodAddresses,
      value: check.fromCache ? 1 : 0,
    })),
  ];
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
