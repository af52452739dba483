import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a load run's CPU went: the CPU time of every process of the cluster and of the load
 * generator, read from /proc before, during and after the run, summed per kind of process.
 */

export const PROCESS_KINDS = [
  'nginx',
  'edge',
  'next',
  'platform',
  'postgres',
  'redis',
  'load generator',
  'other',
] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

export interface ProcStat {
  pid: number;
  ppid: number;
  /** User plus system time, in clock ticks. */
  ticks: number;
}

/** Fields of /proc/<pid>/stat; the command name in parentheses may itself hold spaces and parentheses. */
export function parseProcStat(text: string): ProcStat | null {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  if (close < 0 || !Number.isInteger(pid)) return null;
  // After the name: state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt, majflt, cmajflt, utime, stime.
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const ppid = Number(fields[1]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (![ppid, utime, stime].every(Number.isFinite)) return null;
  return { pid, ppid, ticks: utime + stime };
}

/** A process's kind from its command line (arguments joined by spaces). */
export function processKind(commandLine: string): ProcessKind {
  if (/^nginx\b/.test(commandLine) || /\/nginx\b/.test(commandLine.split(' ')[0] ?? '')) return 'nginx';
  if (/^postgres\b|\/bin\/postgres\b/.test(commandLine)) return 'postgres';
  if (/redis-server\b/.test(commandLine)) return 'redis';
  if (commandLine.includes('services/edge-cache/src/server.ts')) return 'edge';
  if (commandLine.includes('services/platform/src/server.ts')) return 'platform';
  if (/\bnext-server\b|\/next\/dist\/bin\/next\b|\bnext start\b/.test(commandLine)) return 'next';
  return 'other';
}

/** The roots and every process below them, from each process's parent. */
export function descendants(parents: Map<number, number>, roots: number[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found = new Set<number>();
  const queue = roots.filter((pid) => parents.has(pid));
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (found.has(pid)) continue;
    found.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

export interface KindCpu {
  kind: ProcessKind;
  processes: number;
  /** CPU seconds per second of the run: 1 is one core kept busy. */
  cores: number;
  /** cores ÷ the machine's cores. */
  shareOfMachine: number;
}

export interface CpuUse {
  seconds: number;
  machineCores: number;
  /** All processes counted, in cores; the rest of the machine's capacity was idle or used by others. */
  totalCores: number;
  byKind: KindCpu[];
}

export interface TrackedProcess {
  kind: ProcessKind;
  firstTicks: number;
  lastTicks: number;
  /** Seen only after the run began: all its time counts. */
  lateStart: boolean;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** CPU per kind over the run, largest first; kinds with no process are left out. */
export function cpuByKind(
  tracked: Iterable<TrackedProcess>,
  seconds: number,
  machineCores: number,
  ticksPerSecond: number,
): CpuUse {
  const sums = new Map<ProcessKind, { processes: number; ticks: number }>();
  for (const p of tracked) {
    const used = p.lastTicks - (p.lateStart ? 0 : p.firstTicks);
    const sum = sums.get(p.kind) ?? { processes: 0, ticks: 0 };
    sums.set(p.kind, { processes: sum.processes + 1, ticks: sum.ticks + Math.max(0, used) });
  }
  const byKind = [...sums]
    .map(([kind, { processes, ticks }]) => {
      const cores = seconds > 0 ? ticks / ticksPerSecond / seconds : 0;
      return {
        kind,
        processes,
        cores: round(cores, 2),
        shareOfMachine: round(cores / machineCores, 3),
      };
    })
    .sort((a, b) => b.cores - a.cores);
  return {
    seconds: round(seconds, 1),
    machineCores,
    totalCores: round(
      byKind.reduce((sum, k) => sum + k.cores, 0),
      2,
    ),
    byKind,
  };
}

/** A figure with two instances ÷ the same with one, to three places; 0 when the first is 0. */
export function scaleRatio(one: number, two: number): number {
  return one > 0 ? round(two / one, 3) : 0;
}

function readProcesses(): Map<number, { ppid: number; ticks: number }> {
  const found = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) found.set(stat.pid, { ppid: stat.ppid, ticks: stat.ticks });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** PostgreSQL's and nginx's main processes leave our process tree (pg_ctl, daemon); their pid files name them. */
export function pidFilesUnder(dir: string, depth = 3): number[] {
  if (depth < 0 || !existsSync(dir)) return [];
  const pids: number[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) pids.push(...pidFilesUnder(path, depth - 1));
    else if (entry.name === 'postmaster.pid' || entry.name === 'nginx.pid') {
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid)) pids.push(pid);
    }
  }
  return pids;
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export interface CpuSampler {
  stop(): CpuUse;
}

/**
 * Samples every `intervalMs` the CPU time of this process (the load generator) and of every process
 * below it or below the main processes the pid files under `dataDir` name.
 */
export function sampleCpu(dataDir: string, machineCores: number, intervalMs = 500): CpuSampler {
  const started = performance.now();
  const tracked = new Map<number, TrackedProcess>();
  let first = true;
  const sample = () => {
    const all = readProcesses();
    const parents = new Map([...all].map(([pid, p]) => [pid, p.ppid]));
    const ours = descendants(parents, [process.pid, ...pidFilesUnder(dataDir)]);
    for (const pid of ours) {
      const ticks = all.get(pid)?.ticks ?? 0;
      const known = tracked.get(pid);
      if (known) known.lastTicks = ticks;
      else
        tracked.set(pid, {
          kind: pid === process.pid ? 'load generator' : processKind(commandLine(pid)),
          firstTicks: ticks,
          lastTicks: ticks,
          lateStart: !first,
        });
    }
    first = false;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return cpuByKind(
        tracked.values(),
        (performance.now() - started) / 1000,
        machineCores,
        TICKS_PER_SECOND,
      );
    },
  };
}

/** The kinds that used the most CPU, as "next 1.10, platform 0.40" (cores), for a report's prose. */
export function busiestKinds(cpu: CpuUse, count = 3): string {
  return cpu.byKind
    .slice(0, count)
    .map((k) => `${k.kind} ${k.cores.toFixed(2)}`)
    .join(', ');
}

/** True when the counted processes kept at least 90 % of the machine's cores busy: the CPU was the limit. */
export function cpuBound(cpu: CpuUse): boolean {
  return cpu.totalCores >= 0.9 * cpu.machineCores;
}
