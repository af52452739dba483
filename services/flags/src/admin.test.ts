import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { tempFlagFile, type TempFlagFile } from './test-support.ts';

const KEY = 'flags-admin-test-key-0123456789';

let file: TempFlagFile;
let app: FastifyInstance;

beforeEach(async () => {
  file = await tempFlagFile();
});
afterEach(async () => {
  await app?.close();
  await file.remove();
});

/** null: a service without the platform key. */
async function start(adminKey: string | null = KEY): Promise<FastifyInstance> {
  app = createApp({ flagsFile: file.path, adminKey: adminKey ?? undefined });
  await app.ready();
  return app;
}

const put = (key: string, body: unknown, headers: Record<string, string> = { 'x-api-key': KEY }) =>
  app.inject({ method: 'PUT', url: `/admin/flags/${key}`, payload: JSON.stringify(body), headers });

const evaluate = async (key: string) =>
  (await app.inject({ method: 'POST', url: `/ofrep/v1/evaluate/flags/${key}`, payload: '{}' })).json<{
    value: unknown;
    reason: string;
  }>();

describe('PUT /admin/flags/:key', () => {
  it('writes the value into the file, keeps the rules, and serves it at once', async () => {
    await file.write({
      flags: { upc: { value: false, rules: [{ when: { locale: 'ja-jp' }, value: true }] } },
    });
    await start();
    const response = await put('upc', { value: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'upc', before: false, value: true });
    expect(await evaluate('upc')).toMatchObject({ value: true, reason: 'STATIC' });
    const written: unknown = JSON.parse(await readFile(file.path, 'utf8'));
    expect(written).toEqual({
      flags: { upc: { value: true, rules: [{ when: { locale: 'ja-jp' }, value: true }] } },
    });
  });

  it('creates the file when there is none and answers no before', async () => {
    await start();
    const response = await put('quick-order-rows', { value: { min: 4, max: 40 } });
    expect(response.json()).toEqual({ key: 'quick-order-rows', value: { min: 4, max: 40 } });
    expect(await evaluate('quick-order-rows')).toMatchObject({ value: { min: 4, max: 40 } });
  });

  it('refuses a value of the wrong type and leaves the file as it was', async () => {
    await file.write({ flags: { vat: { value: false } } });
    await start();
    const response = await put('vat', { value: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(JSON.parse(await readFile(file.path, 'utf8'))).toEqual({ flags: { vat: { value: false } } });
  });

  it('answers 404 for an unknown flag and 409 over a file that does not parse', async () => {
    await file.writeRaw('{ "flags": ');
    await start();
    expect((await put('no-such-flag', { value: true })).statusCode).toBe(404);
    expect((await put('upc', { value: true })).statusCode).toBe(409);
    expect(await readFile(file.path, 'utf8')).toBe('{ "flags": ');
  });

  it('takes two writes side by side without losing one', async () => {
    await start();
    await Promise.all([put('upc', { value: true }), put('vat', { value: true })]);
    expect(JSON.parse(await readFile(file.path, 'utf8'))).toEqual({
      flags: { upc: { value: true }, vat: { value: true } },
    });
  });

  it('needs the platform key, and is not there without one', async () => {
    await start();
    expect((await put('upc', { value: true }, {})).statusCode).toBe(401);
    expect((await put('upc', { value: true }, { 'x-api-key': `${KEY}x` })).statusCode).toBe(401);
    await app.close();
    await start(null);
    expect((await put('upc', { value: true })).statusCode).toBe(404);
  });
});
