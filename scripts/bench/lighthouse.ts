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

export interface BlockedRequest {
  url: string;
  reason: string;
}

export interface PageScores {
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  metrics: Record<string, { value: number; displayValue: string; score: number | null }>;
  failingAudits: FailingAudit[];
  /** Requests that never got an answer (the tag manager, on a closed network). */
  unreachable: BlockedRequest[];
  runWarnings: string[];
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

function unreachableRequests(lhr: LighthouseResult): BlockedRequest[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.url && (item.statusCode === -1 || item.statusCode === 0 || item.finished === false))
    .map((item) => ({
      url: String(item.url),
      reason: item.finished === false ? 'never finished' : 'no response (network error)',
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

export async function runLighthouse(urls: string[], rawDir: string): Promise<PageScores[]> {
  process.env.CHROME_PATH = CHROMIUM;
  mkdirSync(rawDir, { recursive: true });
  const results: PageScores[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    for (const url of urls) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = runner;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);

      const name = `lighthouse-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}`;
      const reports = Array.isArray(runner.report) ? runner.report : [runner.report];
      const reportFiles = [join(rawDir, `${name}.json`), join(rawDir, `${name}.html`)];
      reports.forEach((report, i) => writeFileSync(reportFiles[i]!, report));

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
      results.push({
        url,
        scores: scoresOf(lhr),
        metrics,
        failingAudits: failingAudits(lhr),
        unreachable: unreachableRequests(lhr),
        runWarnings: lhr.runWarnings.map(String),
        reportFiles,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
