import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLAGS, FLAG_NAMES } from '@store/contracts';
import { createApp, flagsRoutes } from './app.ts';
import { eventually, tempFlagFile, type TempFlagFile } from './test-support.ts';

const BULK = '/ofrep/v1/evaluate/flags';
const context = {
  targetingKey: 'anonymous',
  kind: 'user',
  key: 'anonymous',
  anonymous: true,
  locale: 'en-us',
};

let file: TempFlagFile;
let app: FastifyInstance;

beforeEach(async () => {
  file = await tempFlagFile();
});
afterEach(async () => {
  await app?.close();
  await file.remove();
});

async function start(content?: unknown): Promise<FastifyInstance> {
  if (content !== undefined) await file.write(content);
  app = createApp({ flagsFile: file.path });
  await app.ready();
  return app;
}

const evaluate = (key: string, body: unknown = { context }) =>
  app.inject({
    method: 'POST',
    url: `${BULK}/${key}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

const bulk = (body: unknown = { context }, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: BULK,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('single evaluation', () => {
  it('answers every flag of the contract with its default when there is no file', async () => {
    await start();
    for (const name of FLAG_NAMES) {
      const response = await evaluate(name);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        key: name,
        value: FLAGS[name].defaultValue,
        reason: 'DEFAULT',
        variant: 'default',
        metadata: {},
      });
    }
  });

  it('serves the value of the file and its targeting rules', async () => {
    await start({
      flags: {
        'quote-pdf-download-upgrade': { value: false },
        'spanish-po': { value: false, rules: [{ when: { locale: ['es-es'] }, value: true }] },
      },
    });
    expect((await evaluate('quote-pdf-download-upgrade')).json()).toMatchObject({
      value: false,
      reason: 'STATIC',
    });
    expect((await evaluate('spanish-po')).json()).toMatchObject({ value: false, reason: 'STATIC' });
    expect((await evaluate('spanish-po', { context: { ...context, locale: 'es-es' } })).json()).toMatchObject(
      {
        value: true,
        reason: 'TARGETING_MATCH',
        variant: 'rule-1',
      },
    );
  });

  it('accepts an empty body, a body without context and any content type', async () => {
    await start();
    const empty = await app.inject({ method: 'POST', url: `${BULK}/upc` });
    expect(empty.statusCode).toBe(200);
    expect((await evaluate('upc', {})).statusCode).toBe(200);
    const text = await app.inject({
      method: 'POST',
      url: `${BULK}/upc`,
      payload: JSON.stringify({ context }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(200);
  });

  it('answers an unknown flag with 404 FLAG_NOT_FOUND', async () => {
    await start();
    const response = await evaluate('no-such-flag');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ key: 'no-such-flag', errorCode: 'FLAG_NOT_FOUND' });
  });

  it.each([
    ['malformed JSON', '{"context":', 'PARSE_ERROR'],
    ['a body that is not an object', '[1,2]', 'PARSE_ERROR'],
    ['a context that is not an object', '{"context":"en-us"}', 'INVALID_CONTEXT'],
    ['a targetingKey that is not a string', '{"context":{"targetingKey":7}}', 'INVALID_CONTEXT'],
    ['an anonymous attribute that is not a boolean', '{"context":{"anonymous":"yes"}}', 'INVALID_CONTEXT'],
    ['an empty key', '{"context":{"key":""}}', 'INVALID_CONTEXT'],
  ])('answers %s with 400', async (_case, payload, errorCode) => {
    await start();
    for (const url of [`${BULK}/upc`, BULK]) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode, errorDetails: expect.any(String) });
      if (url !== BULK) expect(response.json()).toMatchObject({ key: 'upc' });
    }
  });

  it('answers an oversized body with 400 and never a 5xx', async () => {
    await start();
    const response = await evaluate('upc', { context: { note: 'x'.repeat(100_000) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ key: 'upc', errorCode: 'PARSE_ERROR' });
  });
});

describe('bulk evaluation', () => {
  it('returns every flag, an event stream under the mount prefix and an ETag', async () => {
    const parent = Fastify();
    await parent.register(flagsRoutes, { prefix: '/flags', flagsFile: file.path });
    try {
      const response = await parent.inject({
        method: 'POST',
        url: `/flags${BULK}?flagConfigEtag=abc`,
        payload: { context },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.etag).toMatch(/^".+"$/);
      const body = response.json();
      expect(body.flags.map((f: { key: string }) => f.key)).toEqual(FLAG_NAMES);
      expect(body.eventStreams).toEqual([{ type: 'sse', endpoint: { requestUri: '/flags/stream' } }]);
    } finally {
      await parent.close();
    }
  });

  it('answers a matching If-None-Match with 304 and changes the ETag with the file and the context', async () => {
    await start({ flags: {} });
    const first = await bulk();
    const etag = first.headers.etag as string;
    expect(first.json().eventStreams[0].endpoint.requestUri).toBe('/stream');

    const again = await bulk({ context }, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await bulk({ context }, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    await file.write({
      flags: { 'spanish-po': { value: false, rules: [{ when: { locale: 'es-es' }, value: true }] } },
    });
    const spanish = { context: { ...context, locale: 'es-es' } };
    const changed = await eventually(async () => {
      const response = await bulk(spanish, { 'if-none-match': etag });
      return response.statusCode === 200 &&
        response.json().flags.find((f: { key: string }) => f.key === 'spanish-po').value === true
        ? response
        : undefined;
    });
    expect(changed.headers.etag).not.toBe(etag);
    // Same file, another context with other values: another representation, another ETag.
    const english = await bulk({ context }, { 'if-none-match': changed.headers.etag as string });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(changed.headers.etag);
  });
});

describe('the flag file', () => {
  it('follows edits, keeps the last good flags when an edit does not parse, and treats a missing file as defaults', async () => {
    await start({ flags: { upc: { value: true } } });
    expect((await evaluate('upc')).json()).toMatchObject({ value: true, reason: 'STATIC' });

    await file.write({ flags: { upc: { value: false }, vat: { value: true } } });
    await eventually(async () => ((await evaluate('vat')).json().value === true ? true : undefined));
    expect((await evaluate('upc')).json()).toMatchObject({ value: false, reason: 'STATIC' });

    await file.writeRaw('{ "flags": { "upc": { "value": tru');
    const health = await eventually(async () => {
      const body = (await app.inject('/health')).json();
      return body.flags.fileError ? body : undefined;
    });
    expect(health.flags.fileError).toMatch(/not JSON/);
    expect((await evaluate('vat')).json()).toMatchObject({ value: true, reason: 'STATIC' });

    await file.write({ flags: { upc: 'not an entry' } });
    await eventually(async () =>
      (await app.inject('/health')).json().flags.fileError?.includes('upc') ? true : undefined,
    );
    expect((await evaluate('vat')).json()).toMatchObject({ value: true });

    await file.remove();
    await eventually(async () => ((await evaluate('vat')).json().reason === 'DEFAULT' ? true : undefined));
    expect((await app.inject('/health')).json().flags.fileError).toBeUndefined();
  });

  it('ignores unknown keys and bad values without failing the rest of the file', async () => {
    await start({ flags: { 'made-up': { value: true }, upc: { value: 'on' }, vat: { value: true } } });
    expect((await evaluate('upc')).json()).toMatchObject({ value: false, reason: 'DEFAULT' });
    expect((await evaluate('vat')).json()).toMatchObject({ value: true, reason: 'STATIC' });
    expect((await evaluate('made-up')).statusCode).toBe(404);
  });

  it('starts on defaults when the first file is invalid', async () => {
    await file.writeRaw('not json');
    await start();
    expect((await evaluate('quote-pdf-download-upgrade')).json()).toMatchObject({
      value: true,
      reason: 'DEFAULT',
    });
  });
});

describe('evaluation events', () => {
  const event = (flagKey: string) => ({
    flagKey,
    value: true,
    contextKey: 'anonymous',
    timestamp: Date.now(),
  });
  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/events',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'text/plain' },
    });

  it('accepts batches of up to 100 and counts them per flag', async () => {
    await start();
    expect((await post({ events: [event('upc'), event('upc'), event('vat')] })).statusCode).toBe(202);
    const hundred = await post({ events: Array.from({ length: 100 }, () => event('vat')) });
    expect(hundred.statusCode).toBe(202);
    expect(hundred.json()).toEqual({ accepted: 100 });
    expect((await app.inject('/events/summary')).json()).toEqual({
      totalEvents: 103,
      batches: 2,
      byFlag: { upc: 2, vat: 101 },
    });
  });

  it.each([
    ['101 events', { events: Array.from({ length: 101 }, () => event('upc')) }],
    ['no events', { events: [] }],
    ['an event without a flag key', { events: [{ value: true, contextKey: 'a', timestamp: 1 }] }],
    ['not a batch', [event('upc')]],
  ])('refuses %s with 400 problem+json and counts nothing', async (_case, payload) => {
    await start();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 400, title: 'Invalid evaluation events' });
    expect((await app.inject('/events/summary')).json()).toEqual({ totalEvents: 0, batches: 0, byFlag: {} });
  });

  it('refuses malformed JSON with 400 problem+json', async () => {
    await start();
    const response = await app.inject({ method: 'POST', url: '/events', payload: '{"events":[' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('service basics', () => {
  it('reports health and echoes a valid request id, replacing an invalid one', async () => {
    await start();
    const id = '0b7c2f55-8f7e-4a53-9d3c-2d1f3f6b9a10';
    const health = await app.inject({ url: '/health', headers: { 'x-request-id': id } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', flags: { watching: true } });
    expect(health.headers['x-request-id']).toBe(id);
    const replaced = await app.inject({ url: '/health', headers: { 'x-request-id': 'evil\nline' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers Fastify's own refusals outside OFREP as problem+json", async () => {
    await start();
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [], padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(tooLarge.json()).toMatchObject({
      status: 413,
      title: 'Payload Too Large',
      instance: '/events',
      requestId: tooLarge.headers['x-request-id'],
    });

    const badPath = await app.inject('/ofrep/v1/evaluate/flags/%E0%A4%A');
    expect(badPath.statusCode).toBe(400);
    expect(badPath.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers an unknown route with 404 problem+json', async () => {
    await start();
    const response = await app.inject('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
