import type { NginxSite } from './contract.ts';

/**
 * Active health checks for nginx, which in its open-source form only notices a dead instance when a
 * request to it fails. The watch asks each instance's readiness address in turn; one that fails
 * twice running is taken out of nginx's configuration (marked `down`, then a reload) and put back
 * on its first 200.
 */

export type InstanceKind = 'storefront' | 'platform';

/** Consecutive failed probes that take an instance out: one can be a blip. */
export const FAILURES_TO_DOWN = 2;

export interface HealthTracker {
  /** Records one probe's outcome. */
  record(instance: string, ok: boolean): void;
  /** The instances taken out, in the order they were given. */
  down(): string[];
}

export function healthTracker(instances: readonly string[]): HealthTracker {
  const failures = new Map<string, number>();
  const down = new Set<string>();
  return {
    record(instance, ok) {
      const count = ok ? 0 : (failures.get(instance) ?? 0) + 1;
      failures.set(instance, count);
      if (ok) down.delete(instance);
      else if (count >= FAILURES_TO_DOWN) down.add(instance);
    },
    down: () => instances.filter((instance) => down.has(instance)),
  };
}

export interface HealthWatchOptions {
  site: Pick<NginxSite, 'storefronts' | 'platforms'>;
  /** The readiness address of an instance (host:port). */
  probe: (hostPort: string, kind: InstanceKind) => string;
  intervalMs: number;
  /** Told the instances to take out (all others back in); a failure is retried at the next round. */
  onChange: (down: string[]) => void | Promise<void>;
  /** Whether a readiness address answers 200 in time; a fetch by default. */
  check?: (url: string) => Promise<boolean>;
}

export interface HealthWatch {
  stop(): Promise<void>;
}

const answers200 = (timeoutMs: number) => async (url: string) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
};

export function watchHealth(options: HealthWatchOptions): HealthWatch {
  const instances = [
    ...options.site.storefronts.map((hostPort) => ({ hostPort, kind: 'storefront' as const })),
    ...options.site.platforms.map((hostPort) => ({ hostPort, kind: 'platform' as const })),
  ];
  const tracker = healthTracker(instances.map((instance) => instance.hostPort));
  const check = options.check ?? answers200(Math.min(2000, options.intervalMs));
  /** What nginx was last told: at start its configuration has every instance in. */
  let told = '';
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const round = async () => {
    const outcomes = await Promise.all(
      instances.map(async ({ hostPort, kind }) => ({
        hostPort,
        ok: await check(options.probe(hostPort, kind)),
      })),
    );
    for (const { hostPort, ok } of outcomes) tracker.record(hostPort, ok);
    const down = tracker.down();
    if (stopped || down.join(',') === told) return;
    try {
      await options.onChange(down);
      told = down.join(',');
    } catch {
      // nginx itself may be down or restarting; the next round tells it again.
    }
  };

  let current: Promise<void> = Promise.resolve();
  const schedule = () => {
    current = round().finally(() => {
      if (!stopped) timer = setTimeout(schedule, options.intervalMs);
    });
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
