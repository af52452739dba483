import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { healthTracker, watchHealth } from './health-watch.ts';

describe('healthTracker', () => {
  it('takes an instance out after two failures running and puts it back on its first success', () => {
    const tracker = healthTracker(['a:1', 'b:2']);
    tracker.record('b:2', false);
    expect(tracker.down()).toEqual([]);
    tracker.record('b:2', true);
    tracker.record('b:2', false);
    expect(tracker.down()).toEqual([]);
    tracker.record('b:2', false);
    tracker.record('a:1', false);
    tracker.record('a:1', false);
    expect(tracker.down()).toEqual(['a:1', 'b:2']);
    tracker.record('b:2', false);
    tracker.record('b:2', true);
    expect(tracker.down()).toEqual(['a:1']);
  });
});

describe('watchHealth', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const site = { storefronts: ['127.0.0.1:1', '127.0.0.1:2'], platforms: ['127.0.0.1:3'] };
  const probe = (hostPort: string, kind: string) => `http://${hostPort}/${kind}`;

  it('probes every instance each interval and tells nginx only what changed', async () => {
    const failing = new Set<string>();
    const asked: string[] = [];
    const told: string[][] = [];
    const watch = watchHealth({
      site,
      probe,
      intervalMs: 1000,
      check: async (url) => {
        asked.push(url);
        return ![...failing].some((hostPort) => url.includes(hostPort));
      },
      onChange: (down) => {
        told.push(down);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([
      'http://127.0.0.1:1/storefront',
      'http://127.0.0.1:2/storefront',
      'http://127.0.0.1:3/platform',
    ]);
    failing.add('127.0.0.1:2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(told).toEqual([['127.0.0.1:2']]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(told).toHaveLength(1);
    failing.clear();
    await vi.advanceTimersByTimeAsync(1000);
    expect(told).toEqual([['127.0.0.1:2'], []]);
    expect(asked).toHaveLength(3 * 7);
    await watch.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toHaveLength(3 * 7);
  });

  it('tells nginx again at the next round when it could not be told', async () => {
    let reachable = false;
    const told: string[][] = [];
    const watch = watchHealth({
      site,
      probe,
      intervalMs: 1000,
      check: async (url) => !url.includes(':3/'),
      onChange: async (down) => {
        if (!reachable) throw new Error('nginx is restarting');
        told.push(down);
      },
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(told).toEqual([]);
    reachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(told).toEqual([['127.0.0.1:3']]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(told).toHaveLength(1);
    await watch.stop();
  });
});
