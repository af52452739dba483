import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlagContext } from '@store/contracts';
import { loadEnv } from '@store/config';
import { SITES } from '../http/site-context.ts';
import { customerFlagContext, readCheckoutFlags } from './checkout-flags.ts';
import { FixedFlags, flagReaderFor, OfrepFlags, type FlagLog } from './flag-reader.ts';

/** A flag service that answers OFREP single-flag evaluations from a table, and remembers the contexts. */
let service: FastifyInstance;
let origin: string;
const contexts: unknown[] = [];
const VALUES: Record<string, unknown> = {
  vat: true,
  'bank-transfer': true,
  'quick-order-rows': { min: 2, max: 9 },
};

beforeAll(async () => {
  service = Fastify();
  service.post<{ Params: { key: string }; Body: { context?: unknown } }>(
    '/flags/ofrep/v1/evaluate/flags/:key',
    async (request, reply) => {
      contexts.push(request.body.context);
      const { key } = request.params;
      if (!(key in VALUES)) return reply.code(404).send({ key, errorCode: 'FLAG_NOT_FOUND' });
      return { key, value: VALUES[key], reason: 'STATIC', variant: 'on' };
    },
  );
  // Never answers: the reader gives up after its timeout.
  service.post('/silent/ofrep/v1/evaluate/flags/:key', () => new Promise(() => undefined));
  origin = await service.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await service?.close();
});

const context: FlagContext = customerFlagContext(SITES.get('ukassessments')!, 'user-1', 'en-gb');

function recordingLog() {
  const warnings: object[] = [];
  const log: FlagLog = { warn: (details) => warnings.push(details) };
  return { log, warnings };
}

describe('the OFREP flag reader', () => {
  it('reads flags from the flag service with the customer’s context', async () => {
    const { log, warnings } = recordingLog();
    const reader = new OfrepFlags(`${origin}/flags`, log);
    expect(await reader.read('vat', context)).toBe(true);
    expect(await reader.read('quick-order-rows', context)).toEqual({ min: 2, max: 9 });
    expect(await readCheckoutFlags(reader, context)).toEqual({
      'po-threshold': false,
      'spanish-po': false,
      'bank-transfer': true,
      vat: true,
      ofac: false,
      'line3-address-field': false,
      'checkout-recaptcha': false,
      'org-level-discount': false,
    });
    expect(contexts[0]).toEqual({
      targetingKey: 'user-1',
      kind: 'user',
      siteUid: 'ukassessments',
      storeUid: 'ukassessments',
      locale: 'en-gb',
      country: 'GB',
    });
    // A flag the service does not know is its contract default, and says so in the log.
    expect(warnings).toHaveLength(6);
  });

  it('falls back to the contract defaults, logged, when the flag service does not answer', async () => {
    const silent = recordingLog();
    const started = Date.now();
    expect(
      await new OfrepFlags(`${origin}/silent`, silent.log).read('quote-pdf-download-upgrade', context),
    ).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(silent.warnings).toMatchObject([{ flag: 'quote-pdf-download-upgrade' }]);

    const closed = recordingLog();
    const reader = new OfrepFlags('http://127.0.0.1:9/flags', closed.log);
    expect(await reader.read('vat', context)).toBe(false);
    expect(closed.warnings).toHaveLength(1);
  });
});

describe('fixed flags', () => {
  it('start at the contract defaults and change when set; FLAGS_MOCK=1 gives the mock values', async () => {
    const flags = new FixedFlags({ ofac: true });
    expect(await flags.read('ofac')).toBe(true);
    expect(await flags.read('vat')).toBe(false);
    flags.set({ vat: true });
    expect(await flags.read('vat')).toBe(true);

    const mock = flagReaderFor(loadEnv({ FLAGS_MOCK: '1' }), recordingLog().log);
    expect(mock).toBeInstanceOf(FixedFlags);
    expect(await mock.read('account-qualifications', context)).toMatchObject({
      activeQualifications: expect.arrayContaining(['degree']),
    });
    expect(flagReaderFor(loadEnv({}), recordingLog().log)).toBeInstanceOf(OfrepFlags);
  });
});
