import { join } from 'node:path';
import { run, startChild, stopChildren, waitForUrl } from '../lib/processes.ts';

/**
 * The framework baseline of the budgets: apps/bench-baseline (a bare Next.js page with the
 * storefront's Next.js, React and build settings), built and served by `next start` in each run, so
 * that the store is measured against the framework on the same machine at the same time.
 */

const APP = join(import.meta.dirname, '../../apps/bench-baseline');
const NEXT = join(import.meta.dirname, '../../node_modules/next/dist/bin/next');

export interface FrameworkBaseline {
  url: string;
  stop(): Promise<void>;
}

export async function startFrameworkBaseline(port: number): Promise<FrameworkBaseline> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const code = await run(process.execPath, [NEXT, 'build'], { cwd: APP, env });
  if (code !== 0) throw new Error(`the baseline app's build failed (exit ${code})`);
  const server = startChild(
    'baseline-app',
    process.execPath,
    [NEXT, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: APP, env },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/`, server);
  } catch (error) {
    await stopChildren([server]);
    throw error;
  }
  return { url, stop: () => stopChildren([server]) };
}
