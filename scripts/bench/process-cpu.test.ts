import { describe, expect, it } from 'vitest';
import {
  busiestKinds,
  cpuBound,
  cpuByKind,
  descendants,
  parseProcStat,
  processKind,
  scaleRatio,
} from './process-cpu.ts';

describe('parseProcStat', () => {
  it('reads the parent and user plus system ticks, past a name with spaces and parentheses', () => {
    const line =
      '4242 (next-server (v1)) S 4000 4242 4242 0 -1 4194560 9000 0 12 0 1500 250 0 0 20 0 11 0 777 0 0';
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 4000, ticks: 1750 });
  });

  it('answers null for text that is not a stat line', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('12 (x) S')).toBeNull();
  });
});

describe('processKind', () => {
  it.each([
    ['nginx: worker process', 'nginx'],
    ['/usr/sbin/nginx -p /tmp/x/nginx -c nginx.conf', 'nginx'],
    ['postgres: postgres store 127.0.0.1(51234) idle', 'postgres'],
    ['/usr/lib/postgresql/15/bin/postgres -D /tmp/d/postgres', 'postgres'],
    ['redis-server 127.0.0.1:8123', 'redis'],
    ['/work/main/node_modules/node/bin/node /work/main/services/edge-cache/src/server.ts', 'edge'],
    ['/work/main/node_modules/node/bin/node /work/main/services/platform/src/server.ts', 'platform'],
    ['node /work/main/node_modules/next/dist/bin/next start --port 1234', 'next'],
    ['next-server (v16.0.1)', 'next'],
    ['runuser -u postgres -- pg_ctl', 'other'],
  ])('%s is %s', (commandLine, kind) => {
    expect(processKind(commandLine)).toBe(kind);
  });
});

describe('descendants', () => {
  it('finds every process below the roots and nothing beside them', () => {
    const parents = new Map([
      [1, 0],
      [10, 1],
      [11, 10],
      [12, 11],
      [20, 1],
      [21, 20],
      [30, 1],
    ]);
    expect([...descendants(parents, [10, 21])].sort((a, b) => a - b)).toEqual([10, 11, 12, 21]);
  });

  it('ignores a root that no longer exists', () => {
    expect(descendants(new Map([[5, 1]]), [99]).size).toBe(0);
  });
});

describe('cpuByKind', () => {
  it('sums the ticks used during the run per kind, as cores and as a share of the machine', () => {
    const use = cpuByKind(
      [
        { kind: 'next', firstTicks: 1000, lastTicks: 1800, lateStart: false },
        { kind: 'next', firstTicks: 50, lastTicks: 250, lateStart: false },
        { kind: 'postgres', firstTicks: 0, lastTicks: 100, lateStart: false },
        // A backend that appeared during the run: all of its time belongs to the run.
        { kind: 'postgres', firstTicks: 100, lastTicks: 100, lateStart: true },
      ],
      10,
      2,
      100,
    );
    expect(use.byKind).toEqual([
      { kind: 'next', processes: 2, cores: 1, shareOfMachine: 0.5 },
      { kind: 'postgres', processes: 2, cores: 0.2, shareOfMachine: 0.1 },
    ]);
    expect(use.totalCores).toBe(1.2);
    expect(use.machineCores).toBe(2);
  });

  it('counts nothing for a run of no length', () => {
    expect(
      cpuByKind([{ kind: 'edge', firstTicks: 0, lastTicks: 5, lateStart: false }], 0, 2, 100).byKind[0]
        ?.cores,
    ).toBe(0);
  });
});

describe('scaleRatio', () => {
  it('divides the figure with two instances by the one with one', () => {
    expect(scaleRatio(400, 520)).toBe(1.3);
    expect(scaleRatio(3, 2)).toBe(0.667);
  });

  it('answers 0 when nothing was measured with one instance', () => {
    expect(scaleRatio(0, 10)).toBe(0);
  });
});

describe('busiestKinds and cpuBound', () => {
  const use = cpuByKind(
    [
      { kind: 'next', firstTicks: 0, lastTicks: 1200, lateStart: false },
      { kind: 'platform', firstTicks: 0, lastTicks: 500, lateStart: false },
      { kind: 'postgres', firstTicks: 0, lastTicks: 100, lateStart: false },
      { kind: 'nginx', firstTicks: 0, lastTicks: 50, lateStart: false },
    ],
    10,
    2,
    100,
  );

  it('names the kinds that used the most CPU first', () => {
    expect(busiestKinds(use)).toBe('next 1.20, platform 0.50, postgres 0.10');
  });

  it('calls a run CPU-bound from 90 % of the cores up', () => {
    expect(use.totalCores).toBe(1.85);
    expect(cpuBound(use)).toBe(true);
    expect(cpuBound({ ...use, totalCores: 1.7 })).toBe(false);
  });
});
