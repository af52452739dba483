import type { Db } from '@store/database';
import { claimDue, markSent, scheduleRetry } from './outbox.ts';
import type { MailTransport } from './transports.ts';

/**
 * The worker that drains the outbox, in the platform process. Several may run on one database
 * (instances of the platform): each claims its rows (claimDue), so a message is sent once.
 */

export interface MailWorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface DrainOptions {
  db: Db;
  transport: MailTransport;
  log: MailWorkerLog;
  /** The clock; tests move it. */
  now?: () => Date;
  batch?: number;
}

/** Longer than any SMTP exchange takes (Nodemailer's own timeouts are shorter), so a claim outlives its send. */
export const LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the `attempts`-th failed send: 30 s, doubling, at most an hour; the message is never dropped. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Sends what is due once; answers how many were sent and how many failed. */
export async function drainOutbox({
  db,
  transport,
  log,
  now = () => new Date(),
  batch = 20,
}: DrainOptions): Promise<{ sent: number; failed: number }> {
  const start = now();
  const claimed = await claimDue(db, start, new Date(start.getTime() + LEASE_MS), batch);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await transport.send(message);
      await markSent(db, message.id, now(), transport.keepsSent);
      sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now().getTime() + retryDelayMs(message.attempts));
      await scheduleRetry(db, message.id, retryAt, reason);
      log.warn(
        { mailId: message.id, template: message.template, attempts: message.attempts, retryAt, reason },
        'mail not sent; it stays in the outbox and is tried again',
      );
      failed += 1;
    }
  }
  if (sent) log.info({ sent }, 'mail sent');
  return { sent, failed };
}

export interface MailWorker {
  /** Drains at once instead of at the next tick. */
  wake(): void;
  /** Stops the timer and waits for a drain under way. */
  stop(): Promise<void>;
}

/** Drains every `intervalMs` until stopped; a failing drain (database away) is logged and tried next tick. */
export function startMailWorker(options: DrainOptions & { intervalMs?: number }): MailWorker {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = drainOutbox(options)
      .then(() => undefined)
      .catch((error: unknown) => options.log.warn({ err: error }, 'mail outbox could not be drained'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 1000);
  timer.unref();
  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      options.transport.close();
    },
  };
}
