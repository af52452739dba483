import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { OutboxRow } from './schema.ts';

/**
 * Where sent messages go: an SMTP server (SMTP_URL), or, in the embedded default, `.eml` files
 * in a folder, with the message kept in the outbox as the record of what was sent.
 */

export interface MailTransport {
  send(message: OutboxRow): Promise<void>;
  /** Whether a sent message stays in the outbox. */
  readonly keepsSent: boolean;
  close(): void;
}

/** The parts of a row as Nodemailer's message options. */
function mailOptions(message: OutboxRow, from: string) {
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@store.mail>`,
    date: message.createdAt,
  };
}

/** Sends over SMTP with Nodemailer; a connection or server error rejects, and the worker retries. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    keepsSent: false,
    async send(message) {
      await transporter.sendMail(mailOptions(message, from));
    },
    close: () => transporter.close(),
  };
}

/** The file name of a message: the time it was asked for first, so a folder listing reads in order. */
export function emlFileName(message: OutboxRow): string {
  return `${message.createdAt.toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`;
}

/** Writes each message as an RFC 5322 `.eml` file in `dir`, which any mail program opens. */
export function fileTransport(dir: string, from: string): MailTransport {
  return {
    keepsSent: true,
    async send(message) {
      const raw = await new MailComposer(mailOptions(message, from)).compile().build();
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, emlFileName(message)), raw);
    },
    close: () => undefined,
  };
}
