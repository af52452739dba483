import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerInstalled } from '@store/service-runtime/redis-testing';
import { revocationEvents, type RevocationEvents } from '@store/service-runtime/revocation-events';
import {
  revokeToken,
  signIn,
  startIdentity,
  tokensFor,
  type TestIdentity,
} from '@store/identity-service/test-support';
import { startRedisServer, type RedisServer } from '../../../../scripts/lib/redis.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { TOKEN_CACHE_MS } from './customer-tokens.ts';

/**
 * An identity instance and a commerce instance that share nothing but Redis: the identity service
 * announces a revocation on its own connection, and commerce's token cache, listening on another,
 * stops trusting the token long before its cached answer would have expired.
 */

describe.skipIf(!redisServerInstalled())('a revocation over Redis', () => {
  let server: RedisServer;
  let dir: string;
  let identity: TestIdentity;
  let t: TestApp;
  let heard: RevocationEvents;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'revocation-redis-'));
    server = await startRedisServer({ dir });
    identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY, REDIS_URL: server.url });
    heard = revocationEvents(server.url);
    t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am`, REDIS_URL: server.url }, heard);
  }, 120_000);
  afterAll(async () => {
    // The server is a detached process: it is stopped even when closing an app fails.
    try {
      await t?.close();
      await identity?.close();
      await heard?.close();
    } finally {
      await server?.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is heard by commerce on another connection, which refuses the token at once', async () => {
    const { cookie } = await signIn(identity, 'demo.us');
    const { access_token: token } = await tokensFor(identity, cookie);
    const current = async () =>
      (
        await t.call({
          path: '/store/customer/current',
          site: 'usassessments',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    expect(await current()).toBe(200);

    await revokeToken(identity, token);
    // The message crosses Redis after the revocation answered; far less than the cache's lifetime.
    const deadline = Date.now() + TOKEN_CACHE_MS / 10;
    let status = await current();
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await current();
    }
    expect(status).toBe(401);
  });
});
