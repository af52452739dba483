import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Lighthouse's mobile profile (its default config: mobile form factor, simulated slow 4G and 4x CPU
 * slowdown) on each page, in Debian's Chromium launched by the chrome-launcher Lighthouse depends on.
 * Everything Lighthouse needs (its locale messages among it) ships in the package: nothing is fetched.
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

export interface PageScores {
  url: string;
  /** Scores of every run; the figures below are those of the median run by performance score. */
  runs: Record<Category, number | null>[];
  /** 0–100 per category; null when Lighthouse could not score it. */
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

function pageScores(url: string, lhr: LighthouseResult, reportFiles: string[]): Omit<PageScores, 'runs'> {
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
 * Runs Lighthouse `runs` times on each page (a single run varies by several points on a busy
 * machine) and keeps the median run by performance score, as Lighthouse's docs advise; its full
 * reports go to rawDir.
 */
export async function runLighthouse(urls: string[], rawDir: string, runs = 3): Promise<PageScores[]> {
  process.env.CHROME_PATH = CHROMIUM;
  mkdirSync(rawDir, { recursive: true });
  const results: PageScores[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // One discarded run: a cold browser, and the store regenerating pages older than their
    // revalidation time, would otherwise weigh on whichever page happens to be measured first.
    for (const url of urls)
      await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    for (const url of urls) {
      const attempts: { lhr: LighthouseResult; reports: string[] }[] = [];
      for (let run = 0; run < runs; run++) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: ['json', 'html'],
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (runner.lhr.runtimeError)
          throw new Error(`Lighthouse on ${url}: ${runner.lhr.runtimeError.message}`);
        attempts.push({
          lhr: runner.lhr,
          reports: Array.isArray(runner.report) ? runner.report : [runner.report],
        });
      }
      const byPerformance = [...attempts].sort(
        (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
      );
      const median = byPerformance[Math.floor(byPerformance.length / 2)]!;

      const name = `lighthouse-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}`;
      const reportFiles = [join(rawDir, `${name}.json`), join(rawDir, `${name}.html`)];
      median.reports.forEach((report, i) => writeFileSync(reportFiles[i]!, report));
      results.push({
        ...pageScores(url, median.lhr, reportFiles),
        runs: attempts.map((a) => scoresOf(a.lhr)),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
