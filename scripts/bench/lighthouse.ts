import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Lighthouse's mobile profile (its default config: mobile form factor, simulated slow 4G and 4x CPU
 * slowdown) on each page, in Debian's Chromium launched by the chrome-launcher Lighthouse depends on.
 * Everything Lighthouse needs (its locale messages among it) ships in the package: nothing is fetched.
 * Each run is followed by one of the same page under applied throttling (the same slow 4G and 4x CPU
 * imposed on the browser while it loads), whose LCP is the paint a visitor on that network sees
 * (ADR 25: the simulated LCP charges every script that ran before the paint of an unthrottled load).
 */

export const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
export const CATEGORIES = ['performance', 'accessibility'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics of the performance category, as Lighthouse displays them. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

export interface FailingAudit {
  id: string;
  title: string;
  category: Category;
  score: number;
  displayValue?: string;
}

export interface OpenRequest {
  url: string;
  /** 'failed': no response at all (a third party on this closed network); 'open': still streaming at the end. */
  state: 'failed' | 'open';
}

/** One Lighthouse run's scores and timings, and Lighthouse's measure of this machine's CPU speed during it. */
export type RunScores = Record<Category, number | null> & {
  /** Largest Contentful Paint and Total Blocking Time, simulated, in ms; null when not measured. */
  lcpMs: number | null;
  tbtMs: number | null;
  /** Largest Contentful Paint of the run under applied throttling made right after this one, in ms. */
  appliedLcpMs: number | null;
  benchmarkIndex: number;
};

export interface PageScores {
  url: string;
  /** Every run's scores, in the order they were made. */
  runs: RunScores[];
  /** The median of the runs' performance scores (the mean of the middle two for an even count). */
  performanceMedian: number | null;
  /** The medians of the runs' LCP and TBT, each on its own (not necessarily the same run's). */
  lcpMedianMs: number | null;
  tbtMedianMs: number | null;
  /** The median of the runs' LCP under applied throttling: the figure LCP's budget is judged on (ADR 25). */
  appliedLcpMedianMs: number | null;
  /** 0–100 per category, of the run closest to the median; the figures below are that run's too. */
  scores: Record<Category, number | null>;
  metrics: Record<string, { value: number; displayValue: string; score: number | null }>;
  failingAudits: FailingAudit[];
  /** Requests without a complete answer: the tag manager (closed network), long-lived streams. */
  unfinished: OpenRequest[];
  runWarnings: string[];
  /** Lighthouse's measure of this machine's CPU speed in that run (higher is faster). */
  benchmarkIndex: number;
  reportFiles: string[];
}

/**
 * A page of the store to measure; `prepare` runs before its run (the customer signing in), unless
 * the run just before was prepared by the same function: nothing cleared the session in between.
 */
export interface LighthousePage {
  url: string;
  prepare?: (chromePort: number) => Promise<void>;
}

/** The framework baseline and the store's pages, measured in the same rounds. */
export interface LighthouseComparison {
  baseline: PageScores;
  pages: PageScores[];
}

/** Lighthouse's own pass mark: an audit below 0.9 is shown as failed or to improve. */
const PASS = 0.9;
const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

function failingAudits(lhr: LighthouseResult): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || UNSCORED.has(audit.scoreDisplayMode)) continue;
      if (audit.score >= PASS) continue;
      failing.push({
        id: audit.id,
        title: audit.title,
        category,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing;
}

interface NetworkItem {
  url?: string;
  statusCode?: number;
  finished?: boolean;
}

function unfinishedRequests(lhr: LighthouseResult): OpenRequest[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .filter(
      (item) => item.url && (item.statusCode === -1 || item.statusCode === 0 || item.finished === false),
    )
    .map((item) => ({
      url: String(item.url),
      state: item.statusCode === -1 || item.statusCode === 0 ? ('failed' as const) : ('open' as const),
    }));
}

function scoresOf(lhr: LighthouseResult): Record<Category, number | null> {
  const scores = {} as Record<Category, number | null>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  return scores;
}

/** The median of the scores; null when any run could not be scored. */
export function medianOf(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).toSorted((a, b) => a - b);
  if (sorted.length === 0 || sorted.length < values.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Attempt {
  lhr: LighthouseResult;
  reports: string[];
}

/** The page's figures: its runs, their median, and the run closest to the median with its full reports. */
const metricMs = (lhr: LighthouseResult, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? Math.round(value) : null;
};

function pageScores(
  url: string,
  name: string,
  attempts: Attempt[],
  applied: Attempt[],
  rawDir: string,
): PageScores {
  const runs = attempts.map((a, i) => {
    const appliedRun = applied[i];
    return {
      ...scoresOf(a.lhr),
      lcpMs: metricMs(a.lhr, 'largest-contentful-paint'),
      tbtMs: metricMs(a.lhr, 'total-blocking-time'),
      appliedLcpMs: appliedRun ? metricMs(appliedRun.lhr, 'largest-contentful-paint') : null,
      benchmarkIndex: Math.round(a.lhr.environment.benchmarkIndex),
    };
  });
  const performanceMedian = medianOf(runs.map((r) => r.performance));
  const distance = (a: Attempt) => Math.abs((scoresOf(a.lhr).performance ?? 0) - (performanceMedian ?? 0));
  const median = attempts.reduce((best, a) => (distance(a) < distance(best) ? a : best));
  const { lhr } = median;

  const reportFiles = [join(rawDir, `${name}.json`), join(rawDir, `${name}.html`)];
  median.reports.forEach((report, i) => writeFileSync(reportFiles[i]!, report));

  const metrics: PageScores['metrics'] = {};
  for (const id of METRICS) {
    const audit = lhr.audits[id];
    if (audit)
      metrics[id] = {
        value: audit.numericValue ?? 0,
        displayValue: audit.displayValue ?? '',
        score: audit.score,
      };
  }
  return {
    url,
    runs,
    performanceMedian,
    lcpMedianMs: medianOf(runs.map((r) => r.lcpMs)),
    tbtMedianMs: medianOf(runs.map((r) => r.tbtMs)),
    appliedLcpMedianMs: medianOf(runs.map((r) => r.appliedLcpMs)),
    scores: scoresOf(lhr),
    metrics,
    failingAudits: failingAudits(lhr),
    unfinished: unfinishedRequests(lhr),
    runWarnings: lhr.runWarnings.map(String),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    reportFiles,
  };
}

/**
 * Storage Lighthouse clears before a run besides its own defaults: an anonymous page is measured as
 * a first visit, with no cookie or stored token of an earlier run. A page with `prepare` keeps them:
 * they are the session it prepared.
 */
const VISITOR_STORAGE = [
  // Lighthouse's own defaults (its clearStorageTypes setting), which a setting of ours replaces.
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
  'local_storage',
  'indexeddb',
] as const;

/**
 * Runs Lighthouse on the framework baseline and the store's pages interleaved, so that both see the
 * machine as it is: each round measures the baseline, every page, then the baseline again; `rounds`
 * rounds (a single run varies by several points on a busy machine), medians kept, as Lighthouse's
 * docs advise. Full reports of each page's median run go to rawDir.
 */
export async function runLighthouse(
  baselineUrl: string,
  pages: LighthousePage[],
  rawDir: string,
  rounds = 3,
): Promise<LighthouseComparison> {
  process.env.CHROME_PATH = CHROMIUM;
  mkdirSync(rawDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const baseline: LighthousePage = { url: baselineUrl };

  // Any run without it may clear the store's cookies (Lighthouse clears by host, whatever the port).
  let preparedBy: LighthousePage['prepare'] = undefined;
  const measure = async (
    page: LighthousePage,
    categories: Category[],
    output?: ('json' | 'html')[],
    throttlingMethod: 'simulate' | 'devtools' = 'simulate',
  ) => {
    if (page.prepare && page.prepare !== preparedBy) await page.prepare(chrome.port);
    preparedBy = page.prepare;
    const runner = await lighthouse(page.url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: categories,
      throttlingMethod,
      ...(output ? { output } : {}),
      ...(page.prepare ? {} : { clearStorageTypes: [...VISITOR_STORAGE] }),
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    if (runner.lhr.runtimeError)
      throw new Error(`Lighthouse on ${page.url}: ${runner.lhr.runtimeError.message}`);
    // A page behind the sign-in gate sends a visitor without a session to sign in.
    const landed = new URL(runner.lhr.finalDisplayedUrl).pathname;
    if (page.prepare && landed !== new URL(page.url).pathname)
      throw new Error(`Lighthouse on ${page.url} ended on ${landed}: the customer's session was lost`);
    return { lhr: runner.lhr, reports: Array.isArray(runner.report) ? runner.report : [runner.report] };
  };

  try {
    // One discarded run each: a cold browser, and the store regenerating pages older than their
    // revalidation time, would otherwise weigh on whichever page happens to be measured first.
    for (const page of [baseline, ...pages]) await measure(page, ['performance']);
    const attempts = new Map<string, Attempt[]>();
    const applied = new Map<string, Attempt[]>();
    const add = (into: Map<string, Attempt[]>, url: string, attempt: Attempt) =>
      into.set(url, [...(into.get(url) ?? []), attempt]);
    for (let round = 0; round < rounds; round++) {
      for (const page of [baseline, ...pages, baseline]) {
        add(attempts, page.url, await measure(page, [...CATEGORIES], ['json', 'html']));
        add(applied, page.url, await measure(page, ['performance'], undefined, 'devtools'));
      }
    }
    const scoresFor = (url: string, name: string) =>
      pageScores(url, `lighthouse-${name}`, attempts.get(url) ?? [], applied.get(url) ?? [], rawDir);
    return {
      baseline: scoresFor(baseline.url, 'framework-baseline'),
      pages: pages.map((p) =>
        scoresFor(
          p.url,
          new URL(p.url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root',
        ),
      ),
    };
  } finally {
    chrome.kill();
  }
}
