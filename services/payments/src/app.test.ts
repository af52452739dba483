import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { openTestDatabase } from '@store/database/testing';
import type { Database } from '@store/database';
import { createApp, SandboxRefusedError } from './app.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('the production guard', () => {
  it('refuses to start with NODE_ENV=production unless PAYMENTS_SANDBOX=1', async () => {
    database = await openTestDatabase();
    const refused = await createApp({ env: loadEnv({ NODE_ENV: 'production' }), database })
      .then((app) => app.ready().then(() => app))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(SandboxRefusedError);
    expect(String(refused)).toMatch(/PAYMENTS_SANDBOX=1/);

    const allowed = await createApp({
      env: loadEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }),
      database,
    });
    await allowed.ready();
    const answer = await allowed.inject({
      url: '/v1/customers/cus_x',
      headers: { authorization: 'Bearer sk_test_1' },
    });
    expect(answer.statusCode).toBe(404);
    await allowed.close();
  });
});
