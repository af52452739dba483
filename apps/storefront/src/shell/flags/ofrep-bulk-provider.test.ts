import { ErrorCode, OpenFeature, ProviderEvents, StandardResolutionReasons } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFREP_BULK_PATH, OfrepBulkProvider, readBulkAnswer } from './ofrep-bulk-provider.ts';

interface Call {
  url: string;
  context: unknown;
  ifNoneMatch: string | null;
}

/** A fake flag service: answers each request with the next reply, and records what was asked. */
function fakeFetch(...replies: Array<(signal: AbortSignal) => Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    calls.push({
      url: String(input),
      context: typeof body === 'object' && body !== null && 'context' in body ? body.context : undefined,
      ifNoneMatch: headers.get('if-none-match'),
    });
    const reply = replies[calls.length - 1];
    if (!reply || !init?.signal) throw new Error('unexpected request');
    return reply(init.signal);
  });
  return { fetch, calls };
}

const answer =
  (flags: unknown[], etag = '"a"') =>
  async () =>
    new Response(JSON.stringify({ flags }), { status: 200, headers: { etag } });
const notModified = () => async () => new Response(null, { status: 304 });
const networkDown = () => async () => Promise.reject(new TypeError('Failed to fetch'));
/** Never answers: only the provider's timeout ends it. */
const hanging = () => (signal: AbortSignal) =>
  new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

const FLAGS = [
  { key: 'on', value: true, variant: 'static', reason: 'STATIC' },
  { key: 'label', value: 'blue', variant: 'rule-1', reason: 'TARGETING_MATCH' },
  { key: 'rows', value: 12, reason: 'STATIC' },
  { key: 'limits', value: { min: 3, max: 20 }, reason: 'STATIC' },
];

function provider(fetch: typeof globalThis.fetch, timeoutMs = 5000) {
  return new OfrepBulkProvider({ baseUrl: '/flags', timeoutMs, fetch });
}

afterEach(async () => {
  await OpenFeature.clearProviders();
  OpenFeature.clearHandlers();
  await OpenFeature.setContext({});
});

describe('readBulkAnswer', () => {
  it('refuses a body without a flags list and skips entries without a key', () => {
    expect(readBulkAnswer({ errorCode: 'GENERAL' })).toBeUndefined();
    expect(readBulkAnswer(null)).toBeUndefined();
    expect([
      ...(readBulkAnswer({ flags: [{ value: true }, 'x', { key: 'a', value: 1 }] }) ?? []).keys(),
    ]).toEqual(['a']);
  });
});

