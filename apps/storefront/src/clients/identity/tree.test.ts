import { describe, expect, it } from 'vitest';
import { stubbedBrowser } from './browser-stubs.test-support.ts';
import { startTree } from './tree.ts';

/** The Login tree against a stubbed identity provider: how its failures read. */

const settings = { clientId: 'storefront-us', origin: 'http://127.0.0.1:3000' };
const fetchMock = stubbedBrowser();

const failureAnswer = (body: Record<string, unknown>) =>
  new Response(JSON.stringify({ code: 401, reason: 'Unauthorized', ...body }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

describe('a failed sign-in', () => {
  it('keeps the identity provider’s words', async () => {
    fetchMock.mockResolvedValue(failureAnswer({ message: 'Login failure' }));
    expect(await startTree(settings, 'Login')).toMatchObject({
      kind: 'failure',
      code: 401,
      message: 'Login failure',
    });
  });

  it('says requirements §8’s "Login failed" when the identity provider gave no words', async () => {
    fetchMock.mockResolvedValue(failureAnswer({}));
    expect(await startTree(settings, 'Login')).toMatchObject({
      kind: 'failure',
      code: 401,
      message: 'Login failed',
    });
  });
});
