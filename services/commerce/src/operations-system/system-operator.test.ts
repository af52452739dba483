import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { FLAG_NAMES } from '@store/contracts';
import {
  operatorAuditListSchema,
  operatorFlagListSchema,
  operatorMailDetailSchema,
  operatorMailListSchema,
} from '@store/contracts/operator-system';
import { createApp as createFlagService } from '@store/flags-service';
import { tempFlagFile, type TempFlagFile } from '@store/flags-service/test-support';
import { outbox } from '@store/mail';
import { OPERATOR_KEY_HEADER, operatorApiKey } from '../operator/operator-api.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { readMail } from './mail-outbox.ts';

const operatorKey = operatorApiKey(loadEnv({ COMMERCE_API_KEY: TEST_API_KEY }))!;

let t: TestApp;
let flagService: FastifyInstance;
let flagFile: TempFlagFile;

beforeAll(async () => {
  flagFile = await tempFlagFile();
  await flagFile.write({ flags: { upc: { value: false } } });
  flagService = createFlagService({ flagsFile: flagFile.path, adminKey: TEST_API_KEY });
  const origin = await flagService.listen({ port: 0, host: '127.0.0.1' });
  t = await startTestApp({ FLAGS_BASE_URL: origin });
});

afterAll(async () => {
  await t?.close();
  await flagService?.close();
  await flagFile?.remove();
});

const operator = (method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH', path: string, payload?: unknown) =>
  t.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: {
      [OPERATOR_KEY_HEADER]: operatorKey,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const auditOf = async (subjectType: string, subjectId: string) =>
  operatorAuditListSchema.parse(
    (await operator('GET', `/audit-log?subjectType=${subjectType}&subjectId=${subjectId}`)).json(),
  ).data;

describe('feature flags', () => {
  it('lists every flag with the value the flag service serves and its default', async () => {
    const list = operatorFlagListSchema.parse((await operator('GET', '/flags')).json());
    expect(list.total).toBe(FLAG_NAMES.length);
    expect(list.data.find((flag) => flag.id === 'upc')).toEqual({
      id: 'upc',
      type: 'boolean',
      value: false,
      defaultValue: false,
      reason: 'STATIC',
    });
    expect(list.data.find((flag) => flag.id === 'quote-pdf-download-upgrade')).toMatchObject({
      value: true,
      reason: 'DEFAULT',
    });
  });

  it('changes a flag in the flag service, audited with before and after', async () => {
    const response = await operator('PUT', '/flags/upc', { value: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'upc', value: true, reason: 'STATIC' });
    expect(JSON.parse(await readFile(flagFile.path, 'utf8'))).toEqual({ flags: { upc: { value: true } } });
    const evaluated = await flagService.inject({
      method: 'POST',
      url: '/ofrep/v1/evaluate/flags/upc',
      payload: '{}',
    });
    expect(evaluated.json()).toMatchObject({ value: true });
    expect((await auditOf('flag', 'upc'))[0]).toMatchObject({
      action: 'setFlag',
      actorKind: 'system',
      before: { value: false },
      after: { value: true },
    });

    await operator('PUT', '/flags/quick-order-rows', { value: { min: 2, max: 30 } });
    expect((await auditOf('flag', 'quick-order-rows'))[0]).toMatchObject({
      before: { value: {} },
      after: { value: { min: 2, max: 30 } },
    });
  });

  it('refuses a value of the wrong type with a 400, writing nothing', async () => {
    const file = await readFile(flagFile.path, 'utf8');
    const audited = (await auditOf('flag', 'vat')).length;
    const response = await operator('PUT', '/flags/vat', { value: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(/vat \(boolean\)/);
    expect((await operator('PUT', '/flags/quick-order-rows', { value: { min: 0 } })).statusCode).toBe(400);
    expect((await operator('PUT', '/flags/no-such-flag', { value: true })).statusCode).toBe(400);
    expect(await readFile(flagFile.path, 'utf8')).toBe(file);
    expect(await auditOf('flag', 'vat')).toHaveLength(audited);
  });
});

describe('the mail outbox', () => {
  const pending = randomUUID();
  const failed = randomUUID();
  const sent = randomUUID();
  const message = (id: string, recipient: string) => ({
    id,
    template: 'orderConfirmation',
    locale: 'en-us',
    recipient,
    subject: `Subject ${recipient}`,
    text: `Body for ${recipient}`,
    html: `<p>Body for ${recipient}</p>`,
  });

  beforeAll(async () => {
    const later = new Date(Date.now() + 3_600_000);
    await t.database.db.insert(outbox).values([
      { ...message(pending, 'pending.person@example.com'), nextAttemptAt: later },
      {
        ...message(failed, 'failed.person@example.com'),
        attempts: 3,
        lastError: 'connection refused',
        nextAttemptAt: later,
      },
      { ...message(sent, 'sent.person@example.com'), attempts: 1, sentAt: new Date() },
    ]);
  });

  const ids = async (query: string) =>
    operatorMailListSchema.parse((await operator('GET', `/mail?${query}`)).json()).data.map((row) => row.id);

  it('lists messages by status and recipient', async () => {
    expect(await ids('status=pending&q=person@example')).toEqual([pending]);
    expect(await ids('status=failed')).toEqual([failed]);
    expect(await ids('status=sent&q=SENT.person')).toEqual([sent]);
    expect(await ids('q=person@example.com&sort=recipient&order=asc')).toEqual([failed, pending, sent]);
    const page = operatorMailListSchema.parse((await operator('GET', '/mail?perPage=1&q=person@')).json());
    expect(page).toMatchObject({ total: 3, data: [{ id: expect.any(String) }] });
    expect((await operator('GET', '/mail?status=lost')).statusCode).toBe(400);
  });

  it('reads a message with its text in the embedded mode, and without it over SMTP', async () => {
    const detail = operatorMailDetailSchema.parse((await operator('GET', `/mail/${failed}`)).json());
    expect(detail).toMatchObject({
      lastError: 'connection refused',
      attempts: 3,
      text: 'Body for failed.person@example.com',
    });
    expect(await readMail(t.database.db, failed, false)).toMatchObject({ id: failed, text: null });
    expect((await operator('GET', `/mail/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('makes a failed message due now, audited; a sent one is not sent again', async () => {
    const response = await operator('POST', `/mail/${failed}/retry`);
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json<{ nextAttemptAt: string }>().nextAttemptAt)).toBeLessThanOrEqual(
      Date.now(),
    );
    expect((await auditOf('mail', failed))[0]).toMatchObject({
      action: 'retryMail',
      before: { attempts: 3, lastError: 'connection refused' },
    });
    expect((await operator('POST', `/mail/${sent}/retry`)).statusCode).toBe(409);
    expect((await operator('POST', `/mail/${randomUUID()}/retry`)).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('filters by action and time, newest first, and has no route that changes it', async () => {
    const all = operatorAuditListSchema.parse((await operator('GET', '/audit-log?action=setFlag')).json());
    expect(all.data.length).toBeGreaterThanOrEqual(2);
    const times = all.data.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      operatorAuditListSchema.parse((await operator('GET', `/audit-log?from=${future}`)).json()).total,
    ).toBe(0);
    expect((await operator('GET', `/audit-log?from=${future}&to=2020-01-01T00:00:00Z`)).statusCode).toBe(400);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await operator(method, '/audit-log', {})).statusCode).toBe(404);
      expect((await operator(method, `/audit-log/${all.data[0]!.id}`, {})).statusCode).toBe(404);
    }
  });
});