describe('OfrepBulkProvider', () => {
  it('evaluates every flag type from one bulk request with the context', async () => {
    const { fetch, calls } = fakeFetch(answer(FLAGS));
    const flags = provider(fetch);
    await flags.initialize({ targetingKey: 'u1', locale: 'en-us' });

    expect(calls).toEqual([
      {
        url: `/flags${OFREP_BULK_PATH}`,
        context: { targetingKey: 'u1', locale: 'en-us' },
        ifNoneMatch: null,
      },
    ]);
    expect(flags.resolveBooleanEvaluation('on', false)).toEqual({
      value: true,
      variant: 'static',
      reason: 'STATIC',
    });
    expect(flags.resolveStringEvaluation('label', 'red')).toMatchObject({ value: 'blue', variant: 'rule-1' });
    expect(flags.resolveNumberEvaluation('rows', 5).value).toBe(12);
    expect(flags.resolveObjectEvaluation('limits', { min: 1, max: 1 }).value).toEqual({ min: 3, max: 20 });
  });

  it('answers the default for a value of the wrong type, a missing flag and a flag in error', async () => {
    const { fetch } = fakeFetch(
      answer([
        { key: 'on', value: 'yes' },
        { key: 'limits', value: null },
        { key: 'rows', value: [1] },
        { key: 'broken', errorCode: 'PARSE_ERROR', errorDetails: 'bad rule' },
      ]),
    );
    const flags = provider(fetch);
    await flags.initialize({});

    expect(flags.resolveBooleanEvaluation('on', false)).toMatchObject({
      value: false,
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
    expect(flags.resolveObjectEvaluation('limits', { min: 1 })).toMatchObject({ value: { min: 1 } });
    expect(flags.resolveNumberEvaluation('rows', 5)).toMatchObject({
      value: 5,
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
    expect(flags.resolveBooleanEvaluation('absent', true)).toMatchObject({
      value: true,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
    });
    expect(flags.resolveBooleanEvaluation('broken', true)).toMatchObject({
      value: true,
      reason: StandardResolutionReasons.ERROR,
      errorMessage: 'bad rule',
    });
  });

  it.each([
    ['a network error', networkDown(), 5000],
    ['a timeout', hanging(), 20],
  ])(
    'after %s at start, the SDK emits Error and every flag answers its default',
    async (_, reply, timeoutMs) => {
      const { fetch } = fakeFetch(reply);
      const errors: unknown[] = [];
      OpenFeature.addHandler(ProviderEvents.Error, (details) => errors.push(details));

      await expect(OpenFeature.setProviderAndWait(provider(fetch, timeoutMs))).rejects.toThrow();

      expect(errors).toHaveLength(1);
      const client = OpenFeature.getClient();
      expect(client.getBooleanValue('on', false)).toBe(false);
      expect(client.getObjectValue('limits', { min: 1 })).toEqual({ min: 1 });
    },
  );

  it('a failed evaluation after a context change emits Error and keeps the values held', async () => {
    const { fetch } = fakeFetch(answer(FLAGS), hanging());
    const flags = provider(fetch, 20);
    const errors: unknown[] = [];
    flags.events.addHandler(ProviderEvents.Error, (details) => errors.push(details));
    await flags.initialize({ targetingKey: 'u1' });

    await flags.onContextChange({ targetingKey: 'u1' }, { targetingKey: 'u1', country: 'CA' });

    expect(errors).toHaveLength(1);
    expect(flags.resolveBooleanEvaluation('on', false).value).toBe(true);
  });

  it('a context change evaluates again with the new context, through the SDK', async () => {
    const { fetch, calls } = fakeFetch(
      answer([{ key: 'on', value: false }], '"anonymous"'),
      answer([{ key: 'on', value: true }], '"signed-in"'),
    );
    await OpenFeature.setContext({ targetingKey: 'anonymous' });
    await OpenFeature.setProviderAndWait(provider(fetch));
    const client = OpenFeature.getClient();
    expect(client.getBooleanValue('on', false)).toBe(false);

    await OpenFeature.setContext({ targetingKey: 'u1', locale: 'fr-ca' });

    expect(calls[1]).toEqual({
      url: `/flags${OFREP_BULK_PATH}`,
      context: { targetingKey: 'u1', locale: 'fr-ca' },
      ifNoneMatch: null,
    });
    expect(client.getBooleanValue('on', false)).toBe(true);
  });

  it('sends the ETag it holds and keeps its values on a 304', async () => {
    const { fetch, calls } = fakeFetch(answer(FLAGS, '"v1"'), notModified());
    const flags = provider(fetch);
    const errors: unknown[] = [];
    flags.events.addHandler(ProviderEvents.Error, (details) => errors.push(details));
    await flags.initialize({ targetingKey: 'u1' });

    await flags.onContextChange({ targetingKey: 'u1' }, { targetingKey: 'u1' });

    expect(calls[1]?.ifNoneMatch).toBe('"v1"');
    expect(errors).toEqual([]);
    expect(flags.resolveStringEvaluation('label', 'red').value).toBe('blue');
    expect(flags.resolveNumberEvaluation('rows', 5).value).toBe(12);
  });

  it('drops an answer overtaken by a later context', async () => {
    let releaseFirst: (response: Response) => void = () => undefined;
    const { fetch } = fakeFetch(
      answer([{ key: 'on', value: false }]),
      () => new Promise<Response>((resolve) => (releaseFirst = resolve)),
      answer([{ key: 'on', value: true }], '"b"'),
    );
    const flags = provider(fetch);
    await flags.initialize({ targetingKey: 'a' });

    const first = flags.onContextChange({ targetingKey: 'a' }, { targetingKey: 'b' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await flags.onContextChange({ targetingKey: 'b' }, { targetingKey: 'c' });
    releaseFirst(new Response(JSON.stringify({ flags: [{ key: 'on', value: false }] }), { status: 200 }));
    await first;

    expect(flags.resolveBooleanEvaluation('on', false).value).toBe(true);
  });
});
