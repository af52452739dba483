import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningCluster } from '../../scripts/lib/cluster/contract.ts';

/**
 * The cluster's processes are children of the run's own process (global-setup.ts), while tests run
 * in a worker: the worker asks that process over loopback HTTP to kill or restart one. The process
 * remembers what is down, so that whatever a failed test left down is started again after it.
 */

export interface ControlServer {
  url: string;
  close(): Promise<void>;
}

/** The instances that no longer answer, though no test killed them: a crash the test must report. */
async function stoppedOnTheirOwn(cluster: RunningCluster): Promise<string[]> {
  const probes = [
    ...cluster.platformUrls.map((url, i) => ({ name: `platform-${i + 1}`, url: `${url}/health` })),
    ...cluster.storefrontUrls.map((url, i) => ({ name: `storefront-${i + 1}`, url: `${url}/api/country` })),
  ];
  const answers = await Promise.all(
    probes.map(async ({ name, url }) => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        return undefined;
      } catch {
        return name;
      }
    }),
  );
  return answers.filter((name) => name !== undefined);
}

export function serveControl(cluster: RunningCluster): Promise<ControlServer> {
  const down = new Set<string>();
  // One change at a time: a restart racing a kill of the same process would leave it in doubt.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };

  async function act(action: string, name: string, hard: boolean): Promise<void> {
    if (action === 'kill') {
      down.add(name);
      await cluster.kill(name, { hard });
    } else if (action === 'restart') {
      await cluster.restart(name);
      down.delete(name);
    } else if (action === 'heal') {
      for (const process of [...down]) {
        await cluster.restart(process);
        down.delete(process);
      }
      const died = await stoppedOnTheirOwn(cluster);
      for (const process of died) {
        await cluster.restart(process);
      }
      if (died.length)
        throw new Error(`${died.join(', ')} stopped on its own during the test; started again`);
    } else {
      throw new Error(`unknown action ${action}`);
    }
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const action = url.pathname.slice(1);
    const name = url.searchParams.get('name') ?? '';
    if (action !== 'heal' && !cluster.processes().includes(name)) {
      response.writeHead(404).end(`no process ${name}`);
      return;
    }
    serial(() => act(action, name, url.searchParams.get('hard') === '1')).then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function ask(controlUrl: string, action: string, query: Record<string, string> = {}): Promise<void> {
  const response = await fetch(`${controlUrl}/${action}?${new URLSearchParams(query)}`, { method: 'POST' });
  if (response.status !== 204) {
    throw new Error(`${action} ${query.name ?? ''} failed: ${response.status} ${await response.text()}`);
  }
}

/** The test's side: what it may ask of the cluster. */
export function clusterControl(controlUrl: string) {
  return {
    /** SIGKILL when hard (a crash), else SIGTERM and wait. */
    kill: (name: string, { hard = true }: { hard?: boolean } = {}) =>
      ask(controlUrl, 'kill', { name, hard: hard ? '1' : '0' }),
    /** Resolves once the process answers /ready again. */
    restart: (name: string) => ask(controlUrl, 'restart', { name }),
    /** Starts again every process a test killed and did not restart. */
    heal: () => ask(controlUrl, 'heal'),
  };
}
export type ClusterControl = ReturnType<typeof clusterControl>;
