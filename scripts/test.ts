import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startThrowawayPostgres } from './lib/postgres.ts';
import { run } from './lib/processes.ts';
import { ROOT } from './lib/store.ts';

/**
 * npm test: static checks, then the unit and service suites (Vitest), then the browser journeys
 * (Playwright driving Debian's Chromium against whole stores). Ends with one summary line and a
 * non-zero exit on any failure.
 */

const BIN = join(ROOT, 'node_modules/.bin');
const RESULTS = join(ROOT, 'test-results');
const NODE = process.execPath;

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Reads the passed and failed counts of a suite from its JSON report. */
  counts?: () => { passed: number; failed: number };
  /** Starts what the step needs (e.g. a database server); returns its environment and how to stop it. */
  setup?: () => Promise<{ env: NodeJS.ProcessEnv; teardown(): Promise<void> }>;
}

function vitestCounts(file = 'unit.json') {
  const report = JSON.parse(readFileSync(join(RESULTS, file), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

/** The suites that touch the database run a second time against a throwaway PostgreSQL server. */
async function withPostgres() {
  const server = await startThrowawayPostgres();
  return { env: { ...process.env, TEST_DATABASE_URL: server.url }, teardown: server.stop };
}

function playwrightCounts() {
  const report = JSON.parse(readFileSync(join(RESULTS, 'browser.json'), 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

const steps: Step[] = [
  { name: 'lint', command: join(BIN, 'eslint'), args: ['.'] },
  { name: 'format', command: join(BIN, 'prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'types', command: join(BIN, 'tsc'), args: ['-p', 'tsconfig.json'] },
  {
    name: 'unit and service tests',
    command: join(BIN, 'vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(RESULTS, 'unit.json')}`],
    counts: vitestCounts,
  },
  {
    name: 'service tests on PostgreSQL',
    command: join(BIN, 'vitest'),
    args: [
      'run',
      'services/commerce',
      'services/identity',
      'packages/database',
      'packages/mail',
      'services/payments',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(RESULTS, 'unit-postgres.json')}`,
    ],
    counts: () => vitestCounts('unit-postgres.json'),
    setup: withPostgres,
  },
  {
    name: 'browser tests',
    command: join(BIN, 'playwright'),
    args: ['test', '-c', 'tests/browser/playwright.config.ts'],
    counts: playwrightCounts,
  },
];

/** A suite that crashed before writing its report has no counts; its step then counts as one failure. */
function safeCounts(read: () => { passed: number; failed: number }) {
  try {
    return read();
  } catch {
    return undefined;
  }
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  let code: number;
  try {
    const prepared = step.setup ? await step.setup() : undefined;
    try {
      // npm's own bin shims start with `#!/usr/bin/env node`; running them with this Node keeps everything on 24.
      code = await run(NODE, [step.command, ...step.args], {
        cwd: ROOT,
        ...(prepared ? { env: prepared.env } : {}),
      });
    } finally {
      await prepared?.teardown();
    }
  } catch (error) {
    console.error(`${step.name} could not run: ${(error as Error).message}`);
    code = 1;
  }
  const counts = step.counts ? safeCounts(step.counts) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (code !== 0) {
    failedSteps.push(step.name);
    if (!counts || counts.failed === 0) failed += 1;
  }
}

console.log(failedSteps.length ? `\nFailed: ${failedSteps.join(', ')}` : '\nEvery step passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
