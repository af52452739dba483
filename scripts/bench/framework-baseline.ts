import { envSchema } from '@store/config';
import { join } from 'node:path';
import { freePort } from '../lib/ports.ts';
import { run, startChild, stopChildren, waitForUrl } from '../lib/processes.ts';

/**
 * The framework baseline of the budgets: apps/bench-baseline (a bare Next.js page with the
 * storefront's Next.js, React and build settings), built and served in each run, so that the store
 * is measured against the framework on the same machine at the same time. It is served the way the
 * store is: `next start` behind the embedded edge (services/edge-cache). Served by `next start` alone,
 * its scripts arrived about 100 ms later than the store's, after its first paint, and Lighthouse's
 * simulation, which charges a paint with every script that ran before it in the observed load,
 * charged the store's largest paint with downloading all of the framework and the baseline's with
 * none of it: a difference of delivery, not of code.
 */

const ROOT = join(import.meta.dirname, '../..');
const APP = join(ROOT, 'apps/bench-baseline');
const NEXT = join(ROOT, 'node_modules/next/dist/bin/next');
const EDGE = join(ROOT, 'services/edge-cache/src/server.ts');

export interface FrameworkBaseline {
  url: string;
  stop(): Promise<void>;
}

export async function startFrameworkBaseline(port: number): Promise<FrameworkBaseline> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The edge's settings are the defaults, as the store's are in the benchmark; a developer's shell changes nothing.
  for (const name of Object.keys(envSchema.shape)) delete env[name];
  Object.assign(env, { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' });
  const code = await run(process.execPath, [NEXT, 'build'], { cwd: APP, env });
  if (code !== 0) throw new Error(`the baseline app's build failed (exit ${code})`);
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const server = startChild(
    'baseline-app',
    process.execPath,
    [NEXT, 'start', '--port', String(appPort), '--hostname', '127.0.0.1'],
    { cwd: APP, env },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${appUrl}/`, server);
    const edge = startChild('baseline-edge', process.execPath, [EDGE], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', EDGE_UPSTREAM_URL: appUrl, LOG_LEVEL: 'warn' },
    });
    try {
      await waitForUrl(`${url}/`, edge);
    } catch (error) {
      await stopChildren([edge]);
      throw error;
    }
    return { url, stop: () => stopChildren([edge, server]) };
  } catch (error) {
    await stopChildren([server]);
    throw error;
  }
}
