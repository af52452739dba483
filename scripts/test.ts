import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startThrowawayPostgres } from './lib/postgres.ts';
import { startRedisServer } from './lib/redis.ts';
import { run } from './lib/processes.ts';
import { ROOT } from './lib/store.ts';

/**
 * npm test: static checks, then the unit and service suites (Vitest), then the browser journeys
 * (Playwright driving Debian's Chromium against whole stores) with the service suites on PostgreSQL
 * beside them, then the failure suite against the production topology. Ends with one summary line
 * and a non-zero exit on any failure.
 *
 * Steps of one stage run at the same time, to use both cores of a small machine: the journeys drive
 * one browser at a time and leave a core mostly idle, which the PostgreSQL suites (on one worker)
 * take. The first step of a stage writes to the terminal; the others to `test-results/<step>.log`,
 * printed when the stage ends.
 */

const BIN = join(ROOT, 'node_modules/.bin');
const RESULTS = join(ROOT, 'test-results');
const NODE = process.execPath;

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Reads the passed and failed counts of a suite, and the names of the failed tests, from its JSON report. */
  counts?: () => Counts;
  /** Starts what the step needs (e.g. a database server); returns its environment and how to stop it. */
  setup?: () => Promise<{ env: NodeJS.ProcessEnv; teardown(): Promise<void> }>;
  /** Why the step cannot run on this machine, if it cannot: it is then skipped with that line. */
  skip?: () => string | undefined;
}

interface Counts {
  passed: number;
  failed: number;
  failures: string[];
}

function vitestCounts(file = 'unit.json'): Counts {
  const report = JSON.parse(readFileSync(join(RESULTS, file), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string }[];
    }[];
  };
  const failures = report.testResults.flatMap((suite) => {
    const where = relative(ROOT, suite.name);
    const tests = suite.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && suite.status === 'failed') return [`${where}: ${suite.message ?? 'failed'}`];
    return tests.map((test) => `${where} › ${test.fullName}`);
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

/**
 * The suites that touch the database run a second time against a throwaway PostgreSQL server, and
 * the identity service's against a throwaway Redis too (sessions, grants, sign-in limits), which
 * keeps nothing on disk.
 */
async function withPostgres() {
  const server = await startThrowawayPostgres();
  const redisDir = mkdtempSync(join(tmpdir(), 'test-redis-'));
  const redis = await startRedisServer({ dir: redisDir }).catch(async (error: unknown) => {
    await server.stop();
    rmSync(redisDir, { recursive: true, force: true });
    throw error;
  });
  return {
    env: { ...process.env, TEST_DATABASE_URL: server.url, TEST_REDIS_URL: redis.url },
    teardown: async () => {
      await Promise.all([server.stop(), redis.stop()]);
      rmSync(redisDir, { recursive: true, force: true });
    },
  };
}

interface PlaywrightSuite {
  specs?: { title: string; file: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightFailures(suite: PlaywrightSuite): string[] {
  return [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...(suite.suites ?? []).flatMap(playwrightFailures),
  ];
}

function playwrightCounts(file = 'browser.json'): Counts {
  const report = JSON.parse(readFileSync(join(RESULTS, file), 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures: report.suites.flatMap(playwrightFailures),
  };
}

const postgresSuites: Step = {
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
    // One core: the journeys beside it keep the other.
    '--maxWorkers=1',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(RESULTS, 'unit-postgres.json')}`,
  ],
  counts: () => vitestCounts('unit-postgres.json'),
  setup: withPostgres,
};

const stages: Step[][] = [
  [
    { name: 'lint', command: join(BIN, 'eslint'), args: ['.'] },
    { name: 'format', command: join(BIN, 'prettier'), args: ['--check', '--log-level', 'warn', '.'] },
    { name: 'types', command: join(BIN, 'tsc'), args: ['-p', 'tsconfig.json'] },
  ],
  [
    {
      name: 'unit and service tests',
      command: join(BIN, 'vitest'),
      args: [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(RESULTS, 'unit.json')}`,
      ],
      counts: vitestCounts,
    },
  ],
  [
    {
      name: 'browser tests',
      command: join(BIN, 'playwright'),
      args: ['test', '-c', 'tests/browser/playwright.config.ts'],
      counts: playwrightCounts,
    },
    postgresSuites,
  ],
  [
    {
      name: 'cluster failure tests',
      command: join(BIN, 'playwright'),
      args: ['test', '-c', 'tests/cluster/playwright.config.ts'],
      counts: () => playwrightCounts('cluster.json'),
      // scripts/test.sh sets CLUSTER_SERVERS after trying to install PostgreSQL, Redis and nginx.
      skip: () =>
        process.env.CLUSTER_SERVERS === 'ready'
          ? undefined
          : process.env.CLUSTER_SERVERS === 'missing'
            ? 'PostgreSQL, Redis or nginx could not be installed (scripts/ensure-cluster-servers.sh)'
            : 'run through npm test, which installs PostgreSQL, Redis and nginx first',
    },
  ],
];

/** A suite that crashed before writing its report has no counts; its step then counts as one failure. */
function safeCounts(read: () => Counts) {
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
/** Named again at the very end: a step's own output may be long past by then (CI shows the tail). */
const failedTests: string[] = [];

/** Runs one step to the end (its setup, the command, its teardown); answers its exit code. */
async function runStep(step: Step, output: string | undefined): Promise<number> {
  try {
    const prepared = step.setup ? await step.setup() : undefined;
    try {
      // npm's own bin shims start with `#!/usr/bin/env node`; running them with this Node keeps everything on 24.
      return await run(NODE, [step.command, ...step.args], {
        cwd: ROOT,
        ...(prepared ? { env: prepared.env } : {}),
        ...(output ? { output } : {}),
      });
    } finally {
      await prepared?.teardown();
    }
  } catch (error) {
    console.error(`${step.name} could not run: ${(error as Error).message}`);
    return 1;
  }
}

function tally(step: Step, code: number): void {
  const counts = step.counts ? safeCounts(step.counts) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    failedTests.push(...counts.failures.map((name) => `${step.name}: ${name}`));
  }
  if (code !== 0) {
    failedSteps.push(step.name);
    if (!counts || counts.failed === 0) failed += 1;
  }
}

const logFile = (step: Step) => join(RESULTS, `${step.name.replace(/\W+/g, '-')}.log`);

for (const stage of stages) {
  const running = stage.flatMap((step, index) => {
    const skipped = step.skip?.();
    if (skipped) {
      console.log(`\n▶ ${step.name}\nskipped: ${skipped}`);
      return [];
    }
    const output = index === 0 ? undefined : logFile(step);
    console.log(output ? `\n▶ ${step.name} (beside it; output in ${output})` : `\n▶ ${step.name}`);
    return [runStep(step, output).then((code) => ({ step, code, output }))];
  });
  for (const { step, code, output } of await Promise.all(running)) {
    if (output) {
      console.log(`\n▶ ${step.name}: its output`);
      console.log(readFileSync(output, 'utf8'));
    }
    tally(step, code);
  }
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
console.log(failedSteps.length ? `\nFailed: ${failedSteps.join(', ')}` : '\nEvery step passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
