import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Env } from '@store/config';
import type { Database } from '@store/database';
import { fileTransport, migrateMail, smtpTransport, startMailWorker, type MailWorker } from '@store/mail';

/**
 * The mail worker of the platform (README, Mail): it drains the outbox the services fill, over
 * SMTP when SMTP_URL is set, else into `.eml` files under `DATA_DIR/mail`. It starts once the
 * services are mounted (they migrate the outbox they write to) and stops with the platform.
 */
export function runMailWorker(
  app: FastifyInstance,
  env: Env,
  dataDir: string,
  database: () => Promise<Database>,
) {
  let worker: MailWorker | undefined;
  app.addHook('onReady', async () => {
    const opened = await database();
    await migrateMail(opened);
    worker = startMailWorker({
      db: opened.db,
      transport: env.SMTP_URL
        ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
        : fileTransport(join(dataDir, 'mail'), env.MAIL_FROM),
      log: app.log,
    });
  });
  // Before onClose, where the database closes: a drain under way ends first.
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
