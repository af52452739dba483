import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';

/** Facts about the machine and the tools a benchmark ran with, so that figures can be compared. */

export interface MachineFacts {
  date: string;
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  packages: Record<string, string>;
  commit: string;
  /** 1-, 5- and 15-minute load averages when the benchmark started: above the core count, other work competed. */
  loadAverageAtStart: number[];
}

/** The load averages now, rounded; taken when a benchmark starts. */
export function loadAverage(): number[] {
  return loadavg().map((l) => Math.round(l * 100) / 100);
}

function quiet(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function packageVersion(root: string, name: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? 'unknown';
  } catch {
    return 'not installed';
  }
}

export function machineFacts(root: string, chromiumPath: string, loadAverageAtStart: number[]): MachineFacts {
  const head = quiet('git', ['rev-parse', '--short', 'HEAD'], root);
  const dirty = quiet('git', ['status', '--porcelain'], root);
  return {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${process.platform} ${release()} (${process.arch})`,
    node: process.version,
    chromium: quiet(chromiumPath, ['--version'], root),
    packages: Object.fromEntries(
      ['next', 'react', 'lighthouse', 'autocannon'].map((name) => [name, packageVersion(root, name)]),
    ),
    loadAverageAtStart,
    commit:
      head === 'unknown'
        ? head
        : `${head}${dirty && dirty !== 'unknown' ? ' (with uncommitted changes)' : ''}`,
  };
}

/**
 * This machine's CPU speed now, as Lighthouse measures it in the page for its benchmarkIndex (the
 * same two half-second loops: building strings, copying arrays), run here in Node: about a second.
 * Node's V8 scores lower than Chromium's on the same machine, so compare it with itself across
 * steps and runs, not with Lighthouse's figures.
 */
export function cpuIndex(): number {
  return Math.round(pageFunctions.computeBenchmarkIndex());
}
