import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@store/database';
import { openTestDatabase } from '@store/database/testing';
import { enqueueMail } from './outbox.ts';
import { migrateMail } from './index.ts';
import { outbox, type OutboxRow } from './schema.ts';
import { fileTransport, smtpTransport, type MailTransport } from './transports.ts';
import { drainOutbox, LEASE_MS, retryDelayMs } from './worker.ts';

const FROM = 'Assessments store <no-reply@store.example>';
const log = { info: () => undefined, warn: () => undefined };
const reset = (to: string) => ({
  template: 'passwordReset' as const,
  to,
  locale: 'es-es' as const,
  params: {
    givenName: 'Lucía',
    link: 'http://localhost:3000/es-es/forgot-password?token=t0k3n',
    minutes: 30,
  },
});

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateMail(database);
});
afterAll(() => database.close());
beforeEach(() => database.db.delete(outbox));

describe('the SMTP transport', () => {
  let server: SMTPServer;
  let port: number;
  const received: { to: string[]; raw: string }[] = [];
  let refuse = false;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        callback(refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 450 }) : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    received.length = 0;
    refuse = false;
  });

  it('delivers a queued message to the server and then removes it from the outbox', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, FROM);
    await enqueueMail(database.db, reset('lucia@example.es'));
    expect(await drainOutbox({ db: database.db, transport, log })).toEqual({ sent: 1, failed: 0 });
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['lucia@example.es']);
    expect(received[0]?.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Restablezca_su_contrase/m);
    expect(received[0]?.raw).toContain('Content-Type: text/plain');
    expect(received[0]?.raw).toContain('Content-Type: text/html');
    expect(await database.db.select().from(outbox)).toEqual([]);
  });

  it('keeps a refused message in the outbox and sends it on a later try, after the backoff', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, FROM);
    let now = new Date('2030-01-01T00:00:00Z');
    const clock = () => now;
    await enqueueMail(database.db, reset('lucia@example.es'));
    await database.db.update(outbox).set({ nextAttemptAt: now });
    refuse = true;
    expect(await drainOutbox({ db: database.db, transport, log, now: clock })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [kept] = await database.db.select().from(outbox);
    expect(kept?.attempts).toBe(1);
    expect(kept?.lastError).toMatch(/mailbox unavailable/);
    expect(kept?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));

    refuse = false;
    now = new Date(now.getTime() + retryDelayMs(1) - 1000);
    expect(await drainOutbox({ db: database.db, transport, log, now: clock })).toEqual({
      sent: 0,
      failed: 0,
    });
    now = new Date(now.getTime() + 1000);
    expect(await drainOutbox({ db: database.db, transport, log, now: clock })).toEqual({
      sent: 1,
      failed: 0,
    });
    transport.close();
    expect(received).toHaveLength(1);
  });

  it('keeps the message when no server answers at all', async () => {
    const transport = smtpTransport('smtp://127.0.0.1:9', FROM);
    await enqueueMail(database.db, reset('lucia@example.es'));
    expect(await drainOutbox({ db: database.db, transport, log })).toEqual({ sent: 0, failed: 1 });
    transport.close();
    expect(await database.db.select().from(outbox)).toHaveLength(1);
  });
});

describe('the embedded default', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file and keeps it in the outbox, marked sent', async () => {
    const id = await enqueueMail(database.db, reset('lucia@example.es'));
    await drainOutbox({ db: database.db, transport: fileTransport(dir, FROM), log });
    const files = await readdir(dir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`-${id}\\.eml$`))]);
    const eml = await readFile(join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: lucia@example\.es$/m);
    expect(eml).toMatch(/^From: Assessments store <no-reply@store\.example>$/m);
    expect(eml).toContain('multipart/alternative');
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ id, recipient: 'lucia@example.es', locale: 'es-es', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.subject).toBe('Restablezca su contraseña');
    expect(await drainOutbox({ db: database.db, transport: fileTransport(dir, FROM), log })).toEqual({
      sent: 0,
      failed: 0,
    });
  });
});

describe('two workers', () => {
  it('never send one message twice', async () => {
    for (let i = 0; i < 12; i += 1) await enqueueMail(database.db, reset(`customer${i}@example.es`));
    const sent: string[] = [];
    const slow = (name: string): MailTransport => ({
      keepsSent: true,
      async send(message: OutboxRow) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(`${name}:${message.id}`);
      },
      close: () => undefined,
    });
    const results = await Promise.all([
      drainOutbox({ db: database.db, transport: slow('a'), log, batch: 5 }),
      drainOutbox({ db: database.db, transport: slow('b'), log, batch: 5 }),
      drainOutbox({ db: database.db, transport: slow('a'), log, batch: 5 }),
      drainOutbox({ db: database.db, transport: slow('b'), log, batch: 5 }),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    const ids = sent.map((entry) => entry.split(':')[1]);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
  });

  it('leave a claimed message alone until its lease ends', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    await enqueueMail(database.db, reset('lucia@example.es'));
    await database.db.update(outbox).set({ nextAttemptAt: now });
    const hanging: MailTransport = {
      keepsSent: true,
      send: () => new Promise(() => undefined),
      close: () => undefined,
    };
    void drainOutbox({ db: database.db, transport: hanging, log, now: () => now });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const counted = { keepsSent: true, sends: 0, close: () => undefined };
    const other: MailTransport = { ...counted, send: async () => void (counted.sends += 1) };
    const later = (ms: number) => () => new Date(now.getTime() + ms);
    expect(await drainOutbox({ db: database.db, transport: other, log, now: later(LEASE_MS - 1) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await drainOutbox({ db: database.db, transport: other, log, now: later(LEASE_MS) })).toEqual({
      sent: 1,
      failed: 0,
    });
  });
});
