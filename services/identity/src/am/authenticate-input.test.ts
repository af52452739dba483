import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_TREES } from '@store/contracts/identity';
import { authenticate, PATHS, startIdentity, type AmStep, type TestIdentity } from '../test-support.ts';

/** Text no tree should see: a NUL byte (PostgreSQL refuses it) or bytes that are not UTF-8. */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
}, 60_000);
afterAll(() => identity.close());

const AM_FAILURE = { code: 400, reason: expect.any(String), message: expect.any(String) };

/** The tree's first step with every text input set to `value`. */
async function firstStepFilledWith(tree: string, value: string): Promise<AmStep> {
  const first = await authenticate(identity, { tree });
  expect(first.status).toBe(200);
  const step = first.json as unknown as AmStep;
  return {
    ...step,
    callbacks: step.callbacks.map((callback) => ({
      ...callback,
      input: callback.input?.map((input) => (typeof input.value === 'string' ? { ...input, value } : input)),
    })),
  };
}

async function postRaw(query: string, body: Uint8Array<ArrayBuffer> | string) {
  const response = await fetch(`${identity.url(PATHS.authenticate)}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('bad text at the authenticate route', () => {
  it.each([IDENTITY_TREES.login, IDENTITY_TREES.forgotPassword, IDENTITY_TREES.registration])(
    'refuses a NUL byte in the answers of %s with AM failure 400',
    async (tree) => {
      const step = await firstStepFilledWith(tree, 'demo.us\u0000');
      const result = await authenticate(identity, { body: step });
      expect(result.status).toBe(400);
      expect(result.json).toEqual(AM_FAILURE);
    },
  );

  it('refuses a body whose bytes are not UTF-8', async () => {
    const step = await firstStepFilledWith(IDENTITY_TREES.login, 'PLACEHOLDER');
    const [before, after] = JSON.stringify(step).split('PLACEHOLDER');
    const bytes = new Uint8Array(
      Buffer.concat([Buffer.from(before!), Buffer.from([0x64, 0xff, 0xfe]), Buffer.from(after!)]),
    );
    const result = await postRaw('', bytes);
    expect(result.status).toBe(400);
    expect(result.json).toEqual(AM_FAILURE);
  });

  it.each([
    ['a NUL byte', `?authIndexType=service&authIndexValue=${IDENTITY_TREES.login}&goto=%2Fen-us%00`],
    ['invalid UTF-8', `?authIndexType=service&authIndexValue=${IDENTITY_TREES.login}&goto=%2Fen-us%FF`],
  ])('refuses %s in the query before any tree starts', async (_name, query) => {
    const result = await postRaw(query, '');
    expect(result.status).toBe(400);
    expect(result.json).toEqual(AM_FAILURE);
  });
});
