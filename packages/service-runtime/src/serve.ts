import type { Server } from 'node:http';
import { ConfigError, loadEnv, type Env } from '@store/config';

/** What every service's standalone entry does: validate the configuration, serve, stop on a signal. */

/** Sockets that never sent a request (browser preconnects, idle client pools) would hold close() open. */
const FORCE_CLOSE_AFTER_MS = 2000;
/** A close that hangs must not keep `npm start` or an orchestrator waiting for ever. */
const GIVE_UP_AFTER_MS = 10_000;

/** The validated environment; a bad value prints the message naming the variable and exits 1. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Listens, then on SIGINT or SIGTERM closes the app (open connections force-closed after 2 s) and
 * exits 0; exits 1 when it cannot start or cannot close.
 */
/** A Fastify app, or a plain node:http server wrapped by `servable`. */
export interface Servable {
  server: Server;
  listen(options: { port: number; host: string }): Promise<unknown>;
  close(): Promise<unknown>;
}

interface Log {
  info(details: object | string, message?: string): void;
  error(details: object | string, message?: string): void;
  fatal(details: object | string, message?: string): void;
}

export function servable(server: Server): Servable {
  return {
    server,
    listen: ({ port, host }) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      }),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export async function serveUntilSignal(
  app: Servable,
  options: { name: string; port: number; host: string; log: Log },
): Promise<void> {
  const { log } = options;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${options.name} stopping`);
    setTimeout(() => {
      log.error(`${options.name} did not close within ${GIVE_UP_AFTER_MS / 1000} s; exiting`);
      process.exit(1);
    }, GIVE_UP_AFTER_MS).unref();
    const closing = app.close();
    app.server.closeIdleConnections();
    setTimeout(() => app.server.closeAllConnections(), FORCE_CLOSE_AFTER_MS).unref();
    try {
      await closing;
    } catch (error) {
      log.error({ err: error }, `${options.name} did not close cleanly`);
      process.exit(1);
    }
    log.info(`${options.name} stopped`);
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));

  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    log.fatal({ err: error }, `${options.name} could not start`);
    process.exit(1);
  }
}
