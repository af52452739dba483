import { fileURLToPath } from 'node:url';
import type { Database } from '@store/database';

/**
 * Mail (README, Mail): services queue messages of named templates with enqueueMail, in their own
 * transaction; the platform runs the worker that sends them (SMTP, or `.eml` files by default).
 */

export const MAIL_MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Creates or updates the outbox; every process that queues or sends mail runs it at start. */
export async function migrateMail(database: Database): Promise<void> {
  await database.migrate(MAIL_MIGRATIONS_FOLDER, 'mail');
}

export { enqueueMail, type MailRequest } from './outbox.ts';
export {
  renderMail,
  MAIL_TEMPLATES,
  type MailParams,
  type MailTemplate,
  type RenderedMail,
} from './templates.ts';
export { fill } from './templates.ts';
export { emlFileName, fileTransport, smtpTransport, type MailTransport } from './transports.ts';
export { drainOutbox, retryDelayMs, startMailWorker, type MailWorker, type MailWorkerLog } from './worker.ts';
export { outbox, type OutboxRow } from './schema.ts';
