import type { FastifyBaseLogger } from 'fastify';

/** A pass of work repeated on a timer (the payment reconciler, the qualification reminders), stopped before the database closes. */

export interface PeriodicJob {
  stop(): Promise<void>;
}

/** Runs `pass` every `intervalMs` until stopped; a pass that fails is logged and the next one tries again. */
export function startPeriodicJob(
  pass: () => Promise<unknown>,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
  failure: string,
): PeriodicJob {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A pass still running when the next is due is not doubled.
    if (running) return;
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, failure),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
